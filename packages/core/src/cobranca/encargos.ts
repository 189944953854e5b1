import { diaUtc } from './boleto.ts';
import { SITUACOES_COBRANCA } from './ordem-cobrancas.ts';

/** What a charge's status and amount due depend on. Amounts in cents, dates 'yyyy-mm-dd'. */
export interface CobrancaEncargos {
  vencimento: string;
  valorCentavos: number;
  /** Fine once overdue, in percent of the amount (e.g. 2). */
  multaPercentual: number;
  /** Interest per month (30 days), in percent, charged pro rata per day late (e.g. 1). */
  jurosMesPercentual: number;
  /** Day it was paid; a paid charge is 'pago' whatever the date. */
  pagoEm?: string | null;
  canceladoEm?: string | null;
  /** What its payments brought in so far, in cents: an underpayment leaves it open for the rest. */
  recebidoCentavos?: number;
}

export type SituacaoCobranca = keyof typeof SITUACOES_COBRANCA;

export interface Encargos {
  situacao: SituacaoCobranca;
  /** The label the portal shows ('Em aberto', 'Vencido', 'Pago', 'Cancelado'). */
  rotulo: string;
  diasAtraso: number;
  multaCentavos: number;
  jurosCentavos: number;
  /** What is due today: the amount plus fine and interest (the amount alone when not overdue). */
  totalCentavos: number;
  /** What its payments brought in so far. */
  recebidoCentavos: number;
  /** What is still due today: the total less what was received (0 once paid or cancelled). */
  restanteCentavos: number;
}

/** Half-up rounding to whole cents (amounts are never negative here). */
const centavos = (x: number) => Math.round(x + 1e-9);

/**
 * Status and amount due of a charge on a given day: cancelled and paid first; overdue from the day after the due
 * date, with the fine once and the interest per day late (monthly rate / 30 per day). A pure function of the
 * charge and today; an unreadable date counts as not overdue.
 *
 * @example
 * encargosCobranca({ vencimento: '2026-11-10', valorCentavos: 100000, multaPercentual: 2, jurosMesPercentual: 1 }, '2026-11-25');
 * // { situacao: 'vencido', diasAtraso: 15, multaCentavos: 2000, jurosCentavos: 500, totalCentavos: 102500, ... }
 */
export function encargosCobranca(c: CobrancaEncargos, hojeIso: string): Encargos {
  const valor = Number.isInteger(c?.valorCentavos) && c.valorCentavos > 0 ? c.valorCentavos : 0;
  const recebido =
    Number.isInteger(c?.recebidoCentavos) && (c.recebidoCentavos ?? 0) > 0 ? (c.recebidoCentavos ?? 0) : 0;
  const encerrada = (situacao: SituacaoCobranca) => situacao === 'pago' || situacao === 'cancelado';
  const restante = (situacao: SituacaoCobranca, total: number) =>
    encerrada(situacao) ? 0 : Math.max(0, total - recebido);
  const semEncargos = (situacao: SituacaoCobranca): Encargos => ({
    situacao,
    rotulo: SITUACOES_COBRANCA[situacao],
    diasAtraso: 0,
    multaCentavos: 0,
    jurosCentavos: 0,
    totalCentavos: valor,
    recebidoCentavos: recebido,
    restanteCentavos: restante(situacao, valor),
  });
  if (c?.canceladoEm) return semEncargos('cancelado');
  if (c?.pagoEm) return semEncargos('pago');
  const venc = diaUtc(c?.vencimento ?? '');
  const hoje = diaUtc(hojeIso);
  if (venc === null || hoje === null || hoje <= venc) return semEncargos('aberto');
  const diasAtraso = hoje - venc;
  const taxa = (p: number) => (Number.isFinite(p) && p > 0 ? p : 0);
  const multaCentavos = centavos((valor * taxa(c.multaPercentual)) / 100);
  const jurosCentavos = centavos((valor * taxa(c.jurosMesPercentual) * diasAtraso) / 3000);
  return {
    situacao: 'vencido',
    rotulo: SITUACOES_COBRANCA.vencido,
    diasAtraso,
    multaCentavos,
    jurosCentavos,
    totalCentavos: valor + multaCentavos + jurosCentavos,
    recebidoCentavos: recebido,
    restanteCentavos: restante('vencido', valor + multaCentavos + jurosCentavos),
  };
}
