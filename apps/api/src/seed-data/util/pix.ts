/**
 * Static Pix "copia e cola" (BR Code, EMV-MPM) with the CRC16-CCITT checksum the Banco
 * Central requires, so bank apps parse it.
 * @see https://www.bcb.gov.br/estabilidadefinanceira/pix (Manual de Padrões para Iniciação do Pix)
 */

function campo(id: string, valor: string): string {
  return `${id}${String(valor.length).padStart(2, '0')}${valor}`;
}

/** CRC16/CCITT-FALSE (poly 0x1021, init 0xFFFF), uppercase hex. */
export function crc16(texto: string): string {
  let crc = 0xffff;
  for (let i = 0; i < texto.length; i++) {
    crc ^= texto.charCodeAt(i) << 8;
    for (let b = 0; b < 8; b++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Removes accents and limits length: BR Code names and cities are plain ASCII. */
function ascii(texto: string, max: number): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .toUpperCase()
    .slice(0, max);
}

export function pixCopiaECola(p: {
  chave: string;
  nome: string;
  cidade: string;
  valor: number;
  txid: string;
}): string {
  const conta = campo('00', 'br.gov.bcb.pix') + campo('01', p.chave);
  const semCrc =
    campo('00', '01') +
    campo('26', conta) +
    campo('52', '0000') +
    campo('53', '986') +
    campo('54', p.valor.toFixed(2)) +
    campo('58', 'BR') +
    campo('59', ascii(p.nome, 25)) +
    campo('60', ascii(p.cidade, 15)) +
    campo('62', campo('05', p.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25))) +
    '6304';
  return semCrc + crc16(semCrc);
}
