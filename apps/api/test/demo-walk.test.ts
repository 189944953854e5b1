import { normalizeMenuRoute } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pessoas } from '../src/seed-data/index.ts';
import { v3Path } from './fixtures.ts';
import { buildTestApp, demoTeste, type TestApp } from './helper.ts';

/** The dated demo as this run's database holds it. */
const { modulos } = demoTeste;

/** Every demo account walks its own menus: each module list answers, and each document it offers opens. */
describe('demo accounts walk their menus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each(pessoas.filter((p) => !p.semSenha).map((p) => [p.nompessoa, p.cpf]))('%s', async (_nome, cpf) => {
    const login = await t.callV4(16, [
      'W1',
      cpf,
      await import('@portal/core').then((c) => c.hashPassword('demo1234', 'portal-senha')),
    ]);
    const { token, menus } = login.body.conteudo;
    const rotas: string[] = menus.flatMap((g: { menus: { rota: string }[] }) =>
      g.menus.map((m) => normalizeMenuRoute(m.rota)),
    );
    const falhas: string[] = [];
    for (const rota of rotas) {
      const [, modulo, lista] = rota.split('/');
      if (rota.startsWith('/doc/')) {
        const doc = await t.callV4(270, ['W1', rota.slice('/doc/'.length)], { token });
        if (doc.status !== 200) falhas.push(`${rota}: ${doc.status}`);
        continue;
      }
      if (!modulos.some((l) => l.modulo === modulo && l.lista === lista)) continue;
      const res = await t.callV4(300, ['W1', modulo, lista, 1, 100], { token });
      if (res.status !== 200) {
        falhas.push(`${rota}: ${res.status} ${JSON.stringify(res.body.conteudo)}`);
        continue;
      }
      for (const r of res.body.conteudo.itens) {
        if (r.anexo) {
          const arquivo = await t.app.inject({
            method: 'GET',
            url: await v3Path(r.anexo.doc, r.anexo.params),
            headers: { authorization: `Bearer ${token}` },
          });
          if (arquivo.statusCode !== 200)
            falhas.push(`${rota} ${r.codregistro} ${r.anexo.doc}: ${arquivo.statusCode}`);
        }
        if (r.documento) {
          const doc = await t.callV4(270, ['W1', r.documento], { token });
          if (doc.status !== 200) falhas.push(`${rota} ${r.codregistro} doc ${r.documento}: ${doc.status}`);
        }
      }
    }
    expect(falhas).toEqual([]);
  });
});
