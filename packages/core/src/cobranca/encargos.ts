import { diaUtc } from './boleto.ts';
import { SITUACOES_COBRANCA, SITUACOES_RECEBIVEL } from './ordem-cobrancas.ts';

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
  /** A receivable the person's company issued: labelled as such (SITUACOES_RECEBIVEL), never as a debt. */
  aReceber?: boolean;
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
  const rotulos = c?.aReceber ? SITUACOES_RECEBIVEL : SITUACOES_COBRANCA;
  const encerrada = (situacao: SituacaoCobranca) => situacao === 'pago' || situacao === 'cancelado';
  const restante = (situacao: SituacaoCobranca, total: number) =>
    encerrada(situacao) ? 0 : Math.max(0, total - recebido);
  const semEncargos = (situacao: SituacaoCobranca): Encargos => ({
    situacao,
    rotulo: rotulos[situacao],
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
    rotulo: rotulos.vencido,
    diasAtraso,
    multaCentavos,
    jurosCentavos,
    totalCentavos: valor + multaCentavos + jurosCentavos,
    recebidoCentavos: recebido,
    restanteCentavos: restante('vencido', valor + multaCentavos + jurosCentavos),
  };
}

/** A punctuality discount: its amount in cents and the last day ('yyyy-mm-dd') it holds. */
export interface DescontoCobranca {
  descontoCentavos: number | null;
  descontoAte: string | null;
}

/**
 * The discount that holds on a day (today for an open charge, the payment's day for a paid one): its amount up to
 * and on its last day, null after it or when there is none. So a late payment's receipt never lists it.
 *
 * @example
 * descontoVigente({ descontoCentavos: 10900, descontoAte: '2026-11-05' }, '2026-11-05'); // 10900
 * descontoVigente({ descontoCentavos: 10900, descontoAte: '2026-11-05' }, '2026-11-06'); // null
 */
export function descontoVigente(c: DescontoCobranca, diaIso: string): number | null {
  const ate = diaUtc(c?.descontoAte ?? '');
  const dia = diaUtc(diaIso);
  const valor = c?.descontoCentavos;
  if (ate === null || dia === null || !Number.isInteger(valor) || (valor ?? 0) <= 0) return null;
  return dia <= ate ? (valor ?? null) : null;
}
