import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { CPF, cadastroValido } from './fixtures.ts';
import { appComLogs } from './helper.ts';

/**
 * Issue 11, "nothing personal in the logs": a registration that fails in the database leaves a log line that
 * says what failed, never the name, CPF, e-mail or phones it carried — at any level.
 */
it('a registration failing in the database logs no personal value', async () => {
  const { app, database, logs } = await appComLogs();
  const { callV4 } = {
    callV4: (token: string, chave: string, conteudo: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/V4',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': chave },
        payload: { coddao: 94, parametros: ['W1'], conteudo },
      }),
  };
  const login = await app.inject({
    method: 'POST',
    url: '/api/V4',
    payload: {
      coddao: 16,
      parametros: [
        'W1',
        CPF.carla,
        await import('@portal/core').then((c) => c.hashPassword('demo1234', 'portal-senha')),
      ],
    },
  });
  const token = login.json().conteudo.token as string;
  // Every registration now fails inside PostgreSQL, after the values reached the query.
  await database.db.execute(
    sql`ALTER TABLE cadastro_pessoa ADD CONSTRAINT recusa_tudo CHECK (false) NOT VALID`,
  );
  const cadastro = cadastroValido();
  const res = await callV4(token, 'falha-1', cadastro);
  expect(res.statusCode).toBe(500);
  await app.close();

  expect(logs()).toContain('erro inesperado');
  expect(logs()).toContain('recusa_tudo');
  const pessoais = [
    cadastro.nome,
    cadastro.cpf,
    cadastro.cpf.replace(/\D/g, ''),
    cadastro.email,
    ...cadastro.lsttelefone.map((t: { tel: string }) => t.tel),
  ];
  for (const valor of pessoais) expect(logs(), valor).not.toContain(valor);
});
