import { avisoOcorrencia, type PassoOcorrencia } from '@portal/core';
import { notificacao } from '../../db/schema/index.ts';
import { anunciar } from '../../mudancas/anunciar.ts';
import { enfileirarPush } from '../../push/enfileirar-push.ts';
import type { Contexto } from '../contexto.ts';
import { moradoresDe, sindicosDe } from './edificio.ts';
import type { LinhaOcorrencia } from './ocorrencia-dto.ts';

/** Where each side opens a request from a notification. */
export const rotaOcorrencia = (codocorrencia: number, paraSindico: boolean) =>
  paraSindico
    ? `/condominio/sindico/ocorrencias/${codocorrencia}`
    : `/condominio/ocorrencias/${codocorrencia}`;

/**
 * Tells the other side of a step or a message, in the write's transaction: the residents of the unit when the
 * síndico acted (scoped to that unit, so it shows in its context), the building's síndicos when a resident did
 * (unscoped: the síndico's context is his own unit). A notification row, a push to their devices, and the
 * announcement that moves their lists and their bell; never to the one who acted.
 */
export async function avisarOutroLado(
  ctx: Contexto,
  linha: LinhaOcorrencia,
  passo: PassoOcorrencia | 'mensagem',
  codpessoa: number,
  peloSindico: boolean,
): Promise<void> {
  const destinos = (
    peloSindico ? await moradoresDe(ctx.db, linha.codcondomino) : await sindicosDe(ctx.db, linha.codedificio)
  ).filter((c) => c !== codpessoa);
  // The síndico's own movements are announced to himself too (another device of his follows).
  await anunciar(ctx.db, ['ocorrencias', 'notificacoes'], [...destinos, codpessoa]);
  if (destinos.length === 0) return;
  const agora = ctx.now();
  const { titulo, texto } = avisoOcorrencia(passo, linha.categoria, linha.unidade);
  const rota = rotaOcorrencia(linha.codocorrencia, !peloSindico);
  await ctx.db.insert(notificacao).values(
    destinos.map((d) => ({
      codpessoa: d,
      titulo,
      mensagem: texto,
      dthcriacao: agora,
      rota,
      escCodcondomino: peloSindico ? linha.codcondomino : null,
    })),
  );
  await enfileirarPush(ctx.db, destinos, { titulo, texto, rota }, agora);
}
