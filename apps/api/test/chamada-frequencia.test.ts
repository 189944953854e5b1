import {
  aulasDoDiaResultado,
  boletimResultado,
  frequenciaAlunoResultado,
  inicioProfessorResultado,
  MENSAGENS_API,
  MENSAGENS_FREQUENCIA,
  mensagemAlunoForaDaTurma,
  riscoFrequenciaResultado,
} from '@portal/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { alertaFrequencia, aula, notificacao, presenca } from '../src/db/schema/index.ts';
import { ALUNO, PESSOA, TURMA } from '../src/seed-data/index.ts';
import { CPF } from './fixtures.ts';
import { agoraTeste, buildTestApp, databaseKinds, REFERENCIA_TESTE, type TestApp } from './helper.ts';

/**
 * Issue 31, "Chamada" and "Frequência": Bruno's lessons of the day (coddao 243) and their roll (244, one mark per
 * student per lesson, held by the primary key under 20 saves at once), Ana's frequência (245) changing the same
 * moment, the one alert notice per student and subject.
 */
describe.each(databaseKinds())('chamada e frequência on %s', (kind) => {
  let t: TestApp;
  let bruno: string;
  let ana: string;
  let silvia: string;
  let chave = 0;
  const novaChave = () => `chamada-${kind}-${++chave}`;

  beforeAll(async () => {
    t = await buildTestApp({ kind, now: agoraTeste, settings: { tokenTtlSeconds: 90 * 24 * 3600 } });
    [bruno, ana, silvia] = await Promise.all([t.login(CPF.bruno), t.login(CPF.ana), t.login(CPF.silvia)]);
  });
  afterAll(() => t?.close());

  async function aulasDeHoje() {
    const r = await t.callV4(243, ['W1'], { token: bruno });
    expect(r.status).toBe(200);
    return aulasDoDiaResultado.parse(r.body.conteudo);
  }
  async function aulaDoSexto() {
    const a = (await aulasDeHoje()).aulas.find((x) => x.codturma === TURMA.sextoA2026);
    if (!a) throw new Error('sem aula do 6º A hoje');
    return a;
  }
  const salvar = (codaula: number, ausentes: string[], o: { token?: string; chave?: string } = {}) =>
    t.callV4(244, ['W1', codaula], {
      token: o.token ?? bruno,
      idempotencyKey: o.chave ?? novaChave(),
      conteudo: { ausentes },
    });
  async function frequencia(codaluno: string = ALUNO.lucas, token = ana) {
    return t.callV4(245, ['W1', codaluno], { token });
  }

  it("lists Bruno's lessons of today with their roll not taken and everyone present", async () => {
    const { data, aulas } = await aulasDeHoje();
    expect(data).toBe(REFERENCIA_TESTE);
    expect(aulas.map((a) => a.codturma).sort()).toEqual([TURMA.sextoA2026, TURMA.nonoB2026].sort());
    for (const a of aulas) {
      expect(a.chamada).toBeNull();
      expect(a.disciplina).toBe('Matemática');
      expect(a.alunos.length).toBeGreaterThan(10);
      expect(a.alunos.every((x) => x.presente)).toBe(true);
    }
    const sexto = aulas.find((a) => a.codturma === TURMA.sextoA2026);
    expect(sexto?.alunos.map((a) => a.codaluno)).toContain(ALUNO.lucas);
    expect(sexto?.turma).toBe('6º ano A - Ensino Fundamental');
  });

  it('a family cannot read the lessons of a teacher (credential 4): 403', async () => {
    const r = await t.callV4(243, ['W1'], { token: ana });
    expect(r.status).toBe(403);
  });

  it("Bruno takes the roll with Lucas absent: the lesson says who took it, Ana's frequência shows the absence", async () => {
    const antes = frequenciaAlunoResultado.parse((await frequencia()).body.conteudo);
    const matAntes = antes.disciplinas.find((d) => d.disciplina === 'Matemática');
    const a = await aulaDoSexto();
    // His day (208, a cached read) lists the roll call as still to take, and after the save as taken.
    const feita = async () =>
      inicioProfessorResultado
        .parse((await t.callV4(208, ['W1'], { token: bruno })).body.conteudo)
        .aulas.find((x) => x.codaula === a.codaula)?.chamadaFeita;
    expect(await feita()).toBe(false);
    const r = await salvar(a.codaula, [ALUNO.lucas]);
    expect(r.status).toBe(200);
    expect(await feita()).toBe(true);
    expect(r.body.conteudo).toMatchObject({ codaula: a.codaula, faltas: 1, chamada: { por: 'Bruno Lima' } });
    expect(r.body.conteudo.presentes).toBe(a.alunos.length - 1);
    const depois = await aulaDoSexto();
    expect(depois.chamada?.por).toBe('Bruno Lima');
    expect(depois.alunos.find((x) => x.codaluno === ALUNO.lucas)?.presente).toBe(false);

    const f = frequenciaAlunoResultado.parse((await frequencia()).body.conteudo);
    const mat = f.disciplinas.find((d) => d.disciplina === 'Matemática');
    expect(mat?.aulas).toBe((matAntes?.aulas ?? 0) + 1);
    expect(mat?.faltas).toBe((matAntes?.faltas ?? 0) + 1);
    expect(f.faltas[0]).toMatchObject({
      codaula: a.codaula,
      data: REFERENCIA_TESTE,
      periodo: 1,
      justificativa: null,
    });
    expect(f.minimo).toBe(75);
  });

  it("the boletim's absences per subject are the frequência's, the roll call's absence included", async () => {
    const f = frequenciaAlunoResultado.parse((await frequencia()).body.conteudo);
    const r = await t.callV4(242, ['W1', ALUNO.lucas], { token: ana });
    expect(r.status).toBe(200);
    const [lucas] = boletimResultado.parse(r.body.conteudo).alunos;
    const doBoletim = new Map(lucas?.disciplinas.map((d) => [d.nome, d.faltas]));
    const daFrequencia = new Map(f.disciplinas.map((d) => [d.disciplina, d.faltas]));
    expect(doBoletim.get('Matemática')).toBeGreaterThan(0);
    for (const [disciplina, faltas] of doBoletim)
      expect([disciplina, faltas]).toEqual([disciplina, daFrequencia.get(disciplina)]);
  });

  it('saving again updates the marks: Lucas present, no absence left, one mark per student', async () => {
    const a = await aulaDoSexto();
    expect((await salvar(a.codaula, [])).status).toBe(200);
    const f = frequenciaAlunoResultado.parse((await frequencia()).body.conteudo);
    expect(f.faltas.some((x) => x.codaula === a.codaula)).toBe(false);
    const marcas = await t.database.db.select().from(presenca).where(eq(presenca.codaula, a.codaula));
    expect(marcas.length).toBe(a.alunos.length);
  });

  it('saving the same roll again rewrites only the marks that changed', async () => {
    const a = await aulaDoSexto();
    // xmin: the transaction that wrote each row's current version.
    const versoes = async () =>
      new Map(
        rowsOf<{ codaluno: string; xmin: string }>(
          await t.database.db.execute(
            sql`select codaluno, xmin::text as xmin from presenca where codaula = ${a.codaula}`,
          ),
        ).map((l) => [l.codaluno, l.xmin]),
      );
    expect((await salvar(a.codaula, [])).status).toBe(200);
    const antes = await versoes();
    expect((await salvar(a.codaula, [ALUNO.lucas])).status).toBe(200);
    const depois = await versoes();
    for (const [codaluno, xmin] of antes)
      if (codaluno === ALUNO.lucas) expect(depois.get(codaluno)).not.toBe(xmin);
      else expect(depois.get(codaluno)).toBe(xmin);
    expect((await salvar(a.codaula, [])).status).toBe(200);
  });

  it('20 concurrent saves of the same lesson leave exactly one mark per student', async () => {
    const a = (await aulasDeHoje()).aulas.find((x) => x.codturma === TURMA.nonoB2026);
    if (!a) throw new Error('sem aula do 9º B');
    const rs = await Promise.all(
      Array.from({ length: 20 }, (_, i) => salvar(a.codaula, i % 2 ? [ALUNO.mariana] : [])),
    );
    for (const r of rs) expect(r.status).toBe(200);
    const r = await t.database.db.execute(
      sql`select codaluno, count(*)::int as n from presenca where codaula = ${a.codaula} group by codaluno`,
    );
    const linhas = rowsOf<{ codaluno: string; n: number }>(r);
    expect(linhas.length).toBe(a.alunos.length);
    for (const l of linhas) expect(Number(l.n)).toBe(1);
    // Leave Mariana present for the tests after.
    expect((await salvar(a.codaula, [])).status).toBe(200);
  });

  it('is idempotent: the same key answers the first result and writes nothing again', async () => {
    const a = await aulaDoSexto();
    const k = novaChave();
    const r1 = await salvar(a.codaula, [ALUNO.lucas], { chave: k });
    const r2 = await salvar(a.codaula, [ALUNO.lucas], { chave: k });
    expect(r2.status).toBe(200);
    expect(r2.body.conteudo).toEqual(r1.body.conteudo);
    expect((await salvar(a.codaula, [])).status).toBe(200);
  });

  it('refuses a student of another class and a repeated one, naming them', async () => {
    const a = await aulaDoSexto();
    const fora = await salvar(a.codaula, [ALUNO.mariana]);
    expect(fora.status).toBe(400);
    expect(fora.body.conteudo.mensagem).toBe(mensagemAlunoForaDaTurma(ALUNO.mariana));
    const repetido = await salvar(a.codaula, [ALUNO.lucas, ALUNO.lucas]);
    expect(repetido.status).toBe(400);
    expect(repetido.body.conteudo.mensagem).toBe(MENSAGENS_FREQUENCIA.alunoRepetido);
  });

  it('a teacher who does not teach that class and subject gets 403; an unknown lesson is not found', async () => {
    const a = await aulaDoSexto();
    // Bruno stops teaching the 6º A for this test: the same lesson is now someone else's.
    await t.database.db.execute(
      sql`update docencia set codturma = 'X' where codpessoa = ${PESSOA.bruno} and codturma = ${TURMA.sextoA2026} and anoletivo = 2026`,
    );
    try {
      const r = await salvar(a.codaula, []);
      expect(r.status).toBe(403);
    } finally {
      await t.database.db.execute(
        sql`update docencia set codturma = ${TURMA.sextoA2026} where codpessoa = ${PESSOA.bruno} and codturma = 'X'`,
      );
    }
    const nenhuma = await salvar(999_999, []);
    expect(nenhuma.status).toBe(400);
    expect(nenhuma.body.conteudo.mensagem).toBe(MENSAGENS_API.naoEncontrado);
    const familia = await salvar(a.codaula, [], { token: ana });
    expect(familia.status).toBe(403);
  });

  it("a family reads only its own child's frequência: another code is not found", async () => {
    const r = await frequencia('A30004');
    expect(r.status).toBe(400);
    expect(r.body.conteudo.mensagem).toBe(MENSAGENS_API.naoEncontrado);
    const proprio = frequenciaAlunoResultado.parse((await frequencia()).body.conteudo);
    expect(proprio.nome).toContain('Lucas');
    expect(proprio.disciplinas.length).toBe(8);
    const justificada = proprio.faltas.find((f) => f.justificativa?.situacao === 'aceita');
    expect(justificada?.disciplina).toBe('Matemática');
  });

  it('crossing the alert line notifies the family once, however many saves cross it at once', async () => {
    const a = await aulaDoSexto();
    const alerta = and(eq(alertaFrequencia.codaluno, ALUNO.lucas), eq(alertaFrequencia.coddisciplina, 2));
    await t.database.db.delete(alertaFrequencia).where(alerta);
    // Lucas is made past the line by his history, so this roll's absence crosses it (again, for the test).
    await t.database.db.execute(
      sql`update frequencia set faltas = least(aulas_dadas, 10) where codaluno = ${ALUNO.lucas} and coddisciplina = 2 and anoletivo = 2026`,
    );
    const antes = await t.database.db.select().from(notificacao).where(eq(notificacao.codpessoa, PESSOA.ana));
    const rs = await Promise.all(Array.from({ length: 10 }, () => salvar(a.codaula, [ALUNO.lucas])));
    for (const r of rs) expect(r.status).toBe(200);
    const depois = await t.database.db
      .select()
      .from(notificacao)
      .where(eq(notificacao.codpessoa, PESSOA.ana));
    const novas = depois.filter((n) => !antes.some((x) => x.codnotificacao === n.codnotificacao));
    expect(novas.map((n) => n.titulo)).toEqual([MENSAGENS_FREQUENCIA.avisoAlerta]);
    expect(novas[0]?.mensagem).toContain('Lucas passou de 30 % das faltas permitidas em Matemática');
    expect(novas[0]?.escCodaluno).toBe(ALUNO.lucas);
    expect(await t.database.db.select().from(alertaFrequencia).where(alerta)).toHaveLength(1);
    const [l] = await t.database.db.select().from(aula).where(eq(aula.codaula, a.codaula));
    expect(l?.chamadaPor).toBe(PESSOA.bruno);
  });

  it("the school office's risk list (292, a cached read) follows the roll at once", async () => {
    const a = await aulaDoSexto();
    expect((await salvar(a.codaula, [])).status).toBe(200);
    const historico = sql`codaluno = ${ALUNO.lucas} and coddisciplina = 2 and anoletivo = 2026`;
    await t.database.db.execute(sql`update frequencia set faltas = 0 where ${historico}`);
    const mat = async () =>
      frequenciaAlunoResultado
        .parse((await frequencia()).body.conteudo)
        .disciplinas.find((d) => d.disciplina === 'Matemática');
    const antes = await mat();
    if (!antes) throw new Error('sem Matemática');
    // Lucas's history is set just at the line (7,5 % of the lessons, not above): this roll's absence crosses it.
    const noLimite = Math.floor((antes.aulas * 75) / 1000);
    await t.database.db.execute(
      sql`update frequencia set faltas = ${noLimite - antes.faltas} where ${historico} and bimestre = 1`,
    );
    const lucasEmMat = async () =>
      riscoFrequenciaResultado
        .parse((await t.callV4(292, ['W1'], { token: silvia })).body.conteudo)
        .itens.find((i) => i.codaluno === ALUNO.lucas && i.disciplina === 'Matemática');
    expect(await lucasEmMat()).toBeUndefined();
    expect((await salvar(a.codaula, [ALUNO.lucas])).status).toBe(200);
    expect(await lucasEmMat()).toMatchObject({ aulas: antes.aulas, faltas: noLimite + 1 });
  });
});
