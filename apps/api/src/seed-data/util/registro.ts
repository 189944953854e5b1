import { NOMES_MESES, SITUACOES_COBRANCA } from '@portal/core';
import type { CobrancaSeed, Escopo, StatusCor } from '../types.ts';

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

/** How a module file writes a bill: reais, a situation word and its payee; `cobrancaSeed` makes the row. */
export type Boleto = {
  modulo: string;
  lista: string;
  /** Taken from the module file's counter, so charges and records share its range of ids. */
  codcobranca: number;
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
  /** What makes up the amount (reais): the charge's typed `itens`. */
  itens?: { descricao: string; valor: number }[];
  pagoEm?: string;
  /** A receivable the person's company issued (its customer pays it): never offered to pay. */
  aReceber?: true;
  /** A punctuality discount: its amount in reais and the last day ('yyyy-mm-dd') it holds. */
  desconto?: { valor: number; ate: string };
};

/**
 * A bill as its `cobranca` row (issue 28): no display record, no details or status label, which the API computes
 * from the row. No copy code either: core computes the line and the Pix from the charge with what is due the day
 * they are asked for. A paid bill was paid in full on its day (the seed inserts that payment).
 */
export function cobrancaSeed(c: Boleto): CobrancaSeed {
  const nossoNumero = `${c.nossoNumero}${String(c.codcobranca).padStart(8, '0')}`;
  const valorCentavos = Math.round(c.valor * 100);
  const pagoEm = c.situacao === 'pago' ? (c.pagoEm ?? c.vencimento) : null;
  return {
    codcobranca: c.codcobranca,
    modulo: c.modulo,
    lista: c.lista,
    escopo: c.escopo,
    titulo: c.titulo,
    subtitulo: c.subtitulo,
    banco: c.banco,
    campoLivre: nossoNumero.padStart(25, '0').slice(-25),
    nossoNumero,
    txid: `COB${c.codcobranca}`,
    chavePix: c.chavePix,
    beneficiario: c.beneficiario,
    cidade: c.cidade,
    vencimento: c.vencimento,
    valorCentavos,
    multaPercentual: 2,
    jurosMesPercentual: 1,
    recebidoCentavos: pagoEm ? valorCentavos : 0,
    pagoEm,
    canceladoEm: c.situacao === 'cancelado' ? c.vencimento : null,
    aReceber: c.aReceber === true,
    descontoCentavos: c.desconto ? Math.round(c.desconto.valor * 100) : null,
    descontoAte: c.desconto?.ate ?? null,
    itens: (c.itens ?? []).map((i) => ({ descricao: i.descricao, valorCentavos: Math.round(i.valor * 100) })),
  };
}

/** Month names for titles such as 'Novembro/2026'. */
export const MESES = NOMES_MESES;
