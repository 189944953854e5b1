import { formatMoedaBr, stripNonDigits } from '@portal/core';
import { Folha } from './pdf-kit.ts';

/** Interleaved 2 of 5 patterns (n = narrow, w = wide) of the FEBRABAN bar code. */
const I25 = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];

/**
 * The 44-digit bar code from the 47-digit typeable line (FEBRABAN layout): bank+currency, check digit,
 * due factor and amount, then the three free fields without their check digits.
 */
export function codigoBarrasDaLinha(linhaDigitavel: string): string | null {
  const l = stripNonDigits(linhaDigitavel);
  if (l.length !== 47) return null;
  return (
    l.slice(0, 4) + l.slice(32, 33) + l.slice(33, 47) + l.slice(4, 9) + l.slice(10, 20) + l.slice(21, 31)
  );
}

function desenharBarras(f: Folha, codigo: string, x0: number, y: number, altura: number): void {
  const fino = 0.9;
  const largo = fino * 3;
  let x = x0;
  const barra = (largura: number, preta: boolean) => {
    if (preta) f.retangulo(x, y, largura, altura);
    x += largura;
  };
  for (const preta of [true, false, true, false]) barra(fino, preta);
  for (let i = 0; i + 1 < codigo.length; i += 2) {
    const barras = I25[Number(codigo[i])] ?? I25[0] ?? '';
    const espacos = I25[Number(codigo[i + 1])] ?? I25[0] ?? '';
    for (let k = 0; k < 5; k++) {
      barra(barras[k] === 'w' ? largo : fino, true);
      barra(espacos[k] === 'w' ? largo : fino, false);
    }
  }
  barra(largo, true);
  barra(fino, false);
  barra(fino, true);
}

export interface BoletoDados {
  beneficiario: string;
  pagador: string;
  descricao: string;
  vencimento: string;
  valor: number;
  /** The record's attachment is the receipt of a paid bill (kind 'comprovante'). */
  comprovante?: boolean;
  /** Absent for a bill no longer payable (paid, cancelled): no line, no bar code. */
  linhaDigitavel?: string;
  situacao: string;
  pixCopiaECola?: string;
  detalhes: { rotulo: string; valor: string }[];
}

/** Labels the slip prints itself; a record's details that repeat them are left out (issue 10). */
const PROPRIOS = ['Beneficiário', 'Pagador', 'Referência', 'Vencimento', 'Valor do documento', 'Situação'];
const normalizar = (rotulo: string) =>
  rotulo
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ do documento$/, '')
    .trim();

/** The rows of the slip's table: its own fields, then the record's details that say something new. */
export function camposDoBoleto(b: BoletoDados): [string, string][] {
  const proprios: [string, string][] = [
    ['Beneficiário', b.beneficiario],
    ['Pagador', b.pagador],
    ['Referência', b.descricao],
    ['Vencimento', b.vencimento],
    ['Valor do documento', formatMoedaBr(b.valor)],
    ['Situação', b.situacao],
  ];
  const vistos = new Set(PROPRIOS.map(normalizar));
  const extras = b.detalhes.flatMap((d): [string, string][] => {
    const chave = normalizar(d.rotulo);
    if (vistos.has(chave)) return [];
    vistos.add(chave);
    return [[d.rotulo, d.valor]];
  });
  return [...proprios, ...extras];
}

/** What the PDF is: the slip, or a paid bill's receipt (the record's attachment kind, "Ver comprovante"). */
export function tituloDoBoleto(b: Pick<BoletoDados, 'comprovante'>): string {
  return b.comprovante ? 'Comprovante de pagamento' : 'Boleto de pagamento';
}

/**
 * A bank slip (boleto) PDF with its typeable line, bar code and, when there is one, the Pix code; a paid bill's
 * receipt without them. Every field is printed once, in the table (issue 10: the paid bill repeated them).
 */
export async function boletoPdf(b: BoletoDados): Promise<Uint8Array> {
  const titulo = tituloDoBoleto(b);
  const f = await Folha.criar(`${titulo} ${b.descricao}`, b.beneficiario);
  const m = f.margem;
  f.texto(titulo, m, { tamanho: 13, negrito: true });
  f.linha(20);
  if (b.linhaDigitavel) {
    f.texto(b.linhaDigitavel, m, { tamanho: 11, negrito: true });
    f.linha(24);
  }
  f.regua();
  for (const [rotulo, valor] of camposDoBoleto(b)) {
    f.texto(rotulo, m, { tamanho: 8 });
    f.texto(valor, m + 150, { negrito: true });
    f.linha(15);
  }
  f.linha(10);
  const codigo = b.linhaDigitavel ? codigoBarrasDaLinha(b.linhaDigitavel) : null;
  if (codigo) {
    f.linha(40);
    desenharBarras(f, codigo, m, f.y, 50);
    f.linha(20);
  }
  if (b.pixCopiaECola) {
    f.linha(10);
    f.texto('Pix copia e cola:', m, { tamanho: 8, negrito: true });
    f.linha(12);
    for (let i = 0; i < b.pixCopiaECola.length; i += 95) {
      f.texto(b.pixCopiaECola.slice(i, i + 95), m, { tamanho: 7 });
      f.linha(10);
    }
  }
  return f.salvar();
}
