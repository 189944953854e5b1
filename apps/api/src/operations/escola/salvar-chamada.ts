import {
  MENSAGENS_API,
  MENSAGENS_FREQUENCIA,
  mensagemAlunoForaDaTurma,
  operacoes,
  passouDoAlerta,
  textoAlertaFrequencia,
} from '@portal/core';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { enviada } from '../../db/enviada.ts';
import { marcadores, preparada, sqlPreparada, valoresDaLista } from '../../db/preparada.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  alertaFrequencia,
  aluno,
  aula,
  disciplina,
  docencia,
  papelEmpresa,
  pessoa,
  presenca,
} from '../../db/schema/index.ts';
import { anunciar } from '../../mudancas/anunciar.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { avisarFamilia } from './avisar-familia.ts';
import { docenciaDaAula, lecionaAula } from './leciona-aula.ts';
import { daSecretariaDe } from './secretaria.ts';
import { totaisNaDisciplina } from './totais-frequencia.ts';

interface AulaAlvo {
  codaula: number;
  coddisciplina: number;
  disciplina: string;
  codempresa: number;
  anoletivo: number;
  codturma: string;
}

/** A student of this class in this school year (the aluno_turma index). */
const daTurma = (codturma: SQL, anoletivo: SQL) =>
  sql`${aluno.dados}->>'codturma' = ${codturma} and (${aluno.dados}->>'anoletivo')::int = ${anoletivo}`;
/** A student of the lesson's class. */
const daTurmaDaAula = daTurma(sql`${aula.codturma}`, sql`${aula.anoletivo}`);
/** codpessoa of these rows as a JSON array ('[]' for none). */
const pessoasDe = (coluna: SQL, de: SQL, onde: SQL) =>
  sql<number[]>`coalesce((select json_agg(${coluna}) from ${de} where ${onde}), '[]'::json)`;

/**
 * Everything the roll call reads, in one statement prepared once per context shape: the lesson (within the
 * context's companies: none is not found), whether the caller teaches it, its class's students, and whom the save
 * is announced to — the lesson's teachers, the school office and every family of the class.
 */
const leitura = (db: Executor, empresas: number) =>
  preparada(db, `chamada_leitura_${empresas}`, () =>
    db
      .select({
        codaula: aula.codaula,
        coddisciplina: aula.coddisciplina,
        disciplina: disciplina.nome,
        codempresa: disciplina.codempresa,
        anoletivo: aula.anoletivo,
        codturma: aula.codturma,
        leciona: sql<boolean>`exists (select 1 from ${docencia} where ${lecionaAula(sql.placeholder('codpessoa'))})`,
        alunos: sql<[string, string][]>`coalesce((select json_agg(json_build_array(${aluno.codaluno},
          ${aluno.dados}->>'nome')) from ${aluno} where ${daTurmaDaAula}), '[]'::json)`,
        professores: pessoasDe(sql`${docencia.codpessoa}`, sql`${docencia}`, sql`${docenciaDaAula}`),
        secretarias: pessoasDe(
          sql`${papelEmpresa.codpessoa}`,
          sql`${papelEmpresa}`,
          sql`${daSecretariaDe(disciplina.codempresa)}`,
        ),
        // `?|` with the class's students, which the GIN index pessoa_alunos serves (escola/familias.ts).
        familias: pessoasDe(
          sql`${pessoa.codpessoa}`,
          sql`${pessoa}`,
          sql`${pessoa.alunos} ?| array(select ${aluno.codaluno} from ${aluno} where ${daTurmaDaAula})`,
        ),
      })
      .from(aula)
      .innerJoin(disciplina, eq(disciplina.coddisciplina, aula.coddisciplina))
      .where(
        and(
          eq(aula.codaula, sql.placeholder('codaula')),
          inArray(disciplina.codempresa, marcadores('e', empresas)),
        ),
      )
      .prepare(`chamada_leitura_${empresas}`),
  );

/**
 * The lesson's "chamada feita" and the marks of its class, as one statement prepared once per context shape: every
 * student of the class (from `aluno`, in codaluno order) present but those in `ausentes` (a JSON array of
 * codaluno), each row written, or updated when it changed (one mark per student per lesson). It needs nothing the
 * read answers, so it goes right behind the read, in the same round trip (as the grade save's writes,
 * salvar-notas.ts); it touches a lesson only within the context's companies and when the caller teaches it, and a
 * refusal decided from the read — not found, not the teacher, a student not of the class — rolls it back. The
 * lesson's UPDATE runs after the INSERT (an unreferenced data-modifying WITH runs once the main statement is done),
 * so two saves of one lesson lock its rows in the same order.
 */
const gravacao = (db: Executor, empresas: number) =>
  sqlPreparada(db, `chamada_gravar_${empresas}`, () => {
    // The lesson, when the caller may: materialized, so the class's students are found from it (aluno_turma),
    // not the lesson from each student.
    const alvo = sql`select ${aula.codaula}, ${aula.codturma}, ${aula.anoletivo} from ${aula}
      where ${aula.codaula} = ${sql.placeholder('codaula')}
        and exists (select 1 from ${docencia} where ${lecionaAula(sql.placeholder('codpessoa'))})
        and ${aula.coddisciplina} in (select ${disciplina.coddisciplina} from ${disciplina}
          where ${inArray(disciplina.codempresa, marcadores('e', empresas))})`;
    // A mark as it was is not written again (saving a roll again rewrites only what changed); its row is still
    // locked, as an updated one would be. A student present again loses the justification link. The rows
    // written come back: the absences this save added.
    return sql`with alvo as materialized (${alvo}),
      feita as (update ${aula} set chamada_por = ${sql.placeholder('codpessoa')},
        chamada_em = ${sql.placeholder('agora')}::timestamptz where ${aula.codaula} in (select codaula from alvo))
      insert into ${presenca} (codaula, codaluno, presente)
      select alvo.codaula, ${aluno.codaluno}, not (${sql.placeholder('ausentes')}::jsonb ? ${aluno.codaluno})
      from alvo inner join ${aluno} on ${daTurma(sql`alvo.codturma`, sql`alvo.anoletivo`)}
      order by ${aluno.codaluno}
      on conflict (codaula, codaluno) do update set presente = excluded.presente,
        codjustificativa = case when excluded.presente then null else ${presenca.codjustificativa} end
      where ${presenca.presente} is distinct from excluded.presente
      returning ${presenca.codaluno}, ${presenca.presente}`;
  });

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
    const { empresas } = alcanceDe(sessao);
    const campos: Record<string, string> = {};
    const vistos = new Set<string>();
    ausentes.forEach((c, i) => {
      if (vistos.has(c)) campos[`conteudo.ausentes.${i}`] = MENSAGENS_FREQUENCIA.alunoRepetido;
      vistos.add(c);
    });
    const agora = ctx.now();
    // The read and the write go at once, in that order (one round trip): the read still decides, and a refusal
    // rolls back the write that went behind it.
    const doContexto = { codaula, codpessoa: sessao.pessoa.codpessoa, ...valoresDaLista('e', empresas) };
    const lida = enviada(leitura(ctx.db, empresas.length).execute(doContexto));
    const escrita = enviada(
      gravacao(ctx.db, empresas.length).execute({
        ...doContexto,
        agora: agora.toISOString(),
        ausentes: JSON.stringify(ausentes),
      }),
    );
    const [a] = await lida;
    if (!a) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    if (!a.leciona) throw new ErroOperacao('SEM_PERMISSAO', MENSAGENS_API.semPermissao);
    const nomes = new Map(a.alunos);
    ausentes.forEach((c, i) => {
      if (!nomes.has(c)) campos[`conteudo.ausentes.${i}`] = mensagemAlunoForaDaTurma(c);
    });
    const [primeira] = Object.values(campos);
    if (primeira) throw new ErroOperacao('INVALIDO', primeira, campos);

    const escritas = rowsOf<{ codaluno: string; presente: boolean }>(await escrita);
    // Only an absence this save added can carry a student past the alert line: the same absences saved again
    // change no total (a lesson given more only lowers the share), so a roll saved again reads no totals.
    const novasFaltas = escritas.filter((e) => !e.presente).map((e) => e.codaluno);
    if (novasFaltas.length > 0)
      await avisarQuemPassouDoAlerta(
        ctx.db,
        a,
        await totaisNaDisciplina(ctx.db, a, novasFaltas),
        novasFaltas.map((codaluno) => ({ codaluno, nome: nomes.get(codaluno) ?? codaluno })),
        agora,
      );
    // Every family of the class: the lessons given changed for all, the absences for some; the school office,
    // whose risk list counts them and whose pending justifications show them; and the lesson's teachers, whose day
    // (208, 243: cached) shows the roll call taken.
    await anunciar(ctx.db, ['frequencia'], [...a.familias, ...a.secretarias, ...a.professores]);
    return {
      codaula,
      chamada: { por: sessao.pessoa.nompessoa, em: agora.toISOString() },
      presentes: nomes.size - vistos.size,
      faltas: vistos.size,
    };
  },
});
