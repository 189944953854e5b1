import { situacaoDoPasse, type Visita } from '@portal/core';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { autorizacaoVisita, condominio, pessoa } from '../../db/schema/index.ts';
import type { Contexto } from '../contexto.ts';
import { textoDoPasse } from './passe-assinado.ts';

/** Weekdays [0..6] ↔ the column's bit mask (bit 0 = Sunday). */
export const paraMascara = (dias: readonly number[] | null): number | null =>
  dias === null ? null : dias.reduce((m, d) => m | (1 << d), 0);
export const daMascara = (mascara: number | null): number[] | null =>
  mascara === null ? null : [0, 1, 2, 3, 4, 5, 6].filter((d) => mascara & (1 << d));

const colunas = {
  a: autorizacaoVisita,
  autor: pessoa.nome,
  unidade: sql<string>`${condominio.dados}->>'identificacao'`,
};

type Linha = {
  a: typeof autorizacaoVisita.$inferSelect;
  autor: string;
  unidade: string;
};

/** One row as the resident's list and the writes answer it: the pass's QR text signed now, its status today. */
export function visitaDaLinha(ctx: Contexto, { a, autor, unidade }: Linha): Visita {
  const regra = {
    dataInicio: a.dataInicio,
    dataFim: a.dataFim,
    diasSemana: daMascara(a.diasSemana),
    horaInicio: a.horaInicio,
    horaFim: a.horaFim,
    revogadaEm: a.revogadaEm,
  };
  return {
    codautorizacao: a.codautorizacao,
    codcondomino: a.codcondomino,
    unidade,
    nome: a.nome,
    documento: a.documento,
    tipo: a.tipo as Visita['tipo'],
    ...regra,
    revogadaEm: a.revogadaEm?.toISOString() ?? null,
    placa: a.placa,
    codigo: a.codigo,
    qr: textoDoPasse(ctx.settings.jwtSecret, a.codautorizacao, a.codigo),
    autorizadaPor: autor,
    criadaEm: a.criadaEm.toISOString(),
    situacao: situacaoDoPasse(regra, ctx.now()),
  };
}

/** Authorisations with their author's and unit's names, by any condition; newest first. */
export function consultaVisitas(ctx: Contexto, onde: SQL | undefined) {
  return ctx.db
    .select(colunas)
    .from(autorizacaoVisita)
    .innerJoin(pessoa, eq(pessoa.codpessoa, autorizacaoVisita.codpessoa))
    .innerJoin(condominio, eq(condominio.codcondomino, autorizacaoVisita.codcondomino))
    .where(onde)
    .orderBy(desc(autorizacaoVisita.criadaEm), desc(autorizacaoVisita.codautorizacao));
}

/** One authorisation of these units (null when it is not one of theirs). */
export async function visitaDasUnidades(
  ctx: Contexto,
  codautorizacao: number,
  unidades: readonly string[],
): Promise<Visita | null> {
  if (unidades.length === 0) return null;
  const [linha] = await consultaVisitas(
    ctx,
    and(
      eq(autorizacaoVisita.codautorizacao, codautorizacao),
      inArray(autorizacaoVisita.codcondomino, [...unidades]),
    ),
  );
  return linha ? visitaDaLinha(ctx, linha) : null;
}
