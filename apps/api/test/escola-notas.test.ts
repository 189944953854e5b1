import { boletimResultado, fichaProfessorResultado, formatNota } from '@portal/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { disciplina, frequencia, nota } from '../src/db/schema/index.ts';
import { ALUNO, EMPRESA, PESSOA, TURMA } from '../src/seed-data/index.ts';
import { contextoPara, executar } from './contexto.ts';
import { databaseKinds, freshDatabase } from './helper.ts';

/**
 * Issue 28: the teacher's sheet (coddao 240) and the family's boletim (coddao 242, issue 31) read
 * the same `nota` rows: a changed row changes both answers; each sees only what its scope admits; the database
 * itself refuses a grade out of range or twice.
 */

/** The PostgreSQL error code behind a failed statement (drizzle wraps the driver's error). */
function codigoDoErro(e: unknown): string | undefined {
  const erro = e as { code?: string; cause?: { code?: string } };
  return erro.cause?.code ?? erro.code;
}

async function falhaCom(promessa: Promise<unknown>): Promise<string | undefined> {
  try {
    await promessa;
  } catch (e) {
    return codigoDoErro(e);
  }
  return 'sem erro';
}

describe.each(databaseKinds())('grades on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database?.close());

  const contextoDoLucas = `${EMPRESA.colegioHorizonte};2026;${TURMA.sextoA2026};${ALUNO.lucas};`;

  async function boletim(codpessoa: number, params: string) {
    const ctx = await contextoPara(database, codpessoa, params);
    return boletimResultado.parse(await executar(ctx, 242, ['W1'])).alunos;
  }

  async function lucasNaFicha() {
    const ctx = await contextoPara(database, PESSOA.bruno, `${EMPRESA.colegioHorizonte};;;;`);
    const ficha = fichaProfessorResultado.parse(await executar(ctx, 240, ['W1', '2026', TURMA.sextoA2026]));
    expect(ficha.turmas.map((t) => [t.codturma, t.disciplina])).toEqual([[TURMA.sextoA2026, 'Matemática']]);
    const lucas = ficha.turmas[0]?.alunos.find((a) => a.codaluno === ALUNO.lucas);
    if (!lucas) throw new Error('Lucas ausente da ficha');
    return lucas;
  }

  async function matematicaDoLucas() {
    const [lucas] = await boletim(PESSOA.ana, contextoDoLucas);
    const linha = lucas?.disciplinas.find((d) => d.nome === 'Matemática');
    if (!linha) throw new Error('sem a linha de Matemática');
    return linha;
  }

  const decimal = (n: number) => n.toFixed(1).replace('.', ',');
  const contam = (l: Awaited<ReturnType<typeof matematicaDoLucas>>) =>
    l.bimestres.flatMap((b) => (b.conta === null ? [] : [formatNota(b.conta)]));

  it('the sheet and the boletim say the same grades, average and absences', async () => {
    const naFicha = await lucasNaFicha();
    const linha = await matematicaDoLucas();
    expect(naFicha.notas).toHaveLength(3);
    expect(contam(linha)).toEqual(naFicha.notas.map(decimal));
    expect(formatNota(linha.mediaParcial ?? -1)).toBe(decimal(naFicha.media));
    expect(linha.faltas).toBe(naFicha.faltas);
  });

  it('a changed grade row changes both answers; a recovery grade counts when higher', async () => {
    const [materia] = await database.db
      .select()
      .from(disciplina)
      .where(and(eq(disciplina.codempresa, EMPRESA.colegioHorizonte), eq(disciplina.nome, 'Matemática')));
    const linha = and(
      eq(nota.codaluno, ALUNO.lucas),
      eq(nota.coddisciplina, materia?.coddisciplina ?? 0),
      eq(nota.anoletivo, 2026),
      eq(nota.bimestre, 2),
    );
    await database.db
      .update(nota)
      .set({ nota: 41, recuperacao: null, versao: sql`${nota.versao} + 1` })
      .where(linha);
    let naFicha = await lucasNaFicha();
    let boletimAgora = await matematicaDoLucas();
    expect(naFicha.notas[1]).toBe(4.1);
    expect(boletimAgora.bimestres[1]).toMatchObject({ nota: 41, recuperacao: null, conta: 41 });
    expect(formatNota(boletimAgora.mediaParcial ?? -1)).toBe(decimal(naFicha.media));

    await database.db
      .update(nota)
      .set({ recuperacao: 73, versao: sql`${nota.versao} + 1` })
      .where(linha);
    naFicha = await lucasNaFicha();
    boletimAgora = await matematicaDoLucas();
    // The sheet counts the recovery whole; the boletim by the school's formula, capped at its 6,0.
    expect(naFicha.notas[1]).toBe(7.3);
    expect(boletimAgora.bimestres[1]).toMatchObject({ nota: 41, recuperacao: 73, conta: 60 });

    await database.db
      .update(frequencia)
      .set({ faltas: 9 })
      .where(
        and(
          eq(frequencia.codaluno, ALUNO.lucas),
          eq(frequencia.coddisciplina, materia?.coddisciplina ?? 0),
          eq(frequencia.anoletivo, 2026),
          eq(frequencia.bimestre, 1),
        ),
      );
    naFicha = await lucasNaFicha();
    boletimAgora = await matematicaDoLucas();
    expect(naFicha.faltas).toBeGreaterThanOrEqual(9);
    expect(boletimAgora.faltas).toBe(naFicha.faltas);
  });

  it("a parent sees only the chosen child's grades, never another's", async () => {
    const [lucas, ...maisLucas] = await boletim(PESSOA.ana, contextoDoLucas);
    const [mariana, ...maisMariana] = await boletim(
      PESSOA.ana,
      `${EMPRESA.colegioHorizonte};2026;${TURMA.nonoB2026};${ALUNO.mariana};`,
    );
    expect([maisLucas, maisMariana]).toEqual([[], []]);
    expect(lucas?.disciplinas).toHaveLength(8);
    expect(mariana?.disciplinas).toHaveLength(8);
    expect([lucas?.codaluno, mariana?.codaluno]).toEqual([ALUNO.lucas, ALUNO.mariana]);
    // With no child chosen, both of hers; never anyone else's.
    const ambos = await boletim(PESSOA.ana, `${EMPRESA.colegioHorizonte};;;;`);
    expect(ambos.map((a) => a.codaluno)).toEqual([ALUNO.lucas, ALUNO.mariana]);
    const doLucas = await contextoPara(database, PESSOA.ana, contextoDoLucas);
    await expect(executar(doLucas, 242, ['W1', ALUNO.mariana])).rejects.toThrow();
    // Tiago's guardian (the administrator) and Carla, who has no child, never see Lucas's grades.
    const doTiago = await boletim(PESSOA.admin, `${EMPRESA.colegioHorizonte};;;${ALUNO.tiago};`);
    expect(doTiago.map((a) => a.codaluno)).toEqual([ALUNO.tiago]);
    const admin = await contextoPara(database, PESSOA.admin, `${EMPRESA.colegioHorizonte};;;${ALUNO.tiago};`);
    await expect(executar(admin, 242, ['W1', ALUNO.lucas])).rejects.toThrow();
    expect(await boletim(PESSOA.carla, '')).toEqual([]);
  });

  it('the teacher sees only the classes and subjects he teaches', async () => {
    const ctx = await contextoPara(database, PESSOA.bruno, `${EMPRESA.colegioHorizonte};;;;`);
    const ficha = fichaProfessorResultado.parse(await executar(ctx, 240, ['W1']));
    expect(ficha.turmas.map((t) => `${t.codturma} ${t.disciplina}`)).toEqual([
      `${TURMA.sextoA2026} Matemática`,
      `${TURMA.nonoB2026} Matemática`,
      `${TURMA.primeiraEM2026} Matemática`,
      `${TURMA.quintoA2025} Matemática`,
      `${TURMA.oitavoB2025} Matemática`,
    ]);
    // Lucas's Portuguese grades are in the same table and class, but Bruno does not teach Portuguese.
    expect(JSON.stringify(ficha)).not.toContain('Língua Portuguesa');
    // A parent's sheet is empty: Ana teaches nothing.
    const ana = await contextoPara(database, PESSOA.ana, contextoDoLucas);
    expect((await executar(ana, 240, ['W1'])).turmas).toEqual([]);
  });

  it('the database refuses a grade above 10,0, a bimester 5, a second row and absences beyond the lessons', async () => {
    const [materia] = await database.db.select().from(disciplina).limit(1);
    const linha = {
      codaluno: ALUNO.lucas,
      coddisciplina: materia?.coddisciplina ?? 0,
      anoletivo: 2024,
      codturma: 'X',
      bimestre: 1,
      nota: 70,
    };
    expect(await falhaCom(database.db.insert(nota).values({ ...linha, nota: 101 }))).toBe('23514');
    expect(await falhaCom(database.db.insert(nota).values({ ...linha, nota: -1 }))).toBe('23514');
    expect(await falhaCom(database.db.insert(nota).values({ ...linha, recuperacao: 101 }))).toBe('23514');
    expect(await falhaCom(database.db.insert(nota).values({ ...linha, bimestre: 5 }))).toBe('23514');
    expect(await falhaCom(database.db.insert(nota).values({ ...linha, codaluno: 'NINGUEM' }))).toBe('23503');
    await database.db.insert(nota).values(linha);
    expect(await falhaCom(database.db.insert(nota).values({ ...linha, nota: 80 }))).toBe('23505');
    await database.db.insert(nota).values({ ...linha, nota: 100, bimestre: 2 });
    const f = { ...linha, aulasDadas: 10 };
    expect(await falhaCom(database.db.insert(frequencia).values({ ...f, faltas: 11 }))).toBe('23514');
    expect(await falhaCom(database.db.insert(frequencia).values({ ...f, faltas: -1 }))).toBe('23514');
    await database.db.insert(frequencia).values({ ...f, faltas: 10 });
    expect(await falhaCom(database.db.insert(frequencia).values({ ...f, faltas: 0 }))).toBe('23505');
  });
});
