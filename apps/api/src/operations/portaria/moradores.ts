import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { notificacao, pessoa } from '../../db/schema/index.ts';
import { anunciar } from '../../mudancas/anunciar.ts';
import { enfileirarPush } from '../../push/enfileirar-push.ts';

/** The residents of a unit: the people whose condominiums list it (SPEC §3). */
export async function moradoresDaUnidade(tx: Executor, codcondomino: string): Promise<number[]> {
  const linhas = await tx
    .select({ codpessoa: pessoa.codpessoa })
    .from(pessoa)
    .where(sql`${pessoa.condominios} @> ${JSON.stringify([codcondomino])}::jsonb`);
  return linhas.map((l) => l.codpessoa);
}

/**
 * Tells a unit's residents, in the write's transaction: a notification row each (shown in the unit's context), a
 * push to each of their devices, and the change announced so their open lists re-read.
 */
export async function avisarMoradores(
  tx: Executor,
  codcondomino: string,
  aviso: { titulo: string; texto: string; rota: string },
  agora: Date,
): Promise<void> {
  const moradores = await moradoresDaUnidade(tx, codcondomino);
  if (moradores.length === 0) return;
  await tx.insert(notificacao).values(
    moradores.map((codpessoa) => ({
      codpessoa,
      titulo: aviso.titulo,
      mensagem: aviso.texto,
      dthcriacao: agora,
      rota: aviso.rota,
      escCodcondomino: codcondomino,
    })),
  );
  await enfileirarPush(tx, moradores, aviso, agora);
  await anunciar(tx, ['notificacoes', 'modulos'], moradores);
}
