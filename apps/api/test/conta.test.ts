import { fileURLToPath } from 'node:url';
import {
  CODIGO_CONTA,
  hashPassword,
  MENSAGENS_API,
  MENSAGENS_CONTA,
  MENSAGENS_SENHA,
  type SessaoAtiva,
} from '@portal/core';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigoConta, emailSaida, pessoa } from '../src/db/schema/index.ts';
import { TEMPO_MINIMO_CONTA_MS } from '../src/operations/conta/pedir-codigo.ts';
import { codigoDoEmail } from './caixa-de-saida.ts';
import { CPF } from './fixtures.ts';
import { agoraTeste, buildTestApp, databaseKinds, PASSWORD_SECRET, type TestApp } from './helper.ts';

const JOANA = { cpf: '276.358.490-00', nascimento: '21/04/1990', email: 'joana.ribeiro@exemplo.com.br' };
const hash = (senha: string) => hashPassword(senha, PASSWORD_SECRET);

describe.each(databaseKinds())('the account on %s (issue 14)', (kind) => {
  let t: TestApp;
  let agora = agoraTeste();
  let chave = 0;
  beforeAll(async () => {
    t = await buildTestApp({
      kind,
      now: () => agora,
      settings: { loginLimits: { porUsuario: 1000, porEndereco: 10_000, janelaMs: 60_000 } },
    });
  });
  afterAll(() => t?.close());

  const pedir = (identificador: string, finalidade: string, nascimento?: string) =>
    t.callV4(600, ['W1', identificador, finalidade, ...(nascimento ? [nascimento] : [])]);
  const definir = async (identificador: string, finalidade: string, codigo: string, senha: string) =>
    t.callV4(601, ['W1', identificador, finalidade, codigo, await hash(senha)]);
  const codigoDe = (para: string) => codigoDoEmail(t.database.db, para);
  const emails = async (para: string) =>
    (await t.database.db.select().from(emailSaida).where(eq(emailSaida.para, para))).length;

  it('a forgotten password: the same answer for a known and an unknown document, an e-mail only for the known', async () => {
    const antes = await emails('ana.souza@exemplo.com.br');
    const conhecido = await pedir(CPF.ana, 'esqueci-senha');
    const desconhecido = await pedir('111.222.333-96', 'esqueci-senha');
    const porEmail = await pedir('ninguem@exemplo.com.br', 'esqueci-senha');
    expect(conhecido.status).toBe(200);
    expect(desconhecido).toEqual({ ...conhecido, headers: desconhecido.headers });
    expect(porEmail.body).toEqual(conhecido.body);
    expect(conhecido.body.conteudo).toEqual({ aviso: MENSAGENS_CONTA.codigoEnviado });
    expect(await emails('ana.souza@exemplo.com.br')).toBe(antes + 1);
    expect(await codigoDe('ana.souza@exemplo.com.br')).toMatch(/^\d{6}$/);
  });

  it('and in the same time: every answer waits the same floor, known or not', async () => {
    const medir = async (doc: string) => {
      const inicio = performance.now();
      await pedir(doc, 'esqueci-senha');
      return performance.now() - inicio;
    };
    const tempos = { conhecido: [] as number[], desconhecido: [] as number[] };
    for (let i = 0; i < 3; i++) {
      tempos.conhecido.push(await medir(CPF.bruno));
      tempos.desconhecido.push(await medir('111.222.333-96'));
    }
    const mediana = (v: number[]) => [...v].sort((a, b) => a - b)[1] ?? 0;
    for (const v of [...tempos.conhecido, ...tempos.desconhecido])
      expect(v).toBeGreaterThanOrEqual(TEMPO_MINIMO_CONTA_MS - 5);
    expect(Math.abs(mediana(tempos.conhecido) - mediana(tempos.desconhecido))).toBeLessThan(100);
  });

  it('the code sets a new password, ends every session of the person, and works once', async () => {
    const antiga = await t.login(CPF.gabriela);
    await pedir(CPF.gabriela, 'esqueci-senha');
    const codigo = await codigoDe('gabriela.costa@exemplo.com.br');
    const errado = codigo === '000000' ? '000001' : '000000';
    const recusado = await definir(CPF.gabriela, 'esqueci-senha', errado, 'Nova-senha-forte-1');
    expect(recusado.status).toBe(400);
    expect(recusado.body.conteudo.mensagem).toBe(MENSAGENS_CONTA.codigoInvalido);

    const ok = await definir(CPF.gabriela, 'esqueci-senha', codigo, 'Nova-senha-forte-1');
    expect(ok.status).toBe(200);
    expect(ok.body.conteudo.aviso).toBe(MENSAGENS_CONTA.senhaDefinida);
    expect((await t.callV4(211, ['W1'], { token: antiga })).status).toBe(401);
    await expect(t.login(CPF.gabriela)).rejects.toThrow(/401/);
    expect(await t.login(CPF.gabriela, 'Nova-senha-forte-1')).toBeTruthy();

    const outraVez = await definir(CPF.gabriela, 'esqueci-senha', codigo, 'Outra-senha-forte-2');
    expect(outraVez.status).toBe(400);
    expect(outraVez.body.conteudo.mensagem).toBe(MENSAGENS_CONTA.codigoInvalido);
  });

  it('a code expires after 15 minutes, and a newer one replaces the older', async () => {
    await pedir(CPF.henrique, 'esqueci-senha');
    const primeiro = await codigoDe('henrique.alves@exemplo.com.br');
    await pedir(CPF.henrique, 'esqueci-senha');
    const segundo = await codigoDe('henrique.alves@exemplo.com.br');
    if (primeiro !== segundo)
      expect((await definir(CPF.henrique, 'esqueci-senha', primeiro, 'Nova-senha-forte-1')).status).toBe(400);
    const inicio = agora;
    agora = new Date(inicio.getTime() + CODIGO_CONTA.validadeMs + 1000);
    try {
      const vencido = await definir(CPF.henrique, 'esqueci-senha', segundo, 'Nova-senha-forte-1');
      expect(vencido.status).toBe(400);
      expect(vencido.body.conteudo.mensagem).toBe(MENSAGENS_CONTA.codigoInvalido);
    } finally {
      agora = inicio;
    }
  });

  it('five wrong tries use the code up, even fired at once', async () => {
    await pedir(CPF.elisa, 'esqueci-senha');
    const codigo = await codigoDe('elisa.prado@exemplo.com.br');
    const errados = Array.from({ length: 30 }, (_, i) =>
      String((Number(codigo) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const respostas = await Promise.all(
      errados.map((c) => definir(CPF.elisa, 'esqueci-senha', c, 'Nova-senha-forte-1')),
    );
    expect(respostas.every((r) => r.status === 400)).toBe(true);
    const [linha] = await t.database.db
      .select()
      .from(codigoConta)
      .innerJoin(pessoa, eq(pessoa.codpessoa, codigoConta.codpessoa))
      .where(eq(pessoa.cpf, CPF.elisa.replace(/\D/g, '')))
      .orderBy(desc(codigoConta.codcodigo))
      .limit(1);
    expect(linha?.codigo_conta.tentativas).toBe(CODIGO_CONTA.maximoTentativas);
    const certoTarde = await definir(CPF.elisa, 'esqueci-senha', codigo, 'Nova-senha-forte-1');
    expect(certoTarde.status).toBe(400);
  });

  it('a common password or the person’s own data is refused, and the code still serves the next try', async () => {
    await pedir(CPF.fabio, 'esqueci-senha');
    const codigo = await codigoDe('fabio.nunes@exemplo.com.br');
    const comum = await definir(CPF.fabio, 'esqueci-senha', codigo, 'senha123');
    expect(comum.status).toBe(400);
    expect(comum.body.conteudo.mensagem).toBe(MENSAGENS_SENHA.comum);
    const cpf = await definir(CPF.fabio, 'esqueci-senha', codigo, CPF.fabio.replace(/\D/g, ''));
    expect(cpf.body.conteudo.mensagem).toBe(MENSAGENS_SENHA.pessoal);
    expect((await definir(CPF.fabio, 'esqueci-senha', codigo, 'Nova-senha-forte-1')).status).toBe(200);
  });

  it('first access: Joana proves her birth date, reads the code where the masked address says, and logs in', async () => {
    const antes = await emails(JOANA.email);
    const errada = await pedir(JOANA.cpf, 'primeiro-acesso', '01/01/1990');
    const desconhecido = await pedir('111.222.333-96', 'primeiro-acesso', JOANA.nascimento);
    expect(errada.body).toEqual(desconhecido.body);
    expect(errada.body.conteudo.destino).toBeUndefined();
    expect(await emails(JOANA.email)).toBe(antes);
    // An account that has a password already gets no first-access code.
    const ana = await pedir(CPF.ana, 'primeiro-acesso', '08/05/1986');
    expect(ana.body).toEqual(desconhecido.body);

    const certa = await pedir(JOANA.cpf, 'primeiro-acesso', JOANA.nascimento);
    expect(certa.body.conteudo).toEqual({
      aviso: MENSAGENS_CONTA.codigoEnviado,
      destino: 'j***@exemplo.com.br',
    });
    const codigo = await codigoDe(JOANA.email);
    expect((await definir(JOANA.cpf, 'primeiro-acesso', codigo, '21041990')).body.conteudo.mensagem).toBe(
      MENSAGENS_SENHA.pessoal,
    );
    expect((await definir(JOANA.cpf, 'primeiro-acesso', codigo, 'Joana-primeira-1')).status).toBe(200);
    expect(await t.login(JOANA.cpf, 'Joana-primeira-1')).toBeTruthy();
  });

  it('change password: the current one is required; the other sessions end, this one stays', async () => {
    const outra = await t.login(CPF.daniel);
    const esta = await t.login(CPF.daniel);
    const alterar = (atual: string, nova: string) =>
      Promise.all([hash(atual), hash(nova)]).then(([a, n]) =>
        t.callV4(602, ['W1', a, n], { token: esta, idempotencyKey: `conta-${++chave}` }),
      );
    const errada = await alterar('nao-e-essa', 'Daniel-nova-senha-1');
    expect(errada.status).toBe(400);
    expect(errada.body.conteudo.mensagem).toBe(MENSAGENS_CONTA.senhaAtualErrada);
    expect((await alterar('demo1234', '12345678')).body.conteudo.mensagem).toBe(MENSAGENS_SENHA.comum);
    const ok = await alterar('demo1234', 'Daniel-nova-senha-1');
    expect(ok.status).toBe(200);
    expect(ok.body.conteudo.encerradas).toBeGreaterThanOrEqual(1);
    expect((await t.callV4(211, ['W1'], { token: outra })).status).toBe(401);
    expect((await t.callV4(211, ['W1'], { token: esta })).status).toBe(200);
    expect(await t.login(CPF.daniel, 'Daniel-nova-senha-1')).toBeTruthy();
  });

  it("sessions: the person's list marks this one; Encerrar ends one of theirs, never another person's", async () => {
    const celular = await t.login(CPF.carla);
    const aqui = await t.login(CPF.carla);
    const lista = await t.callV4(603, ['W1'], { token: aqui });
    expect(lista.status).toBe(200);
    const sessoes = lista.body.conteudo.sessoes as SessaoAtiva[];
    expect(sessoes.filter((s) => s.atual)).toHaveLength(1);
    const outra = sessoes.find((s) => !s.atual);
    if (!outra) throw new Error('a outra sessão não está na lista');
    expect(outra.dispositivo).toBeTruthy();
    expect(outra.lugar).toBe('Rede local');

    const doBruno = await t.login(CPF.bruno);
    const alheia = (
      (await t.callV4(603, ['W1'], { token: doBruno })).body.conteudo.sessoes as SessaoAtiva[]
    )[0];
    const tentativa = await t.callV4(604, ['W1', alheia?.sid ?? ''], {
      token: aqui,
      idempotencyKey: `conta-${++chave}`,
    });
    expect(tentativa.body.conteudo.encerradas).toBe(0);
    expect((await t.callV4(211, ['W1'], { token: doBruno })).status).toBe(200);

    const encerrar = await t.callV4(604, ['W1', outra.sid], {
      token: aqui,
      idempotencyKey: `conta-${++chave}`,
    });
    expect(encerrar.body.conteudo.encerradas).toBe(1);
    expect((await t.callV4(211, ['W1'], { token: celular })).status).toBe(401);
    expect((await t.callV4(211, ['W1'], { token: aqui })).status).toBe(200);
  });
});

describe('sessions name their place from the GeoIP database', () => {
  it('a login from London (through the trusted proxy) is listed as Londres, Reino Unido', async () => {
    const geoipDb = fileURLToPath(new URL('./geoip/GeoLite2-City-Test.mmdb', import.meta.url));
    const t = await buildTestApp({ settings: { geoipDb, trustProxy: ['127.0.0.1'] } });
    try {
      const deLondres = await t.callV4(16, ['W1', CPF.ana, await hash('demo1234')], {
        headers: {
          'x-forwarded-for': '81.2.69.142',
          'user-agent':
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        },
      });
      expect(deLondres.status).toBe(200);
      const aqui = await t.login(CPF.ana);
      const sessoes = (await t.callV4(603, ['W1'], { token: aqui })).body.conteudo.sessoes as SessaoAtiva[];
      const outra = sessoes.find((s) => !s.atual);
      expect(outra).toMatchObject({
        ip: '81.2.69.142',
        lugar: 'Londres, Reino Unido',
        dispositivo: 'Mobile Safari 17 no iOS 17.5',
      });
      expect(sessoes.find((s) => s.atual)?.lugar).toBe('Rede local');
    } finally {
      await t.close();
    }
  });
});

describe('account requests are limited like logins', () => {
  it('the sixth code for one person in the window is refused with Retry-After, and logins still work', async () => {
    const t = await buildTestApp();
    try {
      for (let i = 0; i < 5; i++)
        expect((await t.callV4(600, ['W1', CPF.igor, 'esqueci-senha'])).status).toBe(200);
      const sexto = await t.callV4(600, ['W1', CPF.igor, 'esqueci-senha']);
      expect(sexto.status).toBe(429);
      expect(sexto.body.conteudo.mensagem).toBe(MENSAGENS_API.muitasTentativas);
      expect(sexto.headers['retry-after']).toBeDefined();
      expect(await t.login(CPF.igor)).toBeTruthy();
    } finally {
      await t.close();
    }
  });
});
