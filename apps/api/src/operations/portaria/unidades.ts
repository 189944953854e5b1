import { MENSAGENS_API, MENSAGENS_VISITA } from '@portal/core';
import { eq, inArray } from 'drizzle-orm';
import { condominio } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { type Contexto, sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { edificioDaUnidade, papelNoEdificio } from '../papeis.ts';

export interface Unidade {
  codcondomino: string;
  codedificio: string;
  identificacao: string;
}

/**
 * A unit of the caller's context, with its building: what a resident authorises visitors for. A unit outside the
 * context (another building's, or one of the person's not chosen now) is not found, never 403.
 */
export async function unidadeDoContexto(ctx: Contexto, codcondomino: string): Promise<Unidade> {
  const alcance = alcanceDe(sessaoDe(ctx));
  if (!alcance.condominios.includes(codcondomino))
    throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
  const [linha] = await ctx.db
    .select({ dados: condominio.dados })
    .from(condominio)
    .where(eq(condominio.codcondomino, codcondomino));
  const codedificio = await edificioDaUnidade(ctx.db, codcondomino);
  if (!linha || !codedificio) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
  return { codcondomino, codedificio, identificacao: linha.dados.identificacao };
}

/**
 * The building whose gate the caller keeps: the building of a unit of his context where he holds the role
 * 'porteiro' (papel_condominio). Anyone else — a resident, the síndico — may not act at the gate (403).
 */
export async function edificioDaPortaria(ctx: Contexto): Promise<string> {
  const sessao = sessaoDe(ctx);
  const alcance = alcanceDe(sessao);
  for (const codcondomino of alcance.condominios) {
    const codedificio = await edificioDaUnidade(ctx.db, codcondomino);
    if (codedificio && (await papelNoEdificio(ctx.db, sessao.pessoa.codpessoa, codedificio, 'porteiro')))
      return codedificio;
  }
  throw new ErroOperacao('SEM_PERMISSAO', MENSAGENS_VISITA.semPortaria);
}

/** Units' display names ('Bloco A - Apto 302'), by code. */
export async function nomesDasUnidades(
  ctx: Contexto,
  codigos: readonly string[],
): Promise<Map<string, string>> {
  if (codigos.length === 0) return new Map();
  const linhas = await ctx.db
    .select({ codcondomino: condominio.codcondomino, dados: condominio.dados })
    .from(condominio)
    .where(inArray(condominio.codcondomino, [...new Set(codigos)]));
  return new Map(linhas.map((l) => [l.codcondomino, l.dados.identificacao]));
}
