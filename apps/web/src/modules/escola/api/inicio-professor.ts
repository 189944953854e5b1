import { chamar, operacoes } from '../../../lib/api-client.ts';

/** The teacher's day (coddao 208): today's lessons, grades to enter, replies waiting, every class of the year. */
export function lerInicioProfessor() {
  return chamar(operacoes.inicioProfessor, [], undefined, { loader: false });
}
