import { chamar, operacoes } from '../../../lib/api-client.ts';

/** The person's trainings (coddao 250). */
export function listarTreinamentos() {
  return chamar(operacoes.treinamentos, []);
}
