/**
 * Pix BR Code (EMV QRCPS-MPM, Manual de Padrões para Iniciação do Pix, Banco Central): the static "copia e cola"
 * text with the merchant account (GUI br.gov.bcb.pix and the key), MCC, currency 986, amount, country, name, city,
 * the txid and the CRC16-CCITT-FALSE of field 63. Built and read here only.
 */

const GUI_PIX = 'br.gov.bcb.pix';
export const NOME_PIX_MAX = 25;
export const CIDADE_PIX_MAX = 15;
export const TXID_PIX_MAX = 25;

/** CRC16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) in 4 uppercase hex digits. */
export function crc16CcittFalse(texto: string): string {
  let crc = 0xffff;
  // The payload is ASCII by construction (montarPix refuses anything else), so a char is a byte.
  for (let i = 0; i < texto.length; i++) {
    crc ^= (texto.charCodeAt(i) & 0xff) << 8;
    for (let b = 0; b < 8; b++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function campo(id: string, valor: string): string {
  return `${id}${String(valor.length).padStart(2, '0')}${valor}`;
}

/** Plain uppercase ASCII within a length: BR Code names and cities carry no accents. */
export function textoPix(texto: string, max: number): string {
  return (typeof texto === 'string' ? texto : '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, max)
    .trim();
}

/** A txid as the Banco Central allows it: letters and digits only, up to 25; '***' when none. */
export function txidPix(txid: string): string {
  const limpo = (typeof txid === 'string' ? txid : '').replace(/[^A-Za-z0-9]/g, '').slice(0, TXID_PIX_MAX);
  return limpo || '***';
}

export interface DadosPix {
  /** The receiver's Pix key (CNPJ, e-mail, phone or random key). */
  chave: string;
  nome: string;
  cidade: string;
  /** Amount in cents; 0 or absent leaves the amount to the payer. */
  valorCentavos?: number;
  txid: string;
}

/**
 * The BR Code text; null when the key is empty or longer than the field allows, or the amount is not whole cents.
 *
 * @example
 * montarPix({ chave: '12345678000195', nome: 'Escola Aurora', cidade: 'São Paulo', valorCentavos: 12345, txid: 'COB1' });
 */
export function montarPix(d: DadosPix): string | null {
  if (!d || typeof d.chave !== 'string' || !/^[\x21-\x7e]{1,77}$/.test(d.chave.trim())) return null;
  const centavos = d.valorCentavos ?? 0;
  if (!Number.isInteger(centavos) || centavos < 0 || centavos > 9_999_999_999) return null;
  const nome = textoPix(d.nome, NOME_PIX_MAX);
  const cidade = textoPix(d.cidade, CIDADE_PIX_MAX);
  if (!nome || !cidade) return null;
  const semCrc =
    campo('00', '01') +
    campo('26', campo('00', GUI_PIX) + campo('01', d.chave.trim())) +
    campo('52', '0000') +
    campo('53', '986') +
    (centavos > 0 ? campo('54', (centavos / 100).toFixed(2)) : '') +
    campo('58', 'BR') +
    campo('59', nome) +
    campo('60', cidade) +
    campo('62', campo('05', txidPix(d.txid))) +
    '6304';
  return semCrc + crc16CcittFalse(semCrc);
}

/** Splits EMV TLV text into its fields (id → value); null when the lengths do not add up. */
export function camposEmv(texto: string): Map<string, string> | null {
  const campos = new Map<string, string>();
  let i = 0;
  while (i < texto.length) {
    const id = texto.slice(i, i + 2);
    const tamanho = Number(texto.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(texto.slice(i + 2, i + 4)) || i + 4 + tamanho > texto.length)
      return null;
    campos.set(id, texto.slice(i + 4, i + 4 + tamanho));
    i += 4 + tamanho;
  }
  return campos;
}

export interface PixLido extends Required<DadosPix> {}

/** Reads a BR Code back (CRC checked, GUI and currency required); null when it is not a valid static Pix. */
export function lerPix(texto: string): PixLido | null {
  if (typeof texto !== 'string' || texto.length < 8) return null;
  const corpo = texto.slice(0, -4);
  if (!corpo.endsWith('6304') || crc16CcittFalse(corpo) !== texto.slice(-4).toUpperCase()) return null;
  const campos = camposEmv(texto);
  const conta = camposEmv(campos?.get('26') ?? '');
  const adicionais = camposEmv(campos?.get('62') ?? '');
  if (!campos || !conta || !adicionais) return null;
  if (campos.get('00') !== '01' || conta.get('00')?.toLowerCase() !== GUI_PIX || campos.get('53') !== '986')
    return null;
  const valor = campos.get('54');
  return {
    chave: conta.get('01') ?? '',
    nome: campos.get('59') ?? '',
    cidade: campos.get('60') ?? '',
    valorCentavos: valor ? Math.round(Number(valor) * 100) : 0,
    txid: adicionais.get('05') ?? '',
  };
}
