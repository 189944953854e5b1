import { MENSAGENS_API } from '@portal/core';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { condominio, edificio, notificacao, pessoa } from '../../db/schema/index.ts';
import { anunciar } from '../../mudancas/anunciar.ts';
import { enfileirarPush } from '../../push/enfileirar-push.ts';
import { alcanceDe } from '../alcance.ts';
import { type Contexto, type Sessao, sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { papelNoEdificio } from '../papeis.ts';

/** The building of the context's unit, as the assemblies, notices and surveys see it. */
export interface EdificioDoContexto {
  codedificio: string;
  nome: string;
  /** The context's unit: whose vote the caller casts. */
  codcondomino: string;
  unidade: string;
  votoPorFracao: boolean;
  /** A residential unit (it has a fraction): the gate's "Portaria" reads the building's notices but never votes. */
  residencial: boolean;
  sindico: boolean;
}

/**
 * The context's unit and its building (roles foundation: `condominio.codedificio`). The context names one unit
 * (SPEC §3); with the slot left empty, the person's first unit. No unit: nothing of a building is theirs (404).
 */
export async function edificioDoContexto(ctx: Contexto): Promise<EdificioDoContexto> {
  const e = await edificioDaSessao(ctx.db, sessaoDe(ctx));
  if (!e) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
  return e;
}

/** edificioDoContexto for a V3 document, which has a session but no operation: null when there is none. */
export async function edificioDaSessao(db: Executor, sessao: Sessao): Promise<EdificioDoContexto | null> {
  const [codcondomino] = [...alcanceDe(sessao).condominios].sort();
  if (!codcondomino) return null;
  const [linha] = await db
    .select({
      codedificio: edificio.codedificio,
      nome: edificio.nome,
      votoPorFracao: edificio.votoPorFracao,
      unidade: sql<string>`${condominio.dados}->>'identificacao'`,
      fracao: condominio.fracao,
    })
    .from(condominio)
    .innerJoin(edificio, eq(edificio.codedificio, condominio.codedificio))
    .where(eq(condominio.codcondomino, codcondomino));
  if (!linha) return null;
  const sindico = await papelNoEdificio(db, sessao.pessoa.codpessoa, linha.codedificio, 'sindico');
  const { fracao, ...resto } = linha;
  return { ...resto, codcondomino, residencial: fracao !== null, sindico };
}

/** Refuses (403) a caller who is not the building's síndico. */
export function exigirSindico(e: EdificioDoContexto): void {
  if (!e.sindico) throw new ErroOperacao('SEM_PERMISSAO', MENSAGENS_API.semPermissao);
}

/** The building's residential units (a fraction set: the gate's row has none), by name. */
export async function unidadesDoEdificio(
  db: Executor,
  codedificio: string,
): Promise<{ codcondomino: string; unidade: string; fracao: number | null }[]> {
  return db
    .select({
      codcondomino: condominio.codcondomino,
      unidade: sql<string>`${condominio.dados}->>'identificacao'`,
      fracao: condominio.fracao,
    })
    .from(condominio)
    .where(and(eq(condominio.codedificio, codedificio), isNotNull(condominio.fracao)))
    .orderBy(asc(condominio.codcondomino));
}

/** The building's residents: each person with a unit of it in `pessoa.condominios`, once per unit. */
export async function moradoresDoEdificio(
  db: Executor,
  codedificio: string,
): Promise<{ codpessoa: number; nome: string; codcondomino: string; unidade: string }[]> {
  return db
    .select({
      codpessoa: pessoa.codpessoa,
      nome: pessoa.nome,
      codcondomino: condominio.codcondomino,
      unidade: sql<string>`${condominio.dados}->>'identificacao'`,
    })
    .from(condominio)
    .innerJoin(pessoa, sql`${pessoa.condominios} ? ${condominio.codcondomino}`)
    .where(and(eq(condominio.codedificio, codedificio), isNotNull(condominio.fracao)))
    .orderBy(asc(condominio.codcondomino), asc(pessoa.nome));
}

/**
 * Tells the building's residents (but the one who acted) in the write's transaction: a notification of their unit,
 * its push, and the change to their open screens.
 */
export async function avisarMoradores(
  ctx: Contexto,
  codedificio: string,
  aviso: { titulo: string; texto: string; rota: string },
): Promise<void> {
  const autor = sessaoDe(ctx).pessoa.codpessoa;
  const moradores = (await moradoresDoEdificio(ctx.db, codedificio)).filter((m) => m.codpessoa !== autor);
  const agora = ctx.now();
  if (moradores.length > 0) {
    await ctx.db.insert(notificacao).values(
      moradores.map((m) => ({
        codpessoa: m.codpessoa,
        titulo: aviso.titulo,
        mensagem: aviso.texto,
        rota: aviso.rota,
        dthcriacao: agora,
        escCodcondomino: m.codcondomino,
      })),
    );
  }
  const pessoas = [...new Set(moradores.map((m) => m.codpessoa))];
  await enfileirarPush(ctx.db, pessoas, aviso, agora);
  await anunciar(ctx.db, ['assembleias', 'notificacoes'], pessoas);
}
