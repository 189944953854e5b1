import {
  boletimResultado,
  fichaProfessorResultado,
  frequenciaAlunoResultado,
  MENSAGENS_API,
} from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALUNO, EMPRESA, TURMA } from '../src/seed-data/index.ts';
import { CPF, v3Path } from './fixtures.ts';
import { agoraTeste, buildTestApp, databaseKinds, type TestApp } from './helper.ts';
import { textosDoPdf } from './pdf-texto.ts';

/**
 * Issue 31, the family's boletim (coddao 242): the grid of the context's child under the school's formula (kept
 * as data in `formula_boletim`), a grade Bruno saves shows at once, no other child's grid is ever read, and the
 * same grid as a V3 PDF for the family's own child only.
 */
describe.each(databaseKinds())('boletim (coddao 242) on %s', (kind) => {
  let t: TestApp;
  let ana: string;
  let bruno: string;
  let admin: string;
  let carla: string;

  beforeAll(async () => {
    t = await buildTestApp({ kind, now: agoraTeste, settings: { tokenTtlSeconds: 90 * 24 * 3600 } });
    [ana, bruno, admin, carla] = await Promise.all([
      t.login(CPF.ana),
      t.login(CPF.bruno),
      t.login(CPF.admin),
      t.login(CPF.carla),
    ]);
  });
  afterAll(() => t?.close());

  async function boletim(token: string, parametros: unknown[] = ['W1']) {
    const r = await t.callV4(242, parametros, { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return boletimResultado.parse(r.body.conteudo).alunos;
  }

  /** A token of the same person with another context (coddao 4): [empresa, ano, turma, aluno, condomínio]. */
  async function emContexto(token: string, contexto: (string | number)[]) {
    const r = await t.callV4(4, ['W1', ...contexto], { token });
    expect(r.status).toBe(200);
    return r.body.conteudo as string;
  }

  it("gives Lucas's grid: subjects in order × four bimesters, the recovery capped at 6,0, Cursando", async () => {
    const [lucas, ...outros] = await boletim(ana);
    expect(outros).toEqual([]);
    expect(lucas).toMatchObject({
      codaluno: ALUNO.lucas,
      nome: 'Lucas Souza Almeida',
      escola: 'Colégio Horizonte',
      anoletivo: 2026,
      mediaMinima: 60,
      formula:
        'Média aritmética dos quatro bimestres; aprovação com média 6,0; a recuperação substitui a nota do bimestre quando maior, até 6,0.',
    });
    expect(lucas?.disciplinas.map((d) => d.nome)).toEqual([
      'Língua Portuguesa',
      'Matemática',
      'Ciências',
      'História',
      'Geografia',
      'Língua Inglesa',
      'Arte',
      'Educação Física',
    ]);
    const ciencias = lucas?.disciplinas.find((d) => d.nome === 'Ciências');
    expect(ciencias?.bimestres.map((b) => [b.nota, b.recuperacao, b.conta])).toEqual([
      [60, null, 60],
      [50, 75, 60],
      [70, null, 70],
      [null, null, null],
    ]);
    expect(ciencias).toMatchObject({
      mediaParcial: 63,
      mediaFinal: null,
      situacao: { status: 'Cursando', statusCor: 'medium' },
    });
    // Absences come with the grid: each subject's are the frequência's (coddao 245), the kept bimester totals
    // plus the roll calls' — also of the bimester that has no grade yet, so at least the cells' sum.
    const f = await t.callV4(245, ['W1', ALUNO.lucas], { token: ana });
    const daFrequencia = new Map(
      frequenciaAlunoResultado.parse(f.body.conteudo).disciplinas.map((d) => [d.disciplina, d.faltas]),
    );
    for (const d of lucas?.disciplinas ?? []) {
      expect([d.nome, d.faltas]).toEqual([d.nome, daFrequencia.get(d.nome)]);
      expect(d.faltas).toBeGreaterThanOrEqual(d.bimestres.reduce((s, b) => s + (b.faltas ?? 0), 0));
    }
  });

  it("the administrator's second school weighs the bimesters 1/2/3/4 with 5,0: the formula differs", async () => {
    const doTiago = await boletim(admin);
    expect(doTiago.map((a) => a.codaluno)).toEqual([ALUNO.tiago]);
    expect(doTiago[0]?.mediaMinima).toBe(60);
    const naAurora = await emContexto(admin, [EMPRESA.escolaAurora, '', '', ALUNO.bia, '']);
    const [bia] = await boletim(naAurora);
    expect(bia).toMatchObject({ codaluno: ALUNO.bia, escola: 'Escola Aurora', mediaMinima: 50 });
    expect(bia?.formula).toBe(
      'Média ponderada dos bimestres (pesos 1, 2, 3 e 4); aprovação com média 5,0; a recuperação final substitui a média quando maior, até 5,0.',
    );
    const matematica = bia?.disciplinas.find((d) => d.nome === 'Matemática');
    const [b1, b2, b3] = matematica?.bimestres ?? [];
    // Her 3rd bimester's recovery does not replace it: her school recovers the average, not a bimester.
    expect(b3).toMatchObject({ nota: 35, recuperacao: 70, conta: 35 });
    const ponderada = Math.floor((2 * ((b1?.nota ?? 0) + 2 * (b2?.nota ?? 0) + 3 * 35) + 6) / 12);
    expect(matematica?.mediaParcial).toBe(ponderada);
  });

  it('a grade Bruno saves (coddao 241) shows in the boletim at once, with its average', async () => {
    const ficha = await t.callV4(240, ['W1', '2026', TURMA.sextoA2026], { token: bruno });
    const turma = fichaProfessorResultado.parse(ficha.body.conteudo).turmas[0];
    const linha = turma?.alunos
      .find((a) => a.codaluno === ALUNO.lucas)
      ?.linhas?.find((l) => l.bimestre === 3);
    const r = await t.callV4(241, ['W1', 2026, TURMA.sextoA2026, turma?.coddisciplina ?? 0, 3], {
      token: bruno,
      idempotencyKey: `boletim-${kind}-1`,
      conteudo: {
        notas: [{ codaluno: ALUNO.lucas, nota: '2,0', recuperacao: '9,0', versao: linha?.versao }],
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const matematica = (await boletim(ana))[0]?.disciplinas.find((d) => d.nome === 'Matemática');
    expect(matematica?.bimestres[2]).toMatchObject({ nota: 20, recuperacao: 90, conta: 60 });
    const [b1, b2] = matematica?.bimestres ?? [];
    const soma = (b1?.conta ?? 0) + (b2?.conta ?? 0) + 60;
    expect(matematica?.mediaParcial).toBe(Math.floor((2 * soma + 3) / 6));
  });

  it("switching child switches the grid; another child is not found, by parameter or by V4's context", async () => {
    const deMariana = await emContexto(ana, [
      EMPRESA.colegioHorizonte,
      2026,
      TURMA.nonoB2026,
      ALUNO.mariana,
      '',
    ]);
    expect((await boletim(deMariana)).map((a) => a.nome)).toEqual(['Mariana Souza Almeida']);
    // With no child chosen, both of hers.
    const semFilho = await emContexto(ana, [EMPRESA.colegioHorizonte, '', '', '', '']);
    expect((await boletim(semFilho)).map((a) => a.codaluno)).toEqual([ALUNO.lucas, ALUNO.mariana]);
    for (const [token, codaluno] of [
      [ana, ALUNO.mariana], // her other child, outside the context
      [ana, ALUNO.tiago], // someone else's child
      [admin, ALUNO.lucas],
    ] as const) {
      const r = await t.callV4(242, ['W1', codaluno], { token });
      expect(r.status).toBe(400);
      expect(r.body.conteudo.mensagem).toBe(MENSAGENS_API.naoEncontrado);
    }
    expect(await boletim(ana, ['W1', ALUNO.lucas])).toHaveLength(1);
    // No child, no boletim; and no credential of the school section, no call (403).
    expect((await t.callV4(242, ['W1'], { token: carla })).status).toBe(403);
  });

  it("serves the boletim as a PDF through V3, for the family's own child in context only (404 otherwise)", async () => {
    const get = async (params: (string | number)[], token: string) =>
      t.app.inject({
        method: 'GET',
        url: await v3Path('boletim', params),
        headers: { authorization: `Bearer ${token}` },
      });
    const pdf = await get([ALUNO.lucas, 2026], ana);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toContain('boletim_2026_Lucas.pdf');
    const textos = (await textosDoPdf(pdf.rawPayload)).join(' ');
    expect(textos).toContain('Lucas Souza Almeida');
    expect(textos).toContain('Ciências');
    expect(textos).toContain('aprovação com média 6,0');
    expect((await get([ALUNO.mariana, 2026], ana)).statusCode).toBe(404);
    expect((await get([ALUNO.tiago, 2026], ana)).statusCode).toBe(404);
    expect((await get([ALUNO.lucas, 2026], admin)).statusCode).toBe(404);
    // A past year of his (2025, another class than the context's): its boletim, closed.
    expect((await get([ALUNO.lucas, 2025], ana)).statusCode).toBe(200);
    expect((await get([ALUNO.lucas, 1999], ana)).statusCode).toBe(404);
    expect((await get([ALUNO.lucas], ana)).statusCode).toBe(404);
  });
});
