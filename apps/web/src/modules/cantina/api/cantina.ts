import { chamar, operacoes } from '../../../lib/api-client.ts';

/** A student's cafeteria balance, daily limit and purchases (coddao 502). */
export function lerCantina(codaluno: string) {
  return chamar(operacoes.cantina, [codaluno]);
}

/** A new daily limit (coddao 503). */
export function definirLimiteCantina(codaluno: string, limiteDiarioCentavos: number, idempotencyKey: string) {
  return chamar(operacoes.limiteCantina, [codaluno], { limiteDiarioCentavos }, { idempotencyKey });
}

/** A top-up (coddao 504): answers the charge whose Pix pays it. */
export function recarregarCantina(codaluno: string, valorCentavos: number, idempotencyKey: string) {
  return chamar(operacoes.recargaCantina, [codaluno], { valorCentavos }, { idempotencyKey });
}
