import type { Executor } from '../../db/database.ts';
import { notificacao } from '../../db/schema/index.ts';
import { anunciar } from '../../mudancas/anunciar.ts';
import { enfileirarPush } from '../../push/enfileirar-push.ts';
import { familiasDe } from './familias.ts';

/** Where an attendance notice leads: the family's frequência page. */
export const ROTA_FREQUENCIA = '/escola/frequencia';

/**
 * A notice about one child to everyone holding that child, in the caller's transaction: the notification row
 * (shown in that child's context), a push to each of their devices (the outbox), and the bell and the frequência
 * re-read at commit.
 */
export async function avisarFamilia(
  tx: Executor,
  aluno: { codaluno: string; codempresa: number },
  aviso: { titulo: string; texto: string },
  agora: Date,
): Promise<number[]> {
  const familias = await familiasDe(tx, [aluno.codaluno]);
  if (familias.length === 0) return familias;
  await tx.insert(notificacao).values(
    familias.map((codpessoa) => ({
      codpessoa,
      titulo: aviso.titulo,
      mensagem: aviso.texto,
      dthcriacao: agora,
      rota: ROTA_FREQUENCIA,
      escCodempresa: aluno.codempresa,
      escCodaluno: aluno.codaluno,
    })),
  );
  await enfileirarPush(tx, familias, { ...aviso, rota: ROTA_FREQUENCIA }, agora);
  await anunciar(tx, ['notificacoes', 'frequencia'], familias);
  return familias;
}
