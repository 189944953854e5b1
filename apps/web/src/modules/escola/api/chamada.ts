import { chamar, operacoes } from '../../../lib/api-client.ts';

/** The teacher's lessons of today, their roll and students (coddao 243). */
export function lerAulasDoDia() {
  return chamar(operacoes.aulasDoDia, ['']);
}

/** One lesson's roll as one idempotent write (coddao 244): everyone present but `ausentes`. */
export function salvarChamada(codaula: number, ausentes: string[], idempotencyKey: string) {
  return chamar(operacoes.salvarChamada, [codaula], { ausentes }, { idempotencyKey });
}
