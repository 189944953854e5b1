import {
  lerNotaDigitada,
  MENSAGEM_ALUNO_REPETIDO,
  MENSAGENS_API,
  MENSAGENS_NOTA,
  mensagemAlunoForaDaTurma,
  mensagemNotaAlterada,
  type NotaEnviada,
  operacoes,
} from '@portal/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { enviada } from '../../db/enviada.ts';
import { marcadores, preparada, valoresDaLista } from '../../db/preparada.ts';
import { aluno, disciplina, docencia, nota } from '../../db/schema/index.ts';
import { anunciar } from '../../mudancas/anunciar.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { familiasDe } from './familias.ts';
import { professoresDa } from './leciona-aula.ts';

/** One sent row, its texts read into tenths. */
interface Linha {
  /** Its place in the content sent, for the field of an error. */
  indice: number;
  codaluno: string;
  nota: number | null;
  recuperacao: number | null;
  versao: number | undefined;
}

/** The typed grades read by core's rule; every bad field is named at once, so the grid marks them all. */
function lerLinhas(enviadas: readonly NotaEnviada[]): Linha[] {
  const campos: Record<string, string> = {};
  const vistos = new Set<string>();
  const linhas = enviadas.map((e, i) => {
    const n = lerNotaDigitada(e.nota);
    const r = lerNotaDigitada(e.recuperacao ?? '');
    if (!n.ok) campos[`conteudo.notas.${i}.nota`] = n.mensagem;
    if (!r.ok) campos[`conteudo.notas.${i}.recuperacao`] = r.mensagem;
    else if (n.ok && n.decimos === null && r.decimos !== null)
      campos[`conteudo.notas.${i}.recuperacao`] = MENSAGENS_NOTA.semNota;
    if (vistos.has(e.codaluno)) campos[`conteudo.notas.${i}.codaluno`] = MENSAGEM_ALUNO_REPETIDO;
    vistos.add(e.codaluno);
    return {
      indice: i,
      codaluno: e.codaluno,
      nota: n.ok ? n.decimos : null,
      recuperacao: r.ok ? r.decimos : null,
      versao: e.versao,
    };
  });
  const [primeira] = Object.values(campos);
  if (primeira) throw new ErroOperacao('INVALIDO', primeira, campos);
  return linhas;
}

/** A grade's row: the student's, in a subject, year and bimester. */
const daLinha = and(
  eq(nota.codaluno, sql.placeholder('codaluno')),
  eq(nota.coddisciplina, sql.placeholder('coddisciplina')),
  eq(nota.anoletivo, sql.placeholder('anoletivo')),
  eq(nota.bimestre, sql.placeholder('bimestre')),
);

/** A grade cleared, if still of the version read (db/preparada.ts: the three writes are built once). */
const apagarNota = (db: Executor) =>
  preparada(db, 'nota_apagar', () =>
    db
      .delete(nota)
      .where(and(daLinha, eq(nota.versao, sql.placeholder('versao'))))
      .returning({ versao: nota.versao })
      .prepare('nota_apagar'),
  );

/** A grade given for the first time; nothing when someone gave it meanwhile. */
const darNota = (db: Executor) =>
  preparada(db, 'nota_dar', () =>
    db
      .insert(nota)
      .values({
        codaluno: sql.placeholder('codaluno'),
        coddisciplina: sql.placeholder('coddisciplina'),
        anoletivo: sql.placeholder('anoletivo'),
        codturma: sql.placeholder('codturma'),
        bimestre: sql.placeholder('bimestre'),
        nota: sql.placeholder('nota'),
        recuperacao: sql.placeholder('recuperacao'),
        versao: 1,
        alteradoPor: sql.placeholder('alteradoPor'),
        alteradoEm: sql`${sql.placeholder('alteradoEm')}::timestamptz`,
      })
      .onConflictDoNothing()
      .returning({ versao: nota.versao })
      .prepare('nota_dar'),
  );

/** A grade changed, if still of the version read. */
const mudarNota = (db: Executor) =>
  preparada(db, 'nota_mudar', () =>
    db
      .update(nota)
      .set({
        nota: sql`${sql.placeholder('nota')}`,
        recuperacao: sql`${sql.placeholder('recuperacao')}`,
        versao: sql`${nota.versao} + 1`,
        alteradoPor: sql`${sql.placeholder('alteradoPor')}`,
        alteradoEm: sql`${sql.placeholder('alteradoEm')}::timestamptz`,
      })
      .where(and(daLinha, eq(nota.versao, sql.placeholder('versao'))))
      .returning({ versao: nota.versao })
      .prepare('nota_mudar'),
  );

/**
 * coddao 241 — "Lançar notas" (issue 31): one class's grades in one subject and bimester, saved as one idempotent
 * write, in the route's one transaction. Only a teacher of that subject to that class in that year (`docencia`)
 * may (403); every student must be of the class. Each row carries the `versao` the teacher read (coddao 240's
 * `linhas`): the database decides staleness, not a read before the write — UPDATE … WHERE versao = the sent one,
 * INSERT … ON CONFLICT DO NOTHING for a grade not given yet, DELETE … WHERE versao for a grade cleared — and a
 * row that matched nothing means someone changed it since: the whole save is refused (400 CONFLITO) and rolled
 * back, never overwriting. Rows are written in codaluno order, so two saves of the same class lock in the same
 * order and never deadlock each other.
 */
export const salvarNotas = defineOperacao(operacoes.salvarNotas, {
  acesso: 'token',
  muda: ['modulos'],
  async run(ctx, [, anoletivo, codturma, coddisciplina, bimestre], conteudo) {
    const sessao = sessaoDe(ctx);
    const alcance = alcanceDe(sessao);
    const codalunos = conteudo.notas.map((n) => n.codaluno);
    const daAula = { anoletivo, codturma, coddisciplina };
    // Grades typed wrong are refused before any write, though after the permission (below).
    let linhas: Linha[] = [];
    let invalidas: unknown;
    try {
      linhas = lerLinhas(conteudo.notas);
    } catch (erro) {
      invalidas = erro;
    }
    // The reads and every row's write go at once, in that order (one round trip, db/transacao.ts): the
    // permission and the students are still decided before a write is looked at, and a refusal rolls back the
    // writes that went behind them.
    const lidas = enviada(
      Promise.all([
        preparada(ctx.db, `notas_docencia_${alcance.empresas.length}`, () =>
          ctx.db
            .select({ disciplina: disciplina.nome })
            .from(docencia)
            .innerJoin(disciplina, eq(disciplina.coddisciplina, docencia.coddisciplina))
            .where(
              and(
                eq(docencia.codpessoa, sql.placeholder('codpessoa')),
                eq(docencia.coddisciplina, sql.placeholder('coddisciplina')),
                eq(docencia.anoletivo, sql.placeholder('anoletivo')),
                eq(docencia.codturma, sql.placeholder('codturma')),
                inArray(disciplina.codempresa, marcadores('e', alcance.empresas.length)),
              ),
            )
            .prepare(`notas_docencia_${alcance.empresas.length}`),
        ).execute({
          ...daAula,
          codpessoa: sessao.pessoa.codpessoa,
          ...valoresDaLista('e', alcance.empresas),
        }),
        // A student is of the class when it is their class that year, or when they were graded in it (a past
        // year: `aluno` keeps only the current class).
        preparada(ctx.db, `notas_da_turma_${codalunos.length}`, () =>
          ctx.db
            .select({ codaluno: aluno.codaluno, nome: sql<string>`${aluno.dados}->>'nome'` })
            .from(aluno)
            .where(
              and(
                inArray(aluno.codaluno, marcadores('a', codalunos.length)),
                sql`((${aluno.dados}->>'codturma' = ${sql.placeholder('codturma')}
                and (${aluno.dados}->>'anoletivo')::int = ${sql.placeholder('anoletivo')})
              or exists (select 1 from ${nota} where ${nota.codaluno} = ${aluno.codaluno}
                and ${nota.anoletivo} = ${sql.placeholder('anoletivo')} and ${nota.codturma} = ${sql.placeholder('codturma')}))`,
              ),
            )
            .prepare(`notas_da_turma_${codalunos.length}`),
        ).execute({ ...daAula, ...valoresDaLista('a', codalunos) }),
        // Whom the save is announced to: the families of the graded students (their boletim, topic 'modulos') and
        // every teacher of that subject to that class (their sheets, coddao 240, kept by the read cache). The route's
        // own announcement reaches only the teacher who saved.
        professoresDa(ctx.db, daAula),
        familiasDe(ctx.db, codalunos),
      ]),
    );
    const agora = ctx.now();
    /** The row's write, returning the version it made; null when there is nothing to write. */
    const escrever = (l: Linha) => {
      // Blank and never given: nothing to write.
      if (l.nota === null && l.versao === undefined) return null;
      const qual = { codaluno: l.codaluno, coddisciplina, anoletivo, bimestre };
      if (l.nota === null) return apagarNota(ctx.db).execute({ ...qual, versao: l.versao ?? 0 });
      const feita = {
        nota: l.nota,
        recuperacao: l.recuperacao,
        alteradoPor: sessao.pessoa.codpessoa,
        alteradoEm: agora.toISOString(),
      };
      if (l.versao === undefined) return darNota(ctx.db).execute({ ...qual, ...feita, codturma });
      return mudarNota(ctx.db).execute({ ...qual, ...feita, versao: l.versao });
    };
    const ordenadas = [...linhas].sort((a, b) =>
      a.codaluno < b.codaluno ? -1 : a.codaluno > b.codaluno ? 1 : 0,
    );
    // In codaluno order (the database runs them in that order); their answers are read in the same order.
    const enviadas = enviada(Promise.all(ordenadas.map((l) => escrever(l))));
    const [[aula], daTurma, professores, familias] = await lidas;
    if (!aula) throw new ErroOperacao('SEM_PERMISSAO', MENSAGENS_API.semPermissao);
    if (invalidas) throw invalidas;
    const nomes = new Map(daTurma.map((a) => [a.codaluno, a.nome]));
    const fora: Record<string, string> = {};
    linhas.forEach((l, i) => {
      if (!nomes.has(l.codaluno)) fora[`conteudo.notas.${i}.codaluno`] = mensagemAlunoForaDaTurma(l.codaluno);
    });
    const [primeira] = Object.values(fora);
    if (primeira) throw new ErroOperacao('INVALIDO', primeira, fora);
    const escritas = await enviadas;
    let salvas = 0;
    const resultado = ordenadas.map((l, i) => {
      const escrita = escritas[i];
      if (escrita === null || escrita === undefined)
        return { codaluno: l.codaluno, nota: null, recuperacao: null, versao: null };
      const [feita] = escrita;
      if (!feita) {
        // The field too, so the grid can show that student's grade as it is now and keep the rest as typed.
        const mensagem = mensagemNotaAlterada(nomes.get(l.codaluno) ?? l.codaluno, aula.disciplina, bimestre);
        throw new ErroOperacao('CONFLITO', mensagem, { [`conteudo.notas.${l.indice}.nota`]: mensagem });
      }
      salvas++;
      return l.nota === null
        ? { codaluno: l.codaluno, nota: null, recuperacao: null, versao: null }
        : { codaluno: l.codaluno, nota: l.nota, recuperacao: l.recuperacao, versao: feita.versao };
    });
    await anunciar(ctx.db, ['modulos'], [...familias, ...professores]);
    const porCodigo = new Map(resultado.map((r) => [r.codaluno, r]));
    return {
      salvas,
      notas: codalunos.flatMap((c) => porCodigo.get(c) ?? []),
    };
  },
});
