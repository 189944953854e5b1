import {
  type Cobranca,
  codigoBarrasDaLinha,
  formatDataBr,
  formatDataHoraBrasilia,
  formatMoedaBr,
} from '@portal/core';
import { Folha } from './pdf-kit.ts';

/** bwip-js is large: loaded by the first slip, not at every start of the server. */
let bwip: Promise<typeof import('bwip-js/node')> | undefined;

/**
 * The FEBRABAN bar code (Interleaved 2 of 5, 44 digits) as a PNG drawn by bwip-js, a maintained barcode library:
 * narrow bar 2 px, wide 3× (FEBRABAN's 1:3), no human-readable line under it (the typeable line is printed above).
 */
export async function barrasI25Png(codigo: string): Promise<Uint8Array> {
  bwip ??= import('bwip-js/node');
  const bwipjs = await bwip;
  return bwipjs.toBuffer({ bcid: 'interleaved2of5', text: codigo, scale: 2, height: 13, includetext: false });
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
  /** What the slip tells the cashier (fine, interest, where to pay). */
  instrucoes?: string[];
  situacao: string;
  pixCopiaECola?: string;
  detalhes: { rotulo: string; valor: string }[];
}

const MEIOS: Record<string, string> = { pix: 'Pix', boleto: 'Boleto' };

/** A charge (coddao 501's answer) as the slip or receipt prints it, without the record's details. */
export function dadosDoBoleto(
  c: Cobranca,
): Omit<BoletoDados, 'detalhes'> & { detalhesCobranca: BoletoDados['detalhes'] } {
  const comprovante = c.situacao === 'pago';
  const extras: BoletoDados['detalhes'] = [];
  if (c.situacao === 'vencido')
    extras.push(
      { rotulo: 'Multa e juros até hoje', valor: formatMoedaBr((c.multaCentavos + c.jurosCentavos) / 100) },
      { rotulo: 'Total a pagar hoje', valor: formatMoedaBr(c.totalCentavos / 100) },
    );
  for (const i of c.itens) extras.push({ rotulo: i.descricao, valor: formatMoedaBr(i.valorCentavos / 100) });
  if (c.desconto)
    extras.push({
      rotulo: 'Desconto pontualidade',
      valor: `${formatMoedaBr(c.desconto.valorCentavos / 100)} até ${formatDataBr(c.desconto.ate)}`,
    });
  // An underpayment: what came in and what is still due (the Pix printed asks the rest).
  if (c.recebidoCentavos > 0 && c.restanteCentavos > 0)
    extras.push(
      { rotulo: 'Valor já recebido', valor: formatMoedaBr(c.recebidoCentavos / 100) },
      { rotulo: 'Restante a pagar', valor: formatMoedaBr(c.restanteCentavos / 100) },
    );
  if (c.pagamento)
    extras.push(
      { rotulo: 'Pago em', valor: formatDataHoraBrasilia(c.pagamento.pagoEm) },
      // Printed only when it differs from the document's amount (paid late, with fine and interest).
      ...(c.pagamento.valorCentavos !== c.valorCentavos
        ? [{ rotulo: 'Valor pago', valor: formatMoedaBr(c.pagamento.valorCentavos / 100) }]
        : []),
      { rotulo: 'Forma de pagamento', valor: MEIOS[c.pagamento.meio] ?? c.pagamento.meio },
      { rotulo: 'Autenticação', valor: c.pagamento.autenticacao },
    );
  extras.push({ rotulo: 'Nosso número', valor: c.nossoNumero });
  return {
    beneficiario: `${c.beneficiario} - CNPJ ${c.beneficiarioCnpj}`,
    pagador: c.pagador,
    descricao: c.subtitulo ? `${c.titulo} — ${c.subtitulo}` : c.titulo,
    vencimento: formatDataBr(c.vencimento),
    valor: c.valorCentavos / 100,
    situacao: c.status,
    comprovante,
    ...(c.boleto ? { linhaDigitavel: c.boleto.linhaFormatada, instrucoes: c.instrucoes } : {}),
    ...(c.pixCopiaECola ? { pixCopiaECola: c.pixCopiaECola } : {}),
    detalhesCobranca: extras,
  };
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
  if (b.instrucoes?.length) {
    f.texto('Instruções', m, { tamanho: 8, negrito: true });
    f.linha(12);
    for (const instrucao of b.instrucoes) {
      f.texto(instrucao, m, { tamanho: 8 });
      f.linha(11);
    }
  }
  const codigo = b.linhaDigitavel ? codigoBarrasDaLinha(b.linhaDigitavel) : null;
  if (codigo) {
    f.linha(50);
    // FEBRABAN: 103 mm long, 13 mm high.
    await f.imagem(await barrasI25Png(codigo), m, f.y, 292, 37);
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
