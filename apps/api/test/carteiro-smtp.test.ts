import type { AddressInfo } from 'node:net';
import { MENSAGENS_CONTA } from '@portal/core';
import { eq, sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmtpSettings } from '../src/config/app-settings.ts';
import { Carteiro, MAXIMO_TENTATIVAS_EMAIL } from '../src/conta/carteiro.ts';
import { emailSaida } from '../src/db/schema/index.ts';
import { CPF } from './fixtures.ts';
import { buildTestApp, databaseKinds, type TestApp } from './helper.ts';

/** A real SMTP server on a free port (smtp-server, from nodemailer's authors); `recusar` makes it answer 451. */
async function servidorSmtp() {
  const recebidas: ParsedMail[] = [];
  const estado = { recusar: false };
  const servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_endereco, _sessao, pronto) {
      if (!estado.recusar) return pronto();
      const erro = Object.assign(new Error('Caixa temporariamente indisponível'), { responseCode: 451 });
      return pronto(erro);
    },
    onData(fluxo, _sessao, pronto) {
      simpleParser(fluxo)
        .then((m) => recebidas.push(m))
        .then(() => pronto(), pronto);
    },
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const smtp: SmtpSettings = {
    host: '127.0.0.1',
    port: (servidor.server.address() as AddressInfo).port,
    secure: false,
    from: 'Portal <nao-responda@portal.exemplo.com.br>',
  };
  return { smtp, recebidas, estado, fechar: () => new Promise<void>((ok) => servidor.close(() => ok())) };
}

describe.each(databaseKinds())('e-mail leaves by SMTP on %s (issue 14)', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof servidorSmtp>>;
  const avisos: unknown[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ kind });
    smtp = await servidorSmtp();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.fechar();
  });
  const carteiro = () => new Carteiro(t.database.db, smtp.smtp, (e) => avisos.push(e));
  const pendentes = async () =>
    (await t.database.db.select().from(emailSaida)).filter((m) => m.enviadoEm === null);

  it('a forgotten-password code arrives at the SMTP server: subject, sender, text and HTML in Portuguese', async () => {
    await t.callV4(600, ['W1', CPF.bruno, 'esqueci-senha']);
    const c = carteiro();
    c.iniciar();
    try {
      expect(await c.entregar()).toBeGreaterThanOrEqual(1);
    } finally {
      await c.encerrar();
    }
    const m = smtp.recebidas.find((r) => r.subject === MENSAGENS_CONTA.assuntoCodigo);
    expect(m?.from?.text).toContain('nao-responda@portal.exemplo.com.br');
    expect(JSON.stringify(m?.to)).toContain('bruno.lima@exemplo.com.br');
    expect(m?.text).toMatch(/^\d{6}$/m);
    expect(m?.html).toContain('lang="pt-BR"');
    expect(await pendentes()).toEqual([]);
  });

  it('a refusing server loses nothing: the message waits, is tried again, and gives up after five tries', async () => {
    smtp.estado.recusar = true;
    await t.callV4(600, ['W1', CPF.carla, 'esqueci-senha']);
    const c = carteiro();
    c.iniciar();
    try {
      expect(await c.entregar()).toBe(0);
      const [falhou] = await pendentes();
      expect(falhou).toMatchObject({ tentativas: 1, para: 'carla.mendes@exemplo.com.br' });
      expect(falhou?.erro).toMatch(/451/);
      expect(falhou?.tentarEm?.getTime()).toBeGreaterThan(Date.now() + 30_000);
      expect(await c.entregar()).toBe(0);
      expect((await pendentes())[0]?.tentativas).toBe(1);

      const adiantar = () =>
        t.database.db.update(emailSaida).set({ tentarEm: sql`now() - interval '1 second'` });
      smtp.estado.recusar = false;
      await adiantar();
      expect(await c.entregar()).toBe(1);
      expect(smtp.recebidas.some((r) => JSON.stringify(r.to).includes('carla.mendes'))).toBe(true);

      smtp.estado.recusar = true;
      await t.callV4(600, ['W1', CPF.daniel, 'esqueci-senha']);
      for (let i = 0; i < MAXIMO_TENTATIVAS_EMAIL + 2; i++) {
        await adiantar();
        await c.entregar();
      }
      const [desistiu] = await pendentes();
      expect(desistiu?.tentativas).toBe(MAXIMO_TENTATIVAS_EMAIL);
    } finally {
      smtp.estado.recusar = false;
      await c.encerrar();
    }
  });

  it('several senders at once (several API processes) deliver each message exactly once', async () => {
    await t.database.db.delete(emailSaida).where(eq(emailSaida.tentativas, MAXIMO_TENTATIVAS_EMAIL));
    const antes = smtp.recebidas.length;
    for (const cpf of [CPF.elisa, CPF.fabio, CPF.gabriela, CPF.henrique, CPF.admin, CPF.igor])
      await t.callV4(600, ['W1', cpf, 'esqueci-senha']);
    const carteiros = Array.from({ length: 4 }, carteiro);
    for (const c of carteiros) c.iniciar();
    try {
      const enviadas = await Promise.all(carteiros.map((c) => c.entregar()));
      expect(enviadas.reduce((a, b) => a + b, 0)).toBe(6);
    } finally {
      await Promise.all(carteiros.map((c) => c.encerrar()));
    }
    expect(smtp.recebidas.length - antes).toBe(6);
    expect(await pendentes()).toEqual([]);
  });
});
