import { MENSAGENS_API } from '@portal/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pessoa } from '../src/db/schema/index.ts';
import { ALUNO, CONDOMINIO, EMPRESA, PESSOA, TURMA } from '../src/seed-data/index.ts';
import { CPF, v3Path } from './fixtures.ts';
import { buildTestApp, demoTeste, type TestApp } from './helper.ts';

/** The dated demo as this run's database holds it. */
const { cobrancas } = demoTeste;

/** coddao 4 over HTTP: only choices a person really has; the token it answers scopes what follows. */
describe('coddao 4 accepts only the context a person has (issue 10)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const paramsDe = async (codpessoa: number) =>
    (await t.database.db.select().from(pessoa).where(eq(pessoa.codpessoa, codpessoa)))[0]?.paramsistema;

  it('a parent may pick only the classes of their own children; a refusal names the field and saves nothing', async () => {
    const token = await t.login(CPF.ana);
    const antes = await paramsDe(PESSOA.ana);
    const outra = await t.callV4(4, ['W1', EMPRESA.colegioHorizonte, '2026', TURMA.terceiraEM2026, '', ''], {
      token,
    });
    expect(outra.status).toBe(400);
    expect(outra.body.conteudo.mensagem).toBe(MENSAGENS_API.contextoTurma);
    expect(outra.body.conteudo.mensagem).toMatch(/^Turma/);
    expect(outra.body.conteudo.campos).toEqual({ 'parametros.3': MENSAGENS_API.contextoTurma });
    expect(await paramsDe(PESSOA.ana)).toBe(antes);

    const propria = await t.callV4(
      4,
      ['W1', EMPRESA.colegioHorizonte, '2026', TURMA.nonoB2026, ALUNO.mariana, ''],
      { token },
    );
    expect(propria.status).toBe(200);
  });

  it('the login offers a parent only their children’s classes, and a teacher only the classes they teach', async () => {
    const turmasDe = async (cpf: string) => {
      const r = await t.callV4(16, [
        'W1',
        cpf,
        await import('@portal/core').then((c) => c.hashPassword('demo1234', 'portal-senha')),
      ]);
      const escola = (
        r.body.conteudo.usuario.lstempresa as {
          codempresa: number;
          lstanoletivo: { turmas: { codturma: string }[] }[];
        }[]
      ).find((e) => e.codempresa === EMPRESA.colegioHorizonte);
      return (escola?.lstanoletivo ?? []).flatMap((a) => a.turmas.map((x) => x.codturma)).sort();
    };
    expect(await turmasDe(CPF.ana)).toEqual([TURMA.sextoA2026, TURMA.nonoB2026].sort());
    const doProfessor = await turmasDe(CPF.bruno);
    expect(doProfessor.length).toBeGreaterThan(0);
    const token = await t.login(CPF.bruno);
    for (const codturma of doProfessor) {
      const ano = codturma.startsWith('25') ? '2025' : '2026';
      const r = await t.callV4(4, ['W1', EMPRESA.colegioHorizonte, ano, codturma, '', ''], { token });
      expect(r.status, codturma).toBe(200);
    }
    const naoLeciona = Object.values(TURMA).find((c) => !doProfessor.includes(c));
    const r = await t.callV4(4, ['W1', EMPRESA.colegioHorizonte, '', naoLeciona, '', ''], { token });
    expect(r.status).toBe(400);
  });

  it('each slot is checked: company, year, student, condominium', async () => {
    const ana = await t.login(CPF.ana);
    const carla = await t.login(CPF.carla);
    const casos: [string, unknown[], string][] = [
      [ana, ['W1', EMPRESA.vidaPlena, '', '', '', ''], 'parametros.1'],
      [ana, ['W1', EMPRESA.colegioHorizonte, '1999', '', '', ''], 'parametros.2'],
      [ana, ['W1', EMPRESA.colegioHorizonte, '', '', ALUNO.tiago, ''], 'parametros.4'],
      [carla, ['W1', EMPRESA.larSeguro, '', '', '', CONDOMINIO.vilaVerde], 'parametros.5'],
    ];
    for (const [token, parametros, campo] of casos) {
      const r = await t.callV4(4, parametros, { token });
      expect(r.status, campo).toBe(400);
      expect(Object.keys(r.body.conteudo.campos), campo).toEqual([campo]);
      expect(r.body.conteudo.mensagem, campo).toBe(r.body.conteudo.campos[campo]);
    }
  });

  it('the token coddao 4 answers scopes the next reads: Carla sees one building’s boletos at a time', async () => {
    const login = await t.login(CPF.carla);
    const boletos = async (token: string) => {
      // Bills are charges (coddao 500), no module records since issue 28.
      const r = await t.callV4(500, ['W1', 'condominio', 'boletos', 1, 100], { token });
      return (r.body.conteudo.itens as { codcobranca: number }[]).map((i) => i.codcobranca);
    };
    const escolher = async (cond: string) => {
      const r = await t.callV4(4, ['W1', EMPRESA.larSeguro, '', '', '', cond], { token: login });
      expect(r.status).toBe(200);
      return r.body.conteudo as string;
    };
    const acacias = await boletos(await escolher(CONDOMINIO.acacias));
    const solar = await boletos(await escolher(CONDOMINIO.solarAtlantico));
    const ambos = await boletos(await escolher(''));
    expect(acacias.length).toBeGreaterThan(0);
    expect(solar.length).toBeGreaterThan(0);
    expect(acacias.filter((c) => solar.includes(c))).toEqual([]);
    expect(ambos.sort()).toEqual([...acacias, ...solar].sort());
  });

  it('V3: another child’s boleto is 404 in this context, 200 in its own, 403 to a stranger', async () => {
    const doLucas = cobrancas.find(
      (c) => c.modulo === 'escola' && c.lista === 'mensalidades' && c.escopo.codaluno === ALUNO.lucas,
    );
    if (!doLucas) throw new Error('Lucas sem boleto de mensalidade');
    const caminho = await v3Path('boleto', [doLucas.codcobranca]);
    const login = await t.login(CPF.ana);
    const tokenPara = async (codaluno: string) =>
      (await t.callV4(4, ['W1', EMPRESA.colegioHorizonte, '', '', codaluno, ''], { token: login })).body
        .conteudo as string;
    const get = (token: string) =>
      t.app.inject({ method: 'GET', url: caminho, headers: { authorization: `Bearer ${token}` } });
    expect((await get(await tokenPara(ALUNO.mariana))).statusCode).toBe(404);
    expect((await get(await tokenPara(ALUNO.lucas))).statusCode).toBe(200);
    expect((await get(await t.login(CPF.carla))).statusCode).toBe(403);
  });
});
