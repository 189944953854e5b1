import {
  MENSAGENS_API,
  MENSAGENS_FREQUENCIA,
  mensagemAlunoForaDaTurma,
  operacoes,
  passouDoAlerta,
  textoAlertaFrequencia,
} from '@portal/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { enviada } from '../../db/enviada.ts';
import { marcadores, preparada, valoresDaLista } from '../../db/preparada.ts';
import { alertaFrequencia, aluno, aula, disciplina, docencia, presenca } from '../../db/schema/index.ts';
import { anunciar } from '../../mudancas/anunciar.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { avisarFamilia } from './avisar-familia.ts';
import { familiasDe } from './familias.ts';
import { lecionaAula, professoresDa } from './leciona-aula.ts';
import { secretariasDa } from './secretaria.ts';
import { totaisNaDisciplina } from './totais-frequencia.ts';

interface AulaAlvo {
  codaula: number;
  coddisciplina: number;
  disciplina: string;
  codempresa: number;
  anoletivo: number;
  codturma: string;
}

/**
 * The lesson's `n` marks, each student's row written, or updated when it changed (one mark per student per
 * lesson), as one statement prepared once per class size (db/preparada.ts): `a0`… the students, `p0`… whether
 * each was present.
 */
const marcas = (db: Executor, n: number) =>
  preparada(db, `chamada_marcas_${n}`, () =>
    db
      .insert(presenca)
      .values(
        Array.from({ length: n }, (_, i) => ({
          codaula: sql.placeholder('codaula'),
          codaluno: sql.placeholder(`a${i}`),
          presente: sql.placeholder(`p${i}`),
        })),
      )
      .onConflictDoUpdate({
        target: [presenca.codaula, presenca.codaluno],
        set: {
          presente: sql`excluded.presente`,
          codjustificativa: sql`case when excluded.presente then null else ${presenca.codjustificativa} end`,
        },
        // A mark as it was is not written again (saving a roll again rewrites only what changed); its row is
        // still locked, as an updated one would be, so saves of one lesson still queue in codaluno order.
        setWhere: sql`${presenca.presente} is distinct from excluded.presente`,
      })
      .prepare(`chamada_marcas_${n}`),
  );

/**
 * The absent students who, with this roll, passed the alert line (LDB art. 12 VIII) in the lesson's subject: each
 * gets its `alerta_frequencia` row — the primary key keeps it one per student, year and subject however many
 * saves cross the line at once — and only a row this save inserted notifies the family.
 */
async function avisarQuemPassouDoAlerta(
  tx: Executor,
  a: AulaAlvo,
  totais: Awaited<ReturnType<typeof totaisNaDisciplina>>,
  ausentes: readonly { codaluno: string; nome: string }[],
  agora: Date,
): Promise<void> {
  for (const t of totais) {
    if (!passouDoAlerta(t.aulas, t.faltas)) continue;
    const novo = await tx
      .insert(alertaFrequencia)
      .values({ codaluno: t.codaluno, anoletivo: a.anoletivo, coddisciplina: a.coddisciplina, em: agora })
      .onConflictDoNothing()
      .returning({ codaluno: alertaFrequencia.codaluno });
    if (novo.length === 0) continue;
    const nome = ausentes.find((x) => x.codaluno === t.codaluno)?.nome ?? t.codaluno;
    await avisarFamilia(
      tx,
      { codaluno: t.codaluno, codempresa: a.codempresa },
      {
        titulo: MENSAGENS_FREQUENCIA.avisoAlerta,
        texto: textoAlertaFrequencia(nome.split(' ')[0] ?? nome, a.disciplina, t.aulas, t.faltas),
      },
      agora,
    );
  }
}

/**
 * coddao 244 — "Chamada" (issue 31): the roll of one lesson as one idempotent write. Only a teacher of that
 * subject to that class (`docencia`) may (403); a lesson outside the context's companies is not found. Everyone
 * of the class is present but the `ausentes`; every mark is one row per student and lesson (the primary key),
 * written by one INSERT … ON CONFLICT DO UPDATE in codaluno order, so saving again — even 20 saves at once —
 * updates the marks and never doubles them. A student marked present again loses the justification link (an
 * absence no longer). The lesson is then "chamada feita" with who took it and when; the families of the class
 * re-read their frequência at commit, and a child who passed the alert line gets the one notice.
 */
export const salvarChamada = defineOperacao(operacoes.salvarChamada, {
  acesso: 'token',
  muda: ['frequencia'],
  async run(ctx, [, codaula], { ausentes }) {
    const sessao = sessaoDe(ctx);
    const alcance = alcanceDe(sessao);
    // The lesson and its class's students go at once (one round trip, db/transacao.ts); the students are read by
    // the lesson's class, and kept only once the lesson is found and the teacher's.
    const [[a], daTurma] = await Promise.all([
      preparada(ctx.db, `chamada_aula_${alcance.empresas.length}`, () =>
        ctx.db
          .select({
            codaula: aula.codaula,
            coddisciplina: aula.coddisciplina,
            disciplina: disciplina.nome,
            codempresa: disciplina.codempresa,
            anoletivo: aula.anoletivo,
            codturma: aula.codturma,
            professor: docencia.codpessoa,
          })
          .from(aula)
          .innerJoin(disciplina, eq(disciplina.coddisciplina, aula.coddisciplina))
          .leftJoin(docencia, lecionaAula(sql.placeholder('codpessoa')))
          .where(
            and(
              eq(aula.codaula, sql.placeholder('codaula')),
              inArray(disciplina.codempresa, marcadores('e', alcance.empresas.length)),
            ),
          )
          .prepare(`chamada_aula_${alcance.empresas.length}`),
      ).execute({ codaula, codpessoa: sessao.pessoa.codpessoa, ...valoresDaLista('e', alcance.empresas) }),
      preparada(ctx.db, 'chamada_turma', () =>
        ctx.db
          .select({ codaluno: aluno.codaluno, nome: sql<string>`${aluno.dados}->>'nome'` })
          .from(aluno)
          .innerJoin(
            aula,
            sql`${aluno.dados}->>'codturma' = ${aula.codturma} and (${aluno.dados}->>'anoletivo')::int = ${aula.anoletivo}`,
          )
          .where(eq(aula.codaula, sql.placeholder('codaula')))
          .prepare('chamada_turma'),
      ).execute({ codaula }),
    ]);
    if (!a) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    if (a.professor === null) throw new ErroOperacao('SEM_PERMISSAO', MENSAGENS_API.semPermissao);

    const campos: Record<string, string> = {};
    const vistos = new Set<string>();
    ausentes.forEach((c, i) => {
      if (vistos.has(c)) campos[`conteudo.ausentes.${i}`] = MENSAGENS_FREQUENCIA.alunoRepetido;
      vistos.add(c);
    });
    const nomes = new Map(daTurma.map((x) => [x.codaluno, x.nome]));
    ausentes.forEach((c, i) => {
      if (!nomes.has(c)) campos[`conteudo.ausentes.${i}`] = mensagemAlunoForaDaTurma(c);
    });
    const [primeira] = Object.values(campos);
    if (primeira) throw new ErroOperacao('INVALIDO', primeira, campos);

    const agora = ctx.now();
    const codalunos = [...nomes.keys()].sort();
    // The marks, the lesson's "chamada feita", the absent students' totals (read after the marks, in the same
    // transaction) and the class's families go at once, each sent as it is written here (enviada), and the
    // database runs them in that order.
    const [, , totais, familias, secretarias, professores] = await Promise.all([
      codalunos.length > 0
        ? enviada(
            marcas(ctx.db, codalunos.length).execute({
              codaula,
              ...valoresDaLista('a', codalunos),
              ...valoresDaLista(
                'p',
                codalunos.map((c) => !vistos.has(c)),
              ),
            }),
          )
        : null,
      enviada(
        preparada(ctx.db, 'chamada_feita', () =>
          ctx.db
            .update(aula)
            .set({
              chamadaPor: sql`${sql.placeholder('codpessoa')}`,
              chamadaEm: sql`${sql.placeholder('agora')}::timestamptz`,
            })
            .where(eq(aula.codaula, sql.placeholder('codaula')))
            .prepare('chamada_feita'),
        ).execute({ codaula, codpessoa: sessao.pessoa.codpessoa, agora: agora.toISOString() }),
      ),
      ausentes.length > 0 ? totaisNaDisciplina(ctx.db, a, ausentes) : [],
      familiasDe(ctx.db, codalunos),
      secretariasDa(ctx.db, a.codempresa),
      professoresDa(ctx.db, a),
    ]);
    await avisarQuemPassouDoAlerta(
      ctx.db,
      a,
      totais,
      ausentes.map((codaluno) => ({ codaluno, nome: nomes.get(codaluno) ?? codaluno })),
      agora,
    );
    // Every family of the class: the lessons given changed for all, the absences for some; the school office,
    // whose risk list counts them and whose pending justifications show them; and the lesson's teachers, whose day
    // (208, 243: cached) shows the roll call taken.
    await anunciar(ctx.db, ['frequencia'], [...familias, ...secretarias, ...professores]);
    return {
      codaula,
      chamada: { por: sessao.pessoa.nompessoa, em: agora.toISOString() },
      presentes: codalunos.length - vistos.size,
      faltas: vistos.size,
    };
  },
});
