import { NOMES_MESES, SITUACOES_COBRANCA } from '@portal/core';
import type { CobrancaSeed, Escopo, ModuloRegistroSeed, StatusCor } from '../types.ts';
import { dataBr, reais } from './referencia.ts';

/** Sequential ids from a base, so each module file owns a disjoint range of codregistro. */
export function contador(base: number): () => number {
  let atual = base;
  return () => atual++;
}

/** The usual status words of bills and their colours (the app paints statusCor). */
export const STATUS = {
  pago: { status: SITUACOES_COBRANCA.pago, statusCor: 'success' },
  aberto: { status: SITUACOES_COBRANCA.aberto, statusCor: 'warning' },
  vencido: { status: SITUACOES_COBRANCA.vencido, statusCor: 'danger' },
  cancelado: { status: SITUACOES_COBRANCA.cancelado, statusCor: 'medium' },
} as const satisfies Record<string, { status: string; statusCor: StatusCor }>;

export type SituacaoBoleto = keyof typeof STATUS;

export type Cobranca = {
  codregistro: number;
  escopo: Escopo;
  titulo: string;
  subtitulo: string;
  vencimento: string;
  valor: number;
  situacao: SituacaoBoleto;
  banco: string;
  beneficiario: string;
  /** Pix key of the payee (its CNPJ digits). */
  chavePix: string;
  cidade: string;
  /** Bank's free field seed (nosso número etc.), digits. */
  nossoNumero: string;
  detalhes?: { rotulo: string; valor: string }[];
  /** What makes up the amount (reais): the charge's typed `itens`. */
  itens?: { descricao: string; valor: number }[];
  pagoEm?: string;
  /** A receivable the person's company issued (its customer pays it): never offered to pay. */
  aReceber?: true;
  /** A punctuality discount: its amount in reais and the last day ('yyyy-mm-dd') it holds. */
  desconto?: { valor: number; ate: string };
};

/**
 * A bill: its charge (the `cobranca` row, where it lives: the seed writes no module record for it, issue 28) and
 * the record the seed's own tests read. No copy code here: core computes the line and the Pix from the charge
 * with what is due the day they are asked for.
 */
export function registroBoleto(c: Cobranca): ModuloRegistroSeed {
  const tipoAnexo = c.situacao === 'pago' ? 'comprovante' : 'boleto';
  const nossoNumero = `${c.nossoNumero}${String(c.codregistro).padStart(8, '0')}`;
  const cobranca: CobrancaSeed = {
    banco: c.banco,
    campoLivre: nossoNumero.padStart(25, '0').slice(-25),
    nossoNumero,
    txid: `COB${c.codregistro}`,
    chavePix: c.chavePix,
    beneficiario: c.beneficiario,
    cidade: c.cidade,
    vencimento: c.vencimento,
    valorCentavos: Math.round(c.valor * 100),
    multaPercentual: 2,
    jurosMesPercentual: 1,
    pagoEm: c.situacao === 'pago' ? (c.pagoEm ?? c.vencimento) : null,
    canceladoEm: c.situacao === 'cancelado' ? c.vencimento : null,
    aReceber: c.aReceber === true,
    descontoCentavos: c.desconto ? Math.round(c.desconto.valor * 100) : null,
    descontoAte: c.desconto?.ate ?? null,
    itens: (c.itens ?? []).map((i) => ({ descricao: i.descricao, valorCentavos: Math.round(i.valor * 100) })),
  };
  return {
    cobranca,
    codregistro: c.codregistro,
    escopo: c.escopo,
    titulo: c.titulo,
    subtitulo: c.subtitulo,
    data: c.vencimento,
    valor: c.valor,
    ...STATUS[c.situacao],
    // A paid bill's PDF is its receipt (documents/boleto-pdf.ts).
    anexo: {
      doc: 'boleto',
      params: [c.codregistro],
      filename: `${tipoAnexo}-${c.codregistro}.pdf`,
      filetype: 'application/pdf',
      tipo: tipoAnexo,
    },
    detalhes: [
      { rotulo: 'Beneficiário', valor: c.beneficiario },
      { rotulo: 'Vencimento', valor: dataBr(c.vencimento) },
      { rotulo: 'Valor', valor: reais(c.valor) },
      ...(c.pagoEm ? [{ rotulo: 'Pago em', valor: dataBr(c.pagoEm) }] : []),
      ...(c.detalhes ?? []),
      ...(c.itens ?? []).map((i) => ({ rotulo: i.descricao, valor: reais(i.valor) })),
    ],
  };
}

/** Month names for titles such as 'Novembro/2026'. */
export const MESES = NOMES_MESES;
