import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { notificacao, pessoa } from '../../db/schema/index.ts';
import { anunciar } from '../../mudancas/anunciar.ts';
import { enfileirarPush } from '../../push/enfileirar-push.ts';

/** Where a resident reads their unit's bookings, and where the síndico decides. */
export const ROTA_MINHAS_RESERVAS = '/condominio/reservas/minhas';
export const ROTA_APROVACOES = '/condominio/reservas/aprovacoes';

/** The residents of a unit: the people whose condominiums list it. */
export async function moradoresDa(db: Executor, codcondomino: string): Promise<number[]> {
  const linhas = await db
    .select({ codpessoa: pessoa.codpessoa })
    .from(pessoa)
    .where(sql`${pessoa.condominios} @> ${JSON.stringify([codcondomino])}::jsonb`);
  return linhas.map((l) => l.codpessoa);
}

/**
 * A notification (the bell's row and a push to every device) for these people, in the write's transaction, and
 * the announcement that their bookings and bell changed, heard at commit.
 */
export async function avisar(
  db: Executor,
  codpessoas: readonly number[],
  aviso: { titulo: string; texto: string; rota: string; codcondomino: string | null },
  agora: Date,
): Promise<void> {
  const pessoas = [...new Set(codpessoas)];
  if (pessoas.length === 0) return;
  await db.insert(notificacao).values(
    pessoas.map((codpessoa) => ({
      codpessoa,
      titulo: aviso.titulo,
      mensagem: aviso.texto,
      dthcriacao: agora,
      rota: aviso.rota,
      escCodcondomino: aviso.codcondomino,
    })),
  );
  await enfileirarPush(db, pessoas, { titulo: aviso.titulo, texto: aviso.texto, rota: aviso.rota }, agora);
  // A booking's fee is a charge of the unit: its residents' charges (kept by the read cache) move with it.
  await anunciar(db, ['condominio', 'notificacoes', 'cobrancas'], pessoas);
}
