import { MENSAGENS, MENSAGENS_API } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESSOA } from '../src/seed-data/index.ts';
import { CPF, cadastroValido, v3Path } from './fixtures.ts';
import { buildTestApp, demoTeste, type TestApp } from './helper.ts';

/** The dated demo as this run's database holds it. */
const { contracheques, modulos, recados } = demoTeste;

describe('GET /api/V3/{doc}/{params}/{hash}', () => {
  let t: TestApp;
  let bruno: string;
  let ana: string;
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    t = await buildTestApp();
    bruno = await t.login(CPF.bruno);
    ana = await t.login(CPF.ana);
  });
  afterAll(() => t.close());

  const payslip = () => {
    const c = contracheques.find((x) => x.codpessoa === PESSOA.bruno);
    if (!c) throw new Error('Bruno sem contracheque');
    return c;
  };

  it('answers the owner’s payslip as a real PDF', async () => {
    const c = payslip();
    const res = await get(await v3Path('contracheque', [PESSOA.bruno, c.codcontracheque]), bruno);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`contracheque_${c.competencia}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
  });

  it('403 for a bad hash, compared before anything else is revealed', async () => {
    const c = payslip();
    const res = await get(
      await v3Path('contracheque', [PESSOA.bruno, c.codcontracheque], 'a'.repeat(64)),
      bruno,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      codstatus: 403,
      conteudo: { mensagem: MENSAGENS_API.documentoHashInvalido },
    });
  });

  it('403 for someone else’s payslip, 401 without a token', async () => {
    const c = payslip();
    const path = await v3Path('contracheque', [PESSOA.bruno, c.codcontracheque]);
    expect((await get(path, ana)).statusCode).toBe(403);
    const semToken = await get(path);
    expect(semToken.statusCode).toBe(401);
    expect(semToken.json().conteudo.mensagem).toBe(MENSAGENS.tokenInvalido);
  });

  it('404 for an unknown document kind or record', async () => {
    expect((await get(await v3Path('planilha', [1]), bruno)).statusCode).toBe(404);
    const res = await get(await v3Path('contracheque', [PESSOA.bruno, 999_999]), bruno);
    expect(res.statusCode).toBe(404);
    expect(res.json().conteudo.mensagem).toBe(MENSAGENS_API.documentoNaoEncontrado);
  });

  it('serves an announcement attachment as stored, to whoever may read the announcement', async () => {
    const comAnexo = recados.find(
      (r) => r.anexos.length > 0 && r.escopo.codempresa === 101 && !r.escopo.codturma,
    );
    const anexo = comAnexo?.anexos[0];
    if (!anexo) throw new Error('nenhum recado com anexo');
    const res = await get(await v3Path('anexo', [anexo.codanexo]), ana);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(Buffer.from(anexo.base64, 'base64'))).toBe(true);
    const carla = await t.login(CPF.carla);
    expect((await get(await v3Path('anexo', [anexo.codanexo]), carla)).statusCode).toBe(403);
  });

  it('serves the registration’s own upload back to its author only', async () => {
    const r = await t.callV4(94, ['W1'], {
      token: ana,
      idempotencyKey: 'v3-anexo',
      conteudo: cadastroValido(),
    });
    expect(r.status).toBe(200);
    const [row] = await t.database.db.query.anexo.findMany({
      where: (a, { eq }) => eq(a.codcadastro, r.body.conteudo.codcadastro),
    });
    if (!row) throw new Error('anexo do cadastro ausente');
    const res = await get(await v3Path('anexo', [row.codanexo]), ana);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((await get(await v3Path('anexo', [row.codanexo]), bruno)).statusCode).toBe(403);
  });

  it('generates a bill (boleto) PDF for a visible record and the yearly income report', async () => {
    const boleto = demoTeste.cobrancas.find(
      (c) => c.modulo === 'condominio' && c.lista === 'boletos' && !c.pagoEm && c.escopo.codcondomino,
    );
    if (!boleto) throw new Error('sem boleto de condomínio');
    const carla = await t.login(CPF.carla);
    const res = await get(await v3Path('boleto', [boleto.codcobranca]), carla);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(await v3Path('boleto', [boleto.codcobranca]), bruno)).statusCode).toBe(403);
    const informe = await get(await v3Path('informe', [PESSOA.bruno, 2026]), bruno);
    expect(informe.statusCode).toBe(200);
    expect(informe.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(await v3Path('informe', [PESSOA.bruno, 2026]), ana)).statusCode).toBe(403);
    const doModulo = modulos
      .find((l) => l.modulo === 'pprivada' && l.lista === 'informe-rendimentos')
      ?.registros.find((r) => r.escopo.codpessoa === PESSOA.bruno && r.anexo?.doc === 'informe');
    if (!doModulo?.anexo) throw new Error('sem informe no módulo');
    const pdf = await get(await v3Path('informe', doModulo.anexo.params), bruno);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(await v3Path('informe', [PESSOA.bruno, 1999]), bruno)).statusCode).toBe(404);
  });
});
