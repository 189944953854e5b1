import { sql } from 'drizzle-orm';

/**
 * An outbox row (e-mail, push) that failed to go: unsent, with why, tried again after 1, 4, 16, 64 minutes. The one
 * retry rule of both outboxes; each caps the tries itself (MAXIMO_TENTATIVAS_*).
 */
export function novaTentativa(erro: unknown, tentativasAntes: number) {
  const tentativas = tentativasAntes + 1;
  return {
    enviadoEm: null,
    erro: erro instanceof Error ? erro.message.slice(0, 500) : 'falha no envio',
    tentativas,
    tentarEm: sql`now() + ${`${60_000 * 4 ** (tentativas - 1)} milliseconds`}::interval`,
  };
}
