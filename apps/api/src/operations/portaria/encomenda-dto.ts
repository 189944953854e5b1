import { diasAguardando, type Encomenda, encomendaEsquecida } from '@portal/core';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { condominio, encomenda, pessoa } from '../../db/schema/index.ts';
import type { Contexto } from '../contexto.ts';

/** The columns a package answers with (never its photo's bytes: coddao 730 sends those). */
const colunas = {
  codencomenda: encomenda.codencomenda,
  codcondomino: encomenda.codcondomino,
  unidade: sql<string>`${condominio.dados}->>'identificacao'`,
  transportadora: encomenda.transportadora,
  descricao: encomenda.descricao,
  temFoto: sql<boolean>`${encomenda.fotoTipo} is not null`,
  registradaEm: encomenda.registradaEm,
  registradaPor: pessoa.nome,
  codigoRetirada: encomenda.codigoRetirada,
  retiradaEm: encomenda.retiradaEm,
  retiradaPor: encomenda.retiradaPor,
};

/** Packages with their unit's and porteiro's names, by any condition, in any order. */
export function consultaEncomendas(ctx: Contexto, onde: SQL | undefined) {
  return ctx.db
    .select(colunas)
    .from(encomenda)
    .innerJoin(condominio, eq(condominio.codcondomino, encomenda.codcondomino))
    .innerJoin(pessoa, eq(pessoa.codpessoa, encomenda.registradaPor))
    .where(onde);
}

/** Waiting first, then the newest. */
export const ordemDoMorador = [sql`${encomenda.retiradaEm} is null desc`, desc(encomenda.registradaEm)];

type Linha = Awaited<ReturnType<typeof consultaEncomendas>>[number];

/**
 * One package as an answer. The pickup code goes only to the unit's residents (`paraMorador`) and only while it
 * waits: the gate must get it from the resident, or the code proves nothing.
 */
export function encomendaDaLinha(ctx: Contexto, l: Linha, paraMorador: boolean): Encomenda {
  const agora = ctx.now();
  const esperando = l.retiradaEm === null;
  return {
    codencomenda: l.codencomenda,
    codcondomino: l.codcondomino,
    unidade: l.unidade,
    transportadora: l.transportadora,
    descricao: l.descricao,
    temFoto: l.temFoto,
    registradaEm: l.registradaEm.toISOString(),
    registradaPor: l.registradaPor,
    codigoRetirada: paraMorador && esperando ? l.codigoRetirada : null,
    retiradaEm: l.retiradaEm?.toISOString() ?? null,
    retiradaPor: l.retiradaPor,
    diasAguardando: esperando ? diasAguardando(l.registradaEm, agora) : 0,
    esquecida: esperando && encomendaEsquecida(l.registradaEm, agora),
  };
}
