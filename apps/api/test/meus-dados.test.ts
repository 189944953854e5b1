import { CONSTANTES, hashPassword, MENSAGENS_CONTA, MENSAGENS_ENDERECO } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigoDoEmail, ultimoEmail as ultimoEmailNaCaixa } from './caixa-de-saida.ts';
import { CPF } from './fixtures.ts';
import { buildTestApp, databaseKinds, PASSWORD_SECRET, type TestApp } from './helper.ts';

const MARCA = 'portal.marca.com.br';
const hash = (senha: string) => hashPassword(senha, PASSWORD_SECRET);
const SE = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  numero: '100',
  complemento: 'apto 12',
  bairro: 'Sé',
  cidade: 'São Paulo',
  uf: 'sp',
};

describe.each(databaseKinds())('"Meus dados" on %s (issue 14)', (kind) => {
  let t: TestApp;
  let chave = 0;
  beforeAll(async () => {
    t = await buildTestApp({
      kind,
      settings: {
        brandHost: MARCA,
        loginLimits: { porUsuario: 1000, porEndereco: 10_000, janelaMs: 60_000 },
      },
    });
  });
  afterAll(() => t?.close());

  const ultimoEmail = (para: string) => ultimoEmailNaCaixa(t.database.db, para);
  const codigoDe = (para: string) => codigoDoEmail(t.database.db, para);
  const pedirTroca = async (token: string, email: string, senha = 'demo1234', origem?: string) =>
    t.callV4(606, ['W1', email, await hash(senha)], {
      token,
      ...(origem ? { headers: { origin: origem } } : {}),
    });
  const confirmar = (token: string, codigo: string) => t.callV4(607, ['W1', codigo], { token });

  it('reads what the person keeps on file, the address null until given', async () => {
    const token = await t.login(CPF.ana);
    const r = await t.callV4(605, ['W1'], { token });
    expect(r.status).toBe(200);
    expect(r.body.conteudo).toMatchObject({ email: 'ana.souza@exemplo.com.br', endereco: null });
    expect(r.body.conteudo.lsttelefone.length).toBeGreaterThan(0);
  });

  it('saves the address normalised, through an idempotent write that core’s rule checks', async () => {
    const token = await t.login(CPF.ana);
    const salvar = (conteudo: unknown, idempotencyKey = `end-${++chave}`) =>
      t.callV4(608, ['W1'], { token, conteudo, idempotencyKey });
    const ruim = await salvar({ ...SE, uf: 'XX' });
    expect(ruim.status).toBe(400);
    expect(ruim.body.conteudo).toEqual({
      mensagem: MENSAGENS_ENDERECO.uf,
      campos: { 'conteudo.uf': MENSAGENS_ENDERECO.uf },
    });
    expect((await salvar({ ...SE, cep: '0100' })).body.conteudo.mensagem).toBe(MENSAGENS_ENDERECO.cep);
    expect((await t.callV4(608, ['W1'], { token, conteudo: SE })).status).toBe(400);

    const ok = await salvar(SE, 'end-repetido');
    expect(ok.status).toBe(200);
    expect(ok.body.conteudo).toEqual({
      aviso: MENSAGENS_CONTA.enderecoSalvo,
      endereco: { ...SE, cep: '01001000', uf: 'SP' },
    });
    expect((await salvar(SE, 'end-repetido')).body).toEqual(ok.body);
    expect((await salvar({ ...SE, numero: '999' }, 'end-repetido')).status).toBe(422);
    const lido = await t.callV4(605, ['W1'], { token });
    expect(lido.body.conteudo.endereco).toEqual({ ...SE, cep: '01001000', uf: 'SP' });
  });

  it('an e-mail change needs the current password and a new, valid, free address', async () => {
    const token = await t.login(CPF.carla);
    const campos = async (email: string, senha?: string) =>
      (await pedirTroca(token, email, senha)).body.conteudo;
    expect((await campos('nova@exemplo.com.br', 'errada-123')).campos.senhaAtual).toBe(
      MENSAGENS_CONTA.senhaAtualErrada,
    );
    expect((await campos('nao-e-email')).campos.email).toBe(MENSAGENS_CONTA.emailInvalido);
    expect((await campos('CARLA.mendes@exemplo.com.br')).campos.email).toBe(MENSAGENS_CONTA.emailIgual);
    expect((await campos('bruno.lima@exemplo.com.br')).campos.email).toBe(MENSAGENS_CONTA.emailEmUso);
  });

  it('the code goes to the new address in the host’s colour; confirming moves the login and tells the old one', async () => {
    const token = await t.login(CPF.carla);
    const novo = 'carla.nova@exemplo.com.br';
    const pedido = await pedirTroca(token, 'Carla.Nova@exemplo.com.br', 'demo1234', `https://${MARCA}`);
    expect(pedido.status).toBe(200);
    expect(pedido.body.conteudo).toEqual({
      aviso: MENSAGENS_CONTA.codigoEmailEnviado,
      destino: 'c***@exemplo.com.br',
    });
    const mensagem = await ultimoEmail(novo);
    expect(mensagem?.html).toContain(CONSTANTES.corTemaMarca);
    expect(mensagem?.texto).toContain('confirmar este endereço');
    const codigo = await codigoDe(novo);
    expect(codigo).toMatch(/^\d{6}$/);

    const errado = await confirmar(token, codigo === '000000' ? '000001' : '000000');
    expect(errado.status).toBe(400);
    expect(errado.body.conteudo.mensagem).toBe(MENSAGENS_CONTA.codigoInvalido);
    const ok = await confirmar(token, codigo);
    expect(ok.status).toBe(200);
    expect(ok.body.conteudo).toEqual({ aviso: MENSAGENS_CONTA.emailAlterado, email: novo });
    expect((await confirmar(token, codigo)).status).toBe(400);

    expect((await t.callV4(605, ['W1'], { token })).body.conteudo.email).toBe(novo);
    expect(await t.login(novo)).toBeTruthy();
    await expect(t.login('carla.mendes@exemplo.com.br')).rejects.toThrow(/401/);
    const aviso = await ultimoEmail('carla.mendes@exemplo.com.br');
    expect(aviso?.assunto).toBe(MENSAGENS_CONTA.assuntoEmailAlterado);
    expect(aviso?.texto).toContain('c***@exemplo.com.br');
    expect(aviso?.html).toContain(CONSTANTES.corTemaPadrao);
  });

  it('two people confirming the same new address at once: exactly one gets it', async () => {
    const disputado = 'disputado@exemplo.com.br';
    const contas = [CPF.daniel, CPF.henrique];
    const tokens = await Promise.all(contas.map((c) => t.login(c)));
    const codigos: string[] = [];
    for (const token of tokens) {
      expect((await pedirTroca(token, disputado)).status).toBe(200);
      codigos.push(await codigoDe(disputado));
    }
    const respostas = await Promise.all(tokens.map((token, i) => confirmar(token, codigos[i] ?? '')));
    expect(respostas.map((r) => r.status).sort()).toEqual([200, 400]);
    const perdeu = respostas.find((r) => r.status === 400);
    expect(perdeu?.body.conteudo.mensagem).toBe(MENSAGENS_CONTA.emailEmUso);
  });
});
