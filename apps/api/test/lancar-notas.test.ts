import {
  boletimResultado,
  fichaProfessorResultado,
  formatNota,
  MENSAGENS_API,
  MENSAGENS_NOTA,
  mensagemNotaAlterada,
} from '@portal/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { docencia, idempotencia, nota } from '../src/db/schema/index.ts';
import { anunciar } from '../src/mudancas/anunciar.ts';
import { ALUNO, PESSOA, TURMA } from '../src/seed-data/index.ts';
import { CPF } from './fixtures.ts';
import { agoraTeste, buildTestApp, databaseKinds, type TestApp } from './helper.ts';

/**
 * Issue 31, "Lançar notas" (coddao 241): Bruno saves his class's grades in one idempotent write; only a teacher of
 * that subject to that class may; grades are core's typed text; a save over a grade someone changed since it was
 * read is refused whole (400 CONFLITO) — decided by the database, so it holds with 20 saves at once.
 */
describe.each(databaseKinds())('lançar notas (coddao 241) on %s', (kind) => {
  let t: TestApp;
  let bruno: string;
  let ana: string;
  let chave = 0;
  const novaChave = () => `notas-${kind}-${++chave}`;

  beforeAll(async () => {
    t = await buildTestApp({ kind, now: agoraTeste, settings: { tokenTtlSeconds: 90 * 24 * 3600 } });
    [bruno, ana] = await Promise.all([t.login(CPF.bruno), t.login(CPF.ana)]);
  });
  afterAll(() => t?.close());

  async function ficha(token = bruno) {
    const r = await t.callV4(240, ['W1', '2026', TURMA.sextoA2026], { token });
    expect(r.status).toBe(200);
    const f = fichaProfessorResultado.parse(r.body.conteudo);
    const turma = f.turmas[0];
    if (!turma?.coddisciplina || !turma.anoletivo) throw new Error('ficha sem a disciplina da turma');
    return turma;
  }

  async function linhaDo(codaluno: string, bimestre: number) {
    const turma = await ficha();
    return turma.alunos.find((a) => a.codaluno === codaluno)?.linhas?.find((l) => l.bimestre === bimestre);
  }

  async function salvar(
    notas: { codaluno: string; nota: string; recuperacao?: string; versao?: number }[],
    o: { token?: string; bimestre?: number; codturma?: string; idempotencyKey?: string } = {},
  ) {
    const turma = await ficha();
    return t.callV4(
      241,
      ['W1', 2026, o.codturma ?? TURMA.sextoA2026, turma.coddisciplina ?? 0, o.bimestre ?? 1],
      { token: o.token ?? bruno, idempotencyKey: o.idempotencyKey ?? novaChave(), conteudo: { notas } },
    );
  }

  /** Lucas's Mathematics in Ana's boletim (coddao 242) as a line: '1º bim 9,5 · 2º bim 7,0 · …'. */
  async function boletimDoLucas() {
    const r = await t.callV4(242, ['W1'], { token: ana });
    expect(r.status).toBe(200);
    const linha = boletimResultado
      .parse(r.body.conteudo)
      .alunos.find((a) => a.codaluno === ALUNO.lucas)
      ?.disciplinas.find((d) => d.nome === 'Matemática');
    if (!linha) throw new Error('sem a linha de Matemática do Lucas');
    return linha.bimestres
      .flatMap((b) => (b.conta === null ? [] : [`${b.bimestre}º bim ${formatNota(b.conta)}`]))
      .join(' · ');
  }

  it('the sheet carries each row with its versao and the class its subject and year', async () => {
    const turma = await ficha();
    expect(turma.anoletivo).toBe(2026);
    const lucas = turma.alunos.find((a) => a.codaluno === ALUNO.lucas);
    expect(lucas?.linhas?.map((l) => l.bimestre)).toEqual([1, 2, 3]);
    for (const l of lucas?.linhas ?? []) expect(l.versao).toBeGreaterThanOrEqual(1);
  });

  it("Bruno saves a grade: his sheet and Ana's boletim show it, the row's versao grows and says who changed it", async () => {
    const antes = await linhaDo(ALUNO.lucas, 1);
    if (!antes) throw new Error('sem nota do 1º bimestre');
    const r = await salvar([{ codaluno: ALUNO.lucas, nota: '9,5', versao: antes.versao }]);
    expect(r.status).toBe(200);
    expect(r.body.conteudo).toEqual({
      salvas: 1,
      notas: [{ codaluno: ALUNO.lucas, nota: 95, recuperacao: null, versao: antes.versao + 1 }],
    });
    expect(await linhaDo(ALUNO.lucas, 1)).toEqual({
      bimestre: 1,
      nota: 95,
      recuperacao: null,
      versao: antes.versao + 1,
    });
    expect(await boletimDoLucas()).toContain('1º bim 9,5');
    const [row] = await t.database.db
      .select()
      .from(nota)
      .where(
        and(
          eq(nota.codaluno, ALUNO.lucas),
          eq(nota.anoletivo, 2026),
          eq(nota.bimestre, 1),
          eq(nota.coddisciplina, 2),
        ),
      );
    expect(row?.alteradoPor).toBe(PESSOA.bruno);

    // A new grade (the 4th bimester, not given yet) starts at versao 1, with its recovery grade.
    const nova = await salvar([{ codaluno: ALUNO.lucas, nota: '4,0', recuperacao: '6,5' }], { bimestre: 4 });
    expect(nova.status).toBe(200);
    expect(nova.body.conteudo.notas).toEqual([
      { codaluno: ALUNO.lucas, nota: 40, recuperacao: 65, versao: 1 },
    ]);
    // 4,0 recovered with 6,5 counts 6,0: the Colégio's formula caps a recovery at its pass mark.
    expect(await boletimDoLucas()).toContain('4º bim 6,0');

    // Cleared (blank) with its versao: the grade is gone from both answers.
    const limpa = await salvar([{ codaluno: ALUNO.lucas, nota: '', versao: 1 }], { bimestre: 4 });
    expect(limpa.status).toBe(200);
    expect(await linhaDo(ALUNO.lucas, 4)).toBeUndefined();
    expect(await boletimDoLucas()).not.toContain('4º bim');
  });

  it('refuses, with 403, a teacher who does not teach that subject to that class, and a parent', async () => {
    const admin = await t.login(CPF.admin);
    const outro = await salvar([{ codaluno: ALUNO.lucas, nota: '1,0', versao: 1 }], { token: admin });
    expect(outro.status).toBe(403);
    expect(outro.body.conteudo.mensagem).toBe(MENSAGENS_API.semPermissao);
    // Bruno teaches Mathematics to 6º A in 2026, but not another subject.
    const turma = await ficha();
    const portugues = await t.callV4(241, ['W1', 2026, TURMA.sextoA2026, 1, 1], {
      token: bruno,
      idempotencyKey: novaChave(),
      conteudo: { notas: [{ codaluno: ALUNO.lucas, nota: '1,0' }] },
    });
    expect(turma.coddisciplina).not.toBe(1);
    expect(portugues.status).toBe(403);
    // Nor a class of another year he taught (2025's 5º A is not 6º A).
    expect(
      (await salvar([{ codaluno: ALUNO.lucas, nota: '1,0' }], { codturma: TURMA.quintoA2025 })).status,
    ).toBe(403);
    expect((await salvar([{ codaluno: ALUNO.lucas, nota: '1,0', versao: 1 }], { token: ana })).status).toBe(
      403,
    );
    expect((await linhaDo(ALUNO.lucas, 1))?.nota).not.toBe(10);
  });

  it('a refused save writes nothing, though its writes went with the permission check in one round trip', async () => {
    const antes = await linhaDo(ALUNO.lucas, 1);
    if (!antes?.versao) throw new Error('o Lucas sem nota no 1º bimestre');
    const admin = await t.login(CPF.admin);
    // The write would match (the version read is the row's): only the permission refuses it, and takes it back.
    const r = await salvar([{ codaluno: ALUNO.lucas, nota: '2,5', versao: antes.versao }], { token: admin });
    expect(r.status).toBe(403);
    // A grade typed wrong by someone who may not grade is still a 403: the permission is decided first.
    expect((await salvar([{ codaluno: ALUNO.lucas, nota: '10,1' }], { token: admin })).status).toBe(403);
    expect(await linhaDo(ALUNO.lucas, 1)).toEqual(antes);
  });

  it('refuses 10,1, -1 and 8,55 with the field and core’s message, and changes nothing', async () => {
    const antes = await linhaDo(ALUNO.lucas, 2);
    for (const [texto, mensagem] of [
      ['10,1', MENSAGENS_NOTA.acimaDe10],
      ['-1', MENSAGENS_NOTA.negativa],
      ['8,55', MENSAGENS_NOTA.casas],
      ['abc', MENSAGENS_NOTA.formato],
    ] as const) {
      const r = await salvar([{ codaluno: ALUNO.lucas, nota: texto, versao: antes?.versao }], {
        bimestre: 2,
      });
      expect(r.status).toBe(400);
      expect(r.body.conteudo).toEqual({ mensagem, campos: { 'conteudo.notas.0.nota': mensagem } });
    }
    const rec = await salvar(
      [{ codaluno: ALUNO.lucas, nota: '5,0', recuperacao: '10,5', versao: antes?.versao }],
      {
        bimestre: 2,
      },
    );
    expect(rec.body.conteudo.campos).toEqual({ 'conteudo.notas.0.recuperacao': MENSAGENS_NOTA.acimaDe10 });
    expect(await linhaDo(ALUNO.lucas, 2)).toEqual(antes);
  });

  it('refuses a student of another class, and saves nothing of the batch', async () => {
    const lucas = await linhaDo(ALUNO.lucas, 3);
    const r = await salvar(
      [
        { codaluno: ALUNO.lucas, nota: '7,0', versao: lucas?.versao },
        { codaluno: ALUNO.mariana, nota: '7,0' },
      ],
      { bimestre: 3 },
    );
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.conteudo.campos)).toEqual(['conteudo.notas.1.codaluno']);
    expect(await linhaDo(ALUNO.lucas, 3)).toEqual(lucas);
    const [daMariana] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(nota)
      .where(and(eq(nota.codaluno, ALUNO.mariana), eq(nota.codturma, TURMA.sextoA2026)));
    expect(Number(daMariana?.n)).toBe(0);
  });

  it('is idempotent: the same key twice is one change and the same answer', async () => {
    const antes = await linhaDo(ALUNO.lucas, 2);
    const idempotencyKey = novaChave();
    const conteudo = [{ codaluno: ALUNO.lucas, nota: '6,5', versao: antes?.versao }];
    const primeira = await salvar(conteudo, { bimestre: 2, idempotencyKey });
    const segunda = await salvar(conteudo, { bimestre: 2, idempotencyKey });
    expect(primeira.status).toBe(200);
    expect(segunda.status).toBe(200);
    expect(segunda.headers['idempotent-replayed']).toBe('true');
    expect(segunda.body).toEqual(primeira.body);
    expect(await linhaDo(ALUNO.lucas, 2)).toMatchObject({ nota: 65, versao: (antes?.versao ?? 0) + 1 });
    // Without a key the write is refused, so a retried save can never apply twice.
    const semChave = await t.callV4(241, ['W1', 2026, TURMA.sextoA2026, 2, 2], {
      token: bruno,
      conteudo: { notas: conteudo },
    });
    expect(semChave.status).toBe(400);
    const [guardadas] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(idempotencia)
      .where(eq(idempotencia.chave, idempotencyKey));
    expect(Number(guardadas?.n)).toBe(1);
  });

  it('a stale save is refused whole as CONFLITO naming the student and the grade, never overwriting', async () => {
    const lucas = await linhaDo(ALUNO.lucas, 3);
    const turma = await ficha();
    const colega = turma.alunos.find((a) => a.codaluno !== ALUNO.lucas);
    const doColega = colega?.linhas?.find((l) => l.bimestre === 3);
    if (!lucas || !colega || !doColega) throw new Error('sem notas do 3º bimestre');
    expect(
      (await salvar([{ codaluno: ALUNO.lucas, nota: '8,0', versao: lucas.versao }], { bimestre: 3 })).status,
    ).toBe(200);
    // The colleague's row is fine, Lucas's was read before the save above: nothing of the batch is written.
    const velha = await salvar(
      [
        { codaluno: colega.codaluno, nota: '3,0', versao: doColega.versao },
        { codaluno: ALUNO.lucas, nota: '2,0', versao: lucas.versao },
      ],
      { bimestre: 3 },
    );
    expect(velha.status).toBe(400);
    const mensagem = mensagemNotaAlterada('Lucas Souza Almeida', 'Matemática', 3);
    expect(velha.body.conteudo).toEqual({
      mensagem,
      campos: { 'conteudo.notas.1.nota': mensagem },
      codigo: 'CONFLITO',
    });
    expect(velha.body.conteudo.mensagem).toBe(
      'A nota de Lucas Souza Almeida em Matemática (3º bimestre) foi alterada por outra pessoa. Recarregue e tente de novo.',
    );
    expect(await linhaDo(ALUNO.lucas, 3)).toMatchObject({ nota: 80, versao: lucas.versao + 1 });
    expect(await linhaDo(colega.codaluno, 3)).toEqual(doColega);
    // A grade given by someone else since the sheet was read (sent without versao) is a conflict too.
    const jaDada = await salvar([{ codaluno: ALUNO.lucas, nota: '5,0' }], { bimestre: 3 });
    expect(jaDada.body.conteudo.codigo).toBe('CONFLITO');
  });

  // PGlite runs one transaction at a time, so nothing there ever waits on a row lock.
  it.runIf(kind === 'postgres')(
    'a save that waits behind an uncommitted change of the same grade is refused once it commits, not applied over it',
    async () => {
      const lida = await linhaDo(ALUNO.lucas, 2);
      if (!lida) throw new Error('sem nota');
      let pedido: ReturnType<typeof salvar> | undefined;
      const daLinha = and(
        eq(nota.codaluno, ALUNO.lucas),
        eq(nota.coddisciplina, 2),
        eq(nota.anoletivo, 2026),
        eq(nota.bimestre, 2),
      );
      await t.database.db.transaction(async (tx) => {
        // Another writer changed the grade and has not committed: the version the save sends still looks current.
        await tx
          .update(nota)
          .set({ nota: 33, versao: sql`${nota.versao} + 1` })
          .where(daLinha);
        // As every writer does (ARCHITECTURE, invariants): what it changed, announced in its transaction.
        await anunciar(tx, ['modulos'], 'todos');
        pedido = salvar([{ codaluno: ALUNO.lucas, nota: '9,9', versao: lida.versao }], { bimestre: 2 });
        // Until the save is seen waiting on the row lock (another connection of the pool asks).
        await expect
          .poll(
            async () => {
              const [w] = rowsOf<{ n: number }>(
                await t.database.db.execute(
                  sql`select count(*)::int as n from pg_stat_activity
                      where datname = current_database() and wait_event_type = 'Lock'`,
                ),
              );
              return Number(w?.n ?? 0);
            },
            { timeout: 5000, interval: 50 },
          )
          .toBeGreaterThan(0);
      });
      const r = await pedido;
      expect(r?.status).toBe(400);
      expect(r?.body.conteudo.codigo).toBe('CONFLITO');
      expect(await linhaDo(ALUNO.lucas, 2)).toMatchObject({ nota: 33, versao: lida.versao + 1 });
    },
  );

  it('two teachers, twenty saves at once of the grade they both read: exactly one wins, the others get CONFLITO', async () => {
    // A second teacher of 6º A Mathematics: the administrator, for this test.
    const turma = await ficha();
    await t.database.db.insert(docencia).values({
      codpessoa: PESSOA.admin,
      coddisciplina: turma.coddisciplina ?? 0,
      anoletivo: 2026,
      codturma: TURMA.sextoA2026,
    });
    const admin = await t.login(CPF.admin);
    const lida = await linhaDo(ALUNO.lucas, 1);
    if (!lida) throw new Error('sem nota');
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        salvar([{ codaluno: ALUNO.lucas, nota: `${i % 10},${i % 7}`, versao: lida.versao }], {
          token: i % 2 === 0 ? bruno : admin,
        }),
      ),
    );
    const vencedoras = respostas.filter((r) => r.status === 200);
    expect(vencedoras).toHaveLength(1);
    for (const r of respostas.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.conteudo.codigo).toBe('CONFLITO');
    }
    const ganhou = vencedoras[0]?.body.conteudo.notas[0];
    expect(await linhaDo(ALUNO.lucas, 1)).toEqual({
      bimestre: 1,
      nota: ganhou.nota,
      recuperacao: null,
      versao: lida.versao + 1,
    });

    // The same for a grade no one gave yet: twenty first grades at once, one row, versao 1.
    const primeiras = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        salvar([{ codaluno: ALUNO.lucas, nota: `${i % 10}` }], { bimestre: 4, token: i % 2 ? bruno : admin }),
      ),
    );
    expect(primeiras.filter((r) => r.status === 200)).toHaveLength(1);
    expect(primeiras.filter((r) => r.body.conteudo.codigo === 'CONFLITO')).toHaveLength(19);
    expect((await linhaDo(ALUNO.lucas, 4))?.versao).toBe(1);
  });
});
