import {
  frequenciaAlunoResultado,
  justificativasPendentesResultado,
  MENSAGENS_API,
  MENSAGENS_FREQUENCIA,
  riscoFrequenciaResultado,
} from '@portal/core';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anexo, justificativaFalta, notificacao } from '../src/db/schema/index.ts';
import { ALUNO, PESSOA } from '../src/seed-data/index.ts';
import { CPF } from './fixtures.ts';
import { agoraTeste, buildTestApp, databaseKinds, type TestApp } from './helper.ts';

/** A one-pixel PNG: the certificate. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const atestado = {
  base64: PNG,
  filename: 'atestado.png',
  filesize: 68,
  filetype: 'image/png',
  dthcriacao: '2026-11-27T12:00:00Z',
};

/**
 * Issue 31, "Justificar falta" (coddao 246) and the school office (290–292): Ana justifies Lucas's absence with a
 * certificate, Sílvia (secretaria) sees it pending and decides it once, Ana is notified in the same transaction;
 * the attendance-risk list; scope (another child: not found; not a secretaria: 403).
 */
describe.each(databaseKinds())('justificar falta e secretaria on %s', (kind) => {
  let t: TestApp;
  let ana: string;
  let silvia: string;
  let bruno: string;
  let carla: string;
  let chave = 0;
  const novaChave = () => `justificar-${kind}-${++chave}`;

  beforeAll(async () => {
    t = await buildTestApp({ kind, now: agoraTeste, settings: { tokenTtlSeconds: 90 * 24 * 3600 } });
    [ana, silvia, bruno, carla] = await Promise.all([
      t.login(CPF.ana),
      t.login(CPF.silvia),
      t.login(CPF.bruno),
      t.login(CPF.carla),
    ]);
  });
  afterAll(() => t?.close());

  async function frequencia() {
    const r = await t.callV4(245, ['W1', ALUNO.lucas], { token: ana });
    expect(r.status).toBe(200);
    return frequenciaAlunoResultado.parse(r.body.conteudo);
  }
  const justificar = (
    aulas: number[],
    motivo: string,
    o: { token?: string; codaluno?: string; k?: string } = {},
  ) =>
    t.callV4(246, ['W1', o.codaluno ?? ALUNO.lucas], {
      token: o.token ?? ana,
      idempotencyKey: o.k ?? novaChave(),
      conteudo: { aulas, motivo, anexo: atestado },
    });
  async function pendentes(token = silvia) {
    const r = await t.callV4(290, ['W1'], { token });
    expect(r.status).toBe(200);
    return justificativasPendentesResultado.parse(r.body.conteudo).itens;
  }
  const decidir = (cod: number, decisao: 'aceita' | 'recusada', motivoRecusa?: string, token = silvia) =>
    t.callV4(291, ['W1', cod], {
      token,
      idempotencyKey: novaChave(),
      conteudo: motivoRecusa === undefined ? { decisao } : { decisao, motivoRecusa },
    });

  let codjustificativa = 0;
  let codaula = 0;

  it('Ana justifies an absence with a certificate: pending in her frequência and in the office list', async () => {
    const f = await frequencia();
    const falta = f.faltas.find((x) => x.justificativa === null);
    if (!falta) throw new Error('Lucas sem falta a justificar');
    codaula = falta.codaula;
    const k = novaChave();
    const r = await justificar([codaula], '  Consulta   médica  ', { k });
    expect(r.status).toBe(200);
    expect(r.body.conteudo.situacao).toBe('pendente');
    codjustificativa = r.body.conteudo.codjustificativa;
    // Idempotent: the same key answers the same justification and writes nothing again.
    const repetida = await justificar([codaula], '  Consulta   médica  ', { k });
    expect(repetida.body.conteudo).toEqual(r.body.conteudo);
    const linhas = await t.database.db
      .select()
      .from(justificativaFalta)
      .where(eq(justificativaFalta.codjustificativa, codjustificativa));
    expect(linhas).toHaveLength(1);
    expect(linhas[0]?.motivo).toBe('Consulta médica');
    const [arquivo] = await t.database.db
      .select()
      .from(anexo)
      .where(eq(anexo.codanexo, linhas[0]?.codanexo ?? 0));
    expect(arquivo?.filename).toBe('atestado.png');
    expect((await frequencia()).faltas.find((x) => x.codaula === codaula)?.justificativa?.situacao).toBe(
      'pendente',
    );
    const item = (await pendentes()).find((j) => j.codjustificativa === codjustificativa);
    expect(item).toMatchObject({ codaluno: ALUNO.lucas, motivo: 'Consulta médica', anexo: 'atestado.png' });
    expect(item?.aluno).toContain('Lucas');
    expect(item?.faltas).toHaveLength(1);
  });

  it('an absence already pending or accepted cannot be justified again (CONFLITO); a lesson attended, not at all', async () => {
    const r = await justificar([codaula], 'Outra vez o motivo');
    expect(r.status).toBe(400);
    expect(r.body.conteudo.codigo).toBe('CONFLITO');
    expect(r.body.conteudo.mensagem).toBe(MENSAGENS_FREQUENCIA.jaJustificada);
    const presente = await justificar([999_999], 'Consulta médica');
    expect(presente.status).toBe(400);
    expect(presente.body.conteudo.mensagem).toBe(MENSAGENS_FREQUENCIA.naoEFalta);
    const curto = await justificar([codaula], 'ab');
    expect(curto.status).toBe(400);
    expect(curto.body.conteudo.mensagem).toBe(MENSAGENS_FREQUENCIA.motivoCurto);
  });

  it("only the family's own child: another child is not found", async () => {
    const r = await justificar([codaula], 'Consulta médica', { token: carla });
    expect(r.status).toBe(400);
    expect(r.body.conteudo.mensagem).toBe(MENSAGENS_API.naoEncontrado);
    const outro = await t.callV4(245, ['W1', ALUNO.lucas], { token: carla });
    expect(outro.status).toBe(400);
  });

  it('only the school office decides and lists: a teacher or a family gets 403', async () => {
    expect((await t.callV4(290, ['W1'], { token: bruno })).status).toBe(403);
    expect((await t.callV4(292, ['W1'], { token: ana })).status).toBe(403);
    expect((await decidir(codjustificativa, 'aceita', undefined, ana)).status).toBe(403);
  });

  it('a refusal needs its reason', async () => {
    const r = await decidir(codjustificativa, 'recusada', '  ');
    expect(r.status).toBe(400);
    expect(r.body.conteudo.mensagem).toBe(MENSAGENS_FREQUENCIA.recusaSemMotivo);
  });

  it('Sílvia accepts: decided once under 10 decisions at once, Ana notified once in the same transaction', async () => {
    const antes = new Date(agoraTeste().getTime() - 1);
    const desde = await t.database.db
      .select({ c: notificacao.codnotificacao })
      .from(notificacao)
      .orderBy(notificacao.codnotificacao);
    const ultima = desde.at(-1)?.c ?? 0;
    const rs = await Promise.all(Array.from({ length: 10 }, () => decidir(codjustificativa, 'aceita')));
    for (const r of rs) {
      expect(r.status).toBe(200);
      expect(r.body.conteudo.situacao).toBe('aceita');
    }
    const novas = await t.database.db
      .select()
      .from(notificacao)
      .where(and(eq(notificacao.codpessoa, PESSOA.ana), gt(notificacao.codnotificacao, ultima)));
    expect(novas.map((n) => n.titulo)).toEqual([MENSAGENS_FREQUENCIA.avisoAceita]);
    expect(novas[0]?.mensagem).toBe('A secretaria aceitou a justificativa de falta de Lucas.');
    expect(novas[0]?.rota).toBe('/escola/frequencia');
    expect(novas[0]?.dthcriacao.getTime()).toBeGreaterThan(antes.getTime());
    const [j] = await t.database.db
      .select()
      .from(justificativaFalta)
      .where(eq(justificativaFalta.codjustificativa, codjustificativa));
    expect(j).toMatchObject({ situacao: 'aceita', decididaPor: PESSOA.silvia });
    expect((await frequencia()).faltas.find((x) => x.codaula === codaula)?.justificativa?.situacao).toBe(
      'aceita',
    );
    expect((await pendentes()).some((p) => p.codjustificativa === codjustificativa)).toBe(false);
    // A different decision afterwards is a domain conflict, never an overwrite.
    const recusa = await decidir(codjustificativa, 'recusada', 'Sem atestado.');
    expect(recusa.status).toBe(400);
    expect(recusa.body.conteudo.codigo).toBe('CONFLITO');
    expect(recusa.body.conteudo.mensagem).toBe(MENSAGENS_FREQUENCIA.jaDecidida);
  });

  it('a refused justification is told with its reason and the absence may be justified again', async () => {
    const f = await frequencia();
    const falta = f.faltas.find((x) => x.justificativa === null);
    if (!falta) throw new Error('Lucas sem outra falta');
    const r = await justificar([falta.codaula], 'Viagem de família');
    const cod = r.body.conteudo.codjustificativa;
    expect((await decidir(cod, 'recusada', 'Viagem não justifica falta.')).status).toBe(200);
    const depois = (await frequencia()).faltas.find((x) => x.codaula === falta.codaula);
    expect(depois?.justificativa).toMatchObject({
      situacao: 'recusada',
      motivoRecusa: 'Viagem não justifica falta.',
    });
    const [aviso] = await t.database.db
      .select()
      .from(notificacao)
      .where(
        and(
          eq(notificacao.codpessoa, PESSOA.ana),
          eq(notificacao.titulo, MENSAGENS_FREQUENCIA.avisoRecusada),
        ),
      );
    expect(aviso?.mensagem).toBe(
      'A secretaria recusou a justificativa de falta de Lucas: Viagem não justifica falta.',
    );
    // Sent again from five devices at once (five keys): the database lets exactly one claim the absence.
    const rs = await Promise.all(
      Array.from({ length: 5 }, (_, i) => justificar([falta.codaula], `Consulta médica, com atestado ${i}`)),
    );
    expect(rs.filter((x) => x.status === 200)).toHaveLength(1);
    for (const x of rs.filter((y) => y.status !== 200)) expect(x.body.conteudo.codigo).toBe('CONFLITO');
  });

  it('an unknown justification is not found', async () => {
    const r = await decidir(999_999, 'aceita');
    expect(r.status).toBe(400);
    expect(r.body.conteudo.mensagem).toBe(MENSAGENS_API.naoEncontrado);
  });

  it('the attendance-risk list shows the students past 7,5 % of the lessons, worst first', async () => {
    const r = await t.callV4(292, ['W1'], { token: silvia });
    expect(r.status).toBe(200);
    const itens = riscoFrequenciaResultado.parse(r.body.conteudo).itens;
    expect(itens.length).toBeGreaterThan(0);
    for (const i of itens) expect(i.faltas * 1000).toBeGreaterThan(i.aulas * 75);
    const colega = itens.find((i) => i.codaluno === 'A30004' && i.disciplina === 'Matemática');
    expect(colega?.turma).toBe('6º ano A - Ensino Fundamental');
    const fracoes = itens.map((i) => i.faltas / i.aulas);
    expect([...fracoes].sort((a, b) => b - a)).toEqual(fracoes);
  });
});
