import { chamar, operacoes } from '../../../lib/api-client.ts';

/** The teacher's classes with grades, averages and absences (coddao 240), in the context's company and year. */
export function lerFichaProfessor() {
  return chamar(operacoes.fichaProfessor, ['', '']);
}
