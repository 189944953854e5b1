import type { Topico } from '@portal/core';
import type { Executor } from '../../db/database.ts';
import { notificacao } from '../../db/schema/index.ts';
import { anunciar } from '../../mudancas/anunciar.ts';
import { enfileirarPush } from '../../push/enfileirar-push.ts';
import { familiasDe } from './familias.ts';

/** Where an attendance notice leads: the family's frequência page. */
export const ROTA_FREQUENCIA = '/escola/frequencia';

/** A school's notice: its words, the page it opens, and the context it shows in (the school, maybe one child). */
export interface AvisoEscolar {
  titulo: string;
  texto: string;
  rota: string;
  codempresa: number;
  codaluno?: string;
}

/**
 * A school's notice to these people, in the caller's transaction: the notification row each (shown in the
 * school's — or the child's — context), a push to each of their devices (the outbox), and the bell and the
 * `topicos` re-read at commit.
 */
export async function avisarPessoas(
  tx: Executor,
  pessoas: readonly number[],
  aviso: AvisoEscolar,
  topicos: readonly Topico[],
  agora: Date,
): Promise<void> {
  if (pessoas.length === 0) return;
  await tx.insert(notificacao).values(
    pessoas.map((codpessoa) => ({
      codpessoa,
      titulo: aviso.titulo,
      mensagem: aviso.texto,
      dthcriacao: agora,
      rota: aviso.rota,
      escCodempresa: aviso.codempresa,
      escCodaluno: aviso.codaluno ?? null,
    })),
  );
  await enfileirarPush(tx, pessoas, { titulo: aviso.titulo, texto: aviso.texto, rota: aviso.rota }, agora);
  await anunciar(tx, ['notificacoes', ...topicos], pessoas);
}

/**
 * A notice about one child to everyone holding that child, in the caller's transaction (avisarPessoas, shown in
 * that child's context), opening the frequência, which re-reads at commit.
 */
export async function avisarFamilia(
  tx: Executor,
  aluno: { codaluno: string; codempresa: number },
  aviso: { titulo: string; texto: string },
  agora: Date,
): Promise<number[]> {
  const familias = await familiasDe(tx, [aluno.codaluno]);
  await avisarPessoas(tx, familias, { ...aviso, rota: ROTA_FREQUENCIA, ...aluno }, ['frequencia'], agora);
  return familias;
}
