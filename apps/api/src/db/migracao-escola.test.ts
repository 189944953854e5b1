import { boletimResultado, formatNota, mediaDasNotas } from '@portal/core';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextoPara, executar } from '../../test/contexto.ts';
import { databaseKinds, freshDatabase, rodarParteAMao } from '../../test/helper.ts';
import {
  ALUNO,
  alunos,
  colegas,
  disciplinas,
  docenciasDemo,
  EMPRESA,
  empresaPorCodigo,
  frequenciasDemo,
  notasDemo,
  PESSOA,
} from '../seed-data/index.ts';
import type { Database } from './database.ts';
import {
  alertaFrequencia,
  aluno,
  aula,
  disciplina,
  docencia,
  frequencia,
  justificativaFalta,
  moduloRegistro,
  nota,
  presenca,
} from './schema/index.ts';

/**
 * Issue 28: a database made while the grades lived twice — the teacher's sheet as JSON (ficha_professor.turmas)
 * and the boletim as display records (modulo_registro escola/boletim) — migrates. The old copies are put back as
 * the old seed wrote them, the new tables emptied (and the classmates, who were no `aluno` rows), and migration
 * 0015's hand-written part run: the same grades come back, the sheet's where both had one, and both answers
 * (coddao 240 and the boletim) are what they were.
 */

const nomes = new Map([...alunos, ...colegas].map((a) => [a.codaluno, a.nome]));
const materia = new Map(disciplinas.map((d) => [d.coddisciplina, d.nome]));
const chave = (l: { codaluno: string; coddisciplina: number; anoletivo: number }) =>
  `${l.codaluno}|${l.coddisciplina}|${l.anoletivo}`;
const faltasTotais = new Map<string, number>();
for (const f of frequenciasDemo) faltasTotais.set(chave(f), (faltasTotais.get(chave(f)) ?? 0) + f.faltas);

/** ficha_professor.turmas as the old seed wrote it: per class, each student's grades (0–10), absences, average. */
function turmasAntigas() {
  const descricoes = new Map(
    (empresaPorCodigo(EMPRESA.colegioHorizonte)?.lstanoletivo ?? []).flatMap((a) =>
      a.turmas.map((t) => [`${a.anoletivo}|${t.codturma}`, t.descricao]),
    ),
  );
  return docenciasDemo.map((t) => {
    const daTurma = notasDemo.filter(
      (n) => n.coddisciplina === t.coddisciplina && n.anoletivo === t.anoletivo && n.codturma === t.codturma,
    );
    const codigos = [...new Set(daTurma.map((n) => n.codaluno))];
    return {
      codturma: t.codturma,
      descricao: descricoes.get(`${t.anoletivo}|${t.codturma}`),
      anoletivo: t.anoletivo,
      disciplina: materia.get(t.coddisciplina),
      alunos: codigos.map((codaluno) => {
        const notas = daTurma.filter((n) => n.codaluno === codaluno).sort((a, b) => a.bimestre - b.bimestre);
        return {
          codaluno,
          nome: nomes.get(codaluno),
          faltas: faltasTotais.get(
            chave({ codaluno, coddisciplina: t.coddisciplina, anoletivo: t.anoletivo }),
          ),
          notas: notas.map((n) => n.nota / 10),
          media: (mediaDasNotas(notas.map((n) => n.nota)) ?? 0) / 10,
        };
      }),
    };
  });
}

/**
 * The old seed knew one school and no recovery grade: the demo since issue 31 has a second school (Escola Aurora)
 * and recoveries, which this test takes out of the database before reading the answers "before".
 */
const doColegio = disciplinas.filter((d) => d.codempresa === EMPRESA.colegioHorizonte);
const alunosDoColegio = alunos.filter((a) => a.codempresa === EMPRESA.colegioHorizonte);

/** The boletim's records as the old seed wrote them; its Mathematics absences disagreed with the sheet's. */
function boletimAntigo() {
  return alunosDoColegio.flatMap((a, i) =>
    doColegio.map((d, j) => {
      const notas = notasDemo
        .filter(
          (n) => n.codaluno === a.codaluno && n.coddisciplina === d.coddisciplina && n.anoletivo === 2026,
        )
        .sort((x, y) => x.bimestre - y.bimestre);
      const faltas =
        d.nome === 'Matemática' ? 99 : faltasTotais.get(chave({ ...a, coddisciplina: d.coddisciplina }));
      const codregistro = 900_000 + i * 100 + j;
      return {
        codregistro,
        modulo: 'escola',
        lista: 'boletim',
        escCodempresa: EMPRESA.colegioHorizonte,
        escCodaluno: a.codaluno,
        ordem: i * doColegio.length + j,
        dados: {
          codregistro,
          escopo: { codempresa: EMPRESA.colegioHorizonte, codaluno: a.codaluno },
          titulo: d.nome,
          subtitulo: `${a.nome.split(' ')[0]} · ${notas.map((n) => `${n.bimestre}º bim ${formatNota(n.nota)}`).join(' · ')}`,
          detalhes: [
            { rotulo: 'Aluno', valor: a.nome },
            ...notas.map((n) => ({ rotulo: `${n.bimestre}º bimestre`, valor: formatNota(n.nota) })),
            { rotulo: '4º bimestre', valor: 'Em andamento' },
            { rotulo: 'Faltas', valor: String(faltas) },
          ],
        },
      };
    }),
  );
}

describe.each(databaseKinds())('migration 0015 on a %s database with the old sheet and boletim', (kind) => {
  let database: Database;
  let fichaAntes: unknown;
  let boletinsAntes: unknown[];
  let notasAntes: unknown[];

  async function respostas() {
    const bruno = await contextoPara(database, PESSOA.bruno, `${EMPRESA.colegioHorizonte};;;;`);
    // A subject's code is a surrogate key the move renumbers; the sheet is compared by what it says.
    const { turmas, ...resto } = (await executar(bruno, 240, ['W1'])) as {
      turmas: { coddisciplina?: number }[];
    };
    const ficha = { ...resto, turmas: turmas.map(({ coddisciplina: _, ...t }) => t) };
    const boletins = [];
    for (const [codpessoa, codaluno] of [
      [PESSOA.ana, ALUNO.lucas],
      [PESSOA.ana, ALUNO.mariana],
      [PESSOA.admin, ALUNO.tiago],
    ] as const) {
      const ctx = await contextoPara(database, codpessoa, `${EMPRESA.colegioHorizonte};;;${codaluno};`);
      // Its subjects' codes too are renumbered by the move, and the old copies knew only each subject's total of
      // absences (the move writes it on one bimester): the boletim (coddao 242) is compared without them.
      const { alunos } = boletimResultado.parse(await executar(ctx, 242, ['W1']));
      boletins.push(
        alunos.map((a) => ({
          ...a,
          disciplinas: a.disciplinas.map(({ coddisciplina: _, bimestres, ...d }) => ({
            ...d,
            bimestres: bimestres.map(({ faltas: __, ...b }) => b),
          })),
        })),
      );
    }
    return { ficha, boletins };
  }
  const linhasDeNota = () =>
    database.db
      .select({
        codaluno: nota.codaluno,
        disciplina: disciplina.nome,
        anoletivo: nota.anoletivo,
        codturma: nota.codturma,
        bimestre: nota.bimestre,
        nota: nota.nota,
        recuperacao: nota.recuperacao,
      })
      .from(nota)
      .innerJoin(disciplina, eq(disciplina.coddisciplina, nota.coddisciplina))
      .orderBy(nota.codaluno, disciplina.nome, nota.anoletivo, nota.bimestre);

  beforeAll(async () => {
    database = await freshDatabase(kind);
    const { db } = database;
    const daAurora = inArray(
      disciplina.coddisciplina,
      disciplinas.filter((d) => d.codempresa !== EMPRESA.colegioHorizonte).map((d) => d.coddisciplina),
    );
    for (const tabela of [nota, frequencia])
      await db
        .delete(tabela)
        .where(
          inArray(
            tabela.coddisciplina,
            sql`(select ${disciplina.coddisciplina} from ${disciplina} where ${daAurora})`,
          ),
        );
    await db.delete(disciplina).where(daAurora);
    await db.update(nota).set({ recuperacao: null });
    // The roll call's rows (issue 31) came after 0015: its world had none, and the answers it gave counted none.
    await db.delete(presenca);
    await db.delete(justificativaFalta);
    await db.delete(aula);
    await db.delete(alertaFrequencia);
    ({ ficha: fichaAntes, boletins: boletinsAntes } = await respostas());
    notasAntes = await linhasDeNota();
    await db.execute(sql`ALTER TABLE "ficha_professor" ADD COLUMN "turmas" jsonb`);
    await db.execute(
      sql`UPDATE "ficha_professor" SET "turmas" = ${JSON.stringify(turmasAntigas())}::jsonb WHERE "codpessoa" = ${PESSOA.bruno}`,
    );
    await db.insert(moduloRegistro).values(boletimAntigo());
    await db.delete(nota);
    await db.delete(frequencia);
    await db.delete(docencia);
    await db.delete(disciplina);
    await db.delete(aluno).where(
      inArray(
        aluno.codaluno,
        colegas.map((c) => c.codaluno),
      ),
    );
    await rodarParteAMao(db, '0015_escola_notas');
    await db.execute(sql`ALTER TABLE "ficha_professor" DROP COLUMN "turmas"`);
  });
  afterAll(() => database?.close());

  it('moves every grade, the sheet winning, and drops the boletim records', async () => {
    expect(notasAntes.length).toBe(
      notasDemo.filter((n) => doColegio.some((d) => d.coddisciplina === n.coddisciplina)).length,
    );
    expect(await linhasDeNota()).toEqual(notasAntes);
    const registros = await database.db
      .select()
      .from(moduloRegistro)
      .where(sql`${moduloRegistro.modulo} = 'escola' and ${moduloRegistro.lista} = 'boletim'`);
    expect(registros).toEqual([]);
    const turmas = await database.db.select().from(docencia);
    expect(turmas).toHaveLength(docenciasDemo.length);
  });

  it('makes the classmates students again and answers the sheet and the boletim as before', async () => {
    const voltaram = await database.db
      .select()
      .from(aluno)
      .where(
        inArray(
          aluno.codaluno,
          colegas.map((c) => c.codaluno),
        ),
      );
    expect(voltaram.map((a) => a.dados.nome).sort()).toEqual(colegas.map((c) => c.nome).sort());
    const depois = await respostas();
    expect(depois.ficha).toEqual(fichaAntes);
    expect(depois.boletins).toEqual(boletinsAntes);
  });
});
