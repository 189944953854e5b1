import { chamar, operacoes } from '../../../lib/api-client.ts';

/** The person's payslips by month (coddao 230); each PDF comes through V3. */
export function listarContracheques() {
  return chamar(operacoes.contracheques, []);
}
