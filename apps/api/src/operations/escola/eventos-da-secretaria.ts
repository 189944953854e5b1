import {
  type EventoEscolarConteudo,
  hojeEmBrasilia,
  MENSAGENS_API,
  MENSAGENS_EVENTO_ESCOLAR,
  operacoes,
  textoAvisoEvento,
  validarEventoEscolar,
} from '@portal/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { eventoEscolar } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { type Contexto, sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { alunosDoRecado, familiasDe } from '../recados/destinatarios.ts';
import { avisarPessoas } from './avisar-familia.ts';
import { eSecretaria, publicacaoDe } from './secretaria.ts';
import { descricoesDasTurmas } from './turmas.ts';

/** Where an event's notice leads: the family's calendar. */
const ROTA_CALENDARIO = '/escola/calendario';

type Evento = typeof eventoEscolar.$inferSelect;
type Alvo = Pick<Evento, 'codempresa' | 'anoletivo' | 'codturma'>;

/**
 * The caller may act on this school's calendar: the school is in the context (else 404, it is not theirs to
 * see) and they are its school office (else 403; the app offers the action to no one else).
 */
async function daSecretaria(ctx: Contexto, codempresa: number): Promise<void> {
  const sessao = sessaoDe(ctx);
  if (!alcanceDe(sessao).empresas.includes(codempresa))
    throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
  if (!(await eSecretaria(ctx.db, sessao, codempresa)))
    throw new ErroOperacao('SEM_PERMISSAO', MENSAGENS_API.semPermissao);
}

/** The event of a school of the context, by its number; another school's or none: not found. */
async function eventoDoContexto(ctx: Contexto, codevento: number): Promise<Evento> {
  const { empresas } = alcanceDe(sessaoDe(ctx));
  const [evento] =
    empresas.length === 0
      ? []
      : await ctx.db
          .select()
          .from(eventoEscolar)
          .where(
            and(eq(eventoEscolar.codeventoescolar, codevento), inArray(eventoEscolar.codempresa, empresas)),
          );
  if (!evento) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
  await daSecretaria(ctx, evento.codempresa);
  return evento;
}

/**
 * The row an event's form becomes, after core's rules (each mistake named by its field) and the class's
 * existence in the school's year; answers it with the class's name for the notice.
 */
async function linhaValida(
  ctx: Contexto,
  c: EventoEscolarConteudo,
): Promise<{ linha: Omit<typeof eventoEscolar.$inferInsert, 'publicadoPor'> & Alvo; turma: string | null }> {
  const erros = validarEventoEscolar(c, { hoje: hojeEmBrasilia(ctx.now()), anoletivo: c.anoletivo });
  let turma: string | null = null;
  if (c.codturma !== null) {
    turma = (await descricoesDasTurmas(ctx.db, [c.codempresa])).get(`${c.anoletivo}|${c.codturma}`) ?? null;
    if (turma === null) erros.codturma = MENSAGENS_EVENTO_ESCOLAR.turmaDesconhecida;
  }
  const campos = Object.fromEntries(Object.entries(erros).map(([campo, m]) => [`conteudo.${campo}`, m]));
  const [primeira] = Object.values(erros);
  if (primeira) throw new ErroOperacao('INVALIDO', primeira, campos);
  const diaTodo = c.horaInicio === null;
  return {
    turma,
    linha: {
      codempresa: c.codempresa,
      anoletivo: c.anoletivo,
      codturma: c.codturma,
      tipo: c.tipo,
      titulo: c.titulo.trim(),
      descricao: c.descricao.trim(),
      data: c.data,
      dataFim: c.dataFim ?? c.data,
      diaTodo,
      horaInicio: c.horaInicio,
      horaFim: diaTodo ? null : c.horaFim,
    },
  };
}

/**
 * Tells the families of the event's class (or of the whole school) in the write's transaction: a notification each
 * in the school's context, a push to their devices (the outbox), and their calendars and bells re-read at commit.
 */
async function avisarFamilias(
  tx: Executor,
  alvos: readonly Alvo[],
  aviso: { titulo: string; texto: string },
  autor: number,
  agora: Date,
): Promise<number> {
  const codalunos = new Set<string>();
  for (const a of alvos) {
    const alunos = await alunosDoRecado(tx, {
      codrecado: 0,
      escCodaluno: null,
      escCodturma: a.codturma,
      escCodempresa: a.codempresa,
      escAnoletivo: a.anoletivo,
    });
    for (const { codaluno } of alunos) codalunos.add(codaluno);
  }
  const familias = (await familiasDe(tx, [...codalunos], autor)).map((f) => f.codpessoa);
  const [primeiro] = alvos;
  if (!primeiro) return 0;
  await avisarPessoas(
    tx,
    familias,
    { ...aviso, rota: ROTA_CALENDARIO, codempresa: primeiro.codempresa },
    ['calendario'],
    agora,
  );
  return familias.length;
}

/**
 * coddao 284 — the school office publishes an event on its school's calendar (issue 31; idempotent): for one
 * class or the whole school, validated by core. It is in the families' calendar (280) and feed at once, and
 * each family of that class (or school) gets a notice in the same transaction.
 */
export const publicarEventoEscolar = defineOperacao(operacoes.publicarEventoEscolar, {
  acesso: 'token',
  muda: ['calendario'],
  async run(ctx, _params, c) {
    await daSecretaria(ctx, c.codempresa);
    const { linha, turma } = await linhaValida(ctx, c);
    const { codpessoa } = sessaoDe(ctx).pessoa;
    const agora = ctx.now();
    const [novo] = await ctx.db
      .insert(eventoEscolar)
      .values({ ...linha, publicadoPor: codpessoa, publicadoEm: agora })
      .returning({ codevento: eventoEscolar.codeventoescolar });
    if (!novo) throw new Error('evento não criado');
    const familias = await avisarFamilias(
      ctx.db,
      [linha],
      { titulo: MENSAGENS_EVENTO_ESCOLAR.avisoNovo, texto: textoAvisoEvento(linha, turma) },
      codpessoa,
      agora,
    );
    return { codevento: novo.codevento, familias };
  },
});

/**
 * coddao 285 — the school office changes an event of its school (idempotent): the same rules as publishing; the
 * families of the class it was for and of the class it is now for are told.
 */
export const editarEventoEscolar = defineOperacao(operacoes.editarEventoEscolar, {
  acesso: 'token',
  muda: ['calendario'],
  async run(ctx, [, codevento], c) {
    const antes = await eventoDoContexto(ctx, codevento);
    if (c.codempresa !== antes.codempresa) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    const { linha, turma } = await linhaValida(ctx, c);
    await ctx.db.update(eventoEscolar).set(linha).where(eq(eventoEscolar.codeventoescolar, codevento));
    const familias = await avisarFamilias(
      ctx.db,
      [antes, linha],
      { titulo: MENSAGENS_EVENTO_ESCOLAR.avisoAlterado, texto: textoAvisoEvento(linha, turma) },
      sessaoDe(ctx).pessoa.codpessoa,
      ctx.now(),
    );
    return { codevento, familias };
  },
});

/**
 * coddao 286 — the school office cancels an event of its school (idempotent: a replay answers the first result);
 * it leaves the calendar and the feed, and its families are told.
 */
export const cancelarEventoEscolar = defineOperacao(operacoes.cancelarEventoEscolar, {
  acesso: 'token',
  muda: ['calendario'],
  async run(ctx, [, codevento]) {
    const evento = await eventoDoContexto(ctx, codevento);
    await ctx.db.delete(eventoEscolar).where(eq(eventoEscolar.codeventoescolar, codevento));
    const turma =
      evento.codturma === null
        ? null
        : ((await descricoesDasTurmas(ctx.db, [evento.codempresa])).get(
            `${evento.anoletivo}|${evento.codturma}`,
          ) ?? evento.codturma);
    const familias = await avisarFamilias(
      ctx.db,
      [evento],
      { titulo: MENSAGENS_EVENTO_ESCOLAR.avisoCancelado, texto: textoAvisoEvento(evento, turma) },
      sessaoDe(ctx).pessoa.codpessoa,
      ctx.now(),
    );
    return { codevento, familias };
  },
});

/**
 * coddao 287 — the school office's school, school year and classes: what its forms offer (a recado to the whole
 * school or a class, an event's class). Anyone else: 403 (the app never asks).
 */
export const turmasDaSecretaria = defineOperacao(operacoes.turmasDaSecretaria, {
  acesso: 'token',
  async run(ctx) {
    const publicacao = await publicacaoDe(ctx.db, alcanceDe(sessaoDe(ctx)));
    if (!publicacao) throw new ErroOperacao('SEM_PERMISSAO', MENSAGENS_API.semPermissao);
    return publicacao;
  },
});
