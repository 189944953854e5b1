import { ROTA_HOME_RECADOS } from '@portal/core';
import type { Executor } from '../../db/database.ts';
import { notificacao } from '../../db/schema/index.ts';
import { anunciar } from '../../mudancas/anunciar.ts';
import { enfileirarPush } from '../../push/enfileirar-push.ts';

/** Where a recado's notification leads: the recado's own page. */
export const rotaDoRecado = (codrecado: number) => `${ROTA_HOME_RECADOS}/${codrecado}`;

/**
 * Tells these people about a recado or a reply, in the write's transaction: a `notificacao` row each (scoped to
 * the school, so it shows in its context), a push to each of their devices (the outbox), and the bell's and the
 * recados' streams. Nothing leaves before the write commits.
 */
export async function avisarDoRecado(
  tx: Executor,
  pessoas: readonly number[],
  aviso: { titulo: string; texto: string; codrecado: number; codempresa: number | null },
  agora: Date,
): Promise<void> {
  if (pessoas.length === 0) return;
  const rota = rotaDoRecado(aviso.codrecado);
  await tx.insert(notificacao).values(
    pessoas.map((codpessoa) => ({
      codpessoa,
      titulo: aviso.titulo,
      mensagem: aviso.texto,
      dthcriacao: agora,
      rota,
      escCodempresa: aviso.codempresa,
    })),
  );
  await enfileirarPush(tx, pessoas, { titulo: aviso.titulo, texto: aviso.texto, rota }, agora);
  await anunciar(tx, ['notificacoes'], pessoas);
}
