import {
  CODDAO,
  conferirPasseResultado,
  encomendaSchema,
  hojeEmBrasilia,
  MENSAGENS_API,
  MENSAGENS_ENCOMENDA,
  MENSAGENS_VISITA,
  visitaSchema,
} from '@portal/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autorizacaoVisita, encomenda, entradaVisita, notificacao } from '../src/db/schema/index.ts';
import { CONDOMINIO, EMPRESA, PESSOA } from '../src/seed-data/index.ts';
import { CPF } from './fixtures.ts';
import { agoraTeste, buildTestApp, databaseKinds, type TestApp } from './helper.ts';

/**
 * Issue 32, the gate: Carla (and Paulo, her unit's second resident) authorise visitors; Sebastião, the porteiro of
 * Acácias, checks their passes and registers packages; Roberto is the building's síndico (not its porteiro), a
 * resident of another unit. Carla's Solar do Atlântico unit is another building.
 */

const DIA = 86_400_000;
let chaves = 0;
const chave = (rotulo: string) => `${rotulo}-${++chaves}-${Math.random().toString(36).slice(2)}`;

describe.each(databaseKinds())('the gate: passes and packages (%s)', (kind) => {
  let t: TestApp;
  let agora = agoraTeste();
  const tokens = { carla: '', paulo: '', roberto: '', sebastiao: '', carlaSolar: '' };

  const contexto = async (token: string, codcondomino: string) => {
    const r = await t.callV4(4, ['W1', EMPRESA.larSeguro, '', '', '', codcondomino], { token });
    expect(r.status).toBe(200);
    return r.body.conteudo as string;
  };

  beforeAll(async () => {
    t = await buildTestApp({ kind, now: () => agora });
    const carla = await t.login(CPF.carla);
    tokens.carla = await contexto(carla, CONDOMINIO.acacias);
    tokens.carlaSolar = await contexto(carla, CONDOMINIO.solarAtlantico);
    tokens.paulo = await contexto(await t.login(CPF.paulo), CONDOMINIO.acacias);
    tokens.roberto = await t.login(CPF.roberto);
    tokens.sebastiao = await t.login(CPF.sebastiao);
  }, 90_000);
  afterAll(() => t?.close());

  const hoje = () => hojeEmBrasilia(agora);
  const diaMais = (n: number) => hojeEmBrasilia(new Date(agora.getTime() + n * DIA));
  const visita = (extra: Record<string, unknown> = {}) => ({
    nome: 'João Visitante',
    documento: '12.345.678-9',
    tipo: 'visitante',
    dataInicio: hoje(),
    dataFim: hoje(),
    diasSemana: null,
    horaInicio: '',
    horaFim: '',
    placa: 'abc1d23',
    ...extra,
  });
  const autorizar = (quem: keyof typeof tokens, conteudo = visita(), k = chave('autorizar')) =>
    t.callV4(CODDAO.autorizarVisita, ['W1', CONDOMINIO.acacias], {
      token: tokens[quem],
      conteudo,
      idempotencyKey: k,
    });
  const conferir = (passe: string, quem: keyof typeof tokens = 'sebastiao', k = chave('conferir')) =>
    t.callV4(CODDAO.conferirPasse, ['W1'], { token: tokens[quem], conteudo: { passe }, idempotencyKey: k });
  const revogar = (quem: keyof typeof tokens, cod: number, k = chave('revogar')) =>
    t.callV4(CODDAO.revogarVisita, ['W1', cod], { token: tokens[quem], idempotencyKey: k });
  const novaVisita = async (extra: Record<string, unknown> = {}) => {
    const r = await autorizar('carla', visita(extra));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return visitaSchema.parse(r.body.conteudo);
  };

  describe('visitors', () => {
    it('Carla authorises a visitor; Paulo, of the same unit, sees the pass; the gate lets him in once per check', async () => {
      const v = await novaVisita();
      expect(v).toMatchObject({ situacao: 'valido', placa: 'ABC1D23', unidade: 'Bloco A - Apto 302' });
      expect(v.codigo).toMatch(/^[A-Z2-9]{8}$/);
      const lista = await t.callV4(CODDAO.visitas, ['W1', 1, 20], { token: tokens.paulo });
      expect(lista.status).toBe(200);
      expect(lista.body.conteudo.itens.map((i: { codautorizacao: number }) => i.codautorizacao)).toContain(
        v.codautorizacao,
      );
      const pelaCamera = conferirPasseResultado.parse((await conferir(v.qr)).body.conteudo);
      expect(pelaCamera).toMatchObject({ situacao: 'valido', visita: { nome: 'João Visitante' } });
      expect(pelaCamera.entrada).toBeDefined();
      const peloCodigo = conferirPasseResultado.parse((await conferir(v.codigo.toLowerCase())).body.conteudo);
      expect(peloCodigo.situacao).toBe('valido');
      const entradas = await t.database.db
        .select()
        .from(entradaVisita)
        .where(eq(entradaVisita.codautorizacao, v.codautorizacao));
      expect(entradas).toHaveLength(2);
      expect(entradas[0]?.codporteiro).toBe(PESSOA.sebastiao);
    });

    it('a forged or edited pass is refused before any lookup; an unknown code is unknown', async () => {
      const v = await novaVisita();
      const [prefixo, cod, codigo, assinatura = ''] = v.qr.split('.');
      const outraAssinatura = `${assinatura.slice(0, -2)}${assinatura.endsWith('AA') ? 'BB' : 'AA'}`;
      const casos = [
        `${prefixo}.${cod}.${codigo}.${outraAssinatura}`,
        `${prefixo}.${Number(cod) + 1}.${codigo}.${assinatura}`,
        `${prefixo}.${cod}.${codigo?.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}.${assinatura}`,
        'PASSE1.qualquer.coisa',
      ];
      for (const forjado of casos) {
        const r = await conferir(forjado);
        expect(r.status).toBe(200);
        expect(r.body.conteudo, forjado).toEqual({ situacao: 'forjado', texto: expect.any(String) });
      }
      expect((await conferir('ZZZZ-ZZZZ')).body.conteudo.situacao).toBe('desconhecido');
      expect((await conferir('não é um passe')).body.conteudo.situacao).toBe('desconhecido');
    });

    it('not today, outside its hours, expired: refused and no entry recorded', async () => {
      const amanha = await novaVisita({ dataInicio: diaMais(1), dataFim: diaMais(1) });
      expect((await conferir(amanha.qr)).body.conteudo.situacao).toBe('nao_hoje');
      const outroDia = new Date(agora.getTime() + DIA).getUTCDay();
      const recorrente = await novaVisita({ dataFim: diaMais(14), diasSemana: [outroDia] });
      expect((await conferir(recorrente.codigo)).body.conteudo.situacao).toBe('nao_hoje');
      // agoraTeste is 12:00 UTC, 09:00 in Brasília.
      const tarde = await novaVisita({ horaInicio: '14:00', horaFim: '18:00' });
      expect((await conferir(tarde.codigo)).body.conteudo.situacao).toBe('fora_do_horario');
      // A pass of two days ago (tokens do not outlive a moved clock: the rows are dated back instead).
      const hojeSo = await novaVisita();
      await t.database.db
        .update(autorizacaoVisita)
        .set({ dataInicio: diaMais(-2), dataFim: diaMais(-2) })
        .where(eq(autorizacaoVisita.codautorizacao, hojeSo.codautorizacao));
      expect((await conferir(hojeSo.qr)).body.conteudo.situacao).toBe('expirado');
      for (const v of [amanha, recorrente, tarde, hojeSo]) {
        const entradas = await t.database.db
          .select()
          .from(entradaVisita)
          .where(eq(entradaVisita.codautorizacao, v.codautorizacao));
        expect(entradas).toEqual([]);
      }
    });

    it('Carla revokes the pass: the same pass is refused; revoking again answers the first revocation', async () => {
      const v = await novaVisita();
      expect((await conferir(v.qr)).body.conteudo.situacao).toBe('valido');
      const r = await revogar('carla', v.codautorizacao);
      expect(r.status).toBe(200);
      expect(r.body.conteudo.situacao).toBe('revogado');
      expect((await conferir(v.qr)).body.conteudo.situacao).toBe('revogado');
      expect((await conferir(v.codigo)).body.conteudo.situacao).toBe('revogado');
      agora = new Date(agora.getTime() + 60_000);
      const outra = await revogar('paulo', v.codautorizacao);
      expect(outra.status).toBe(200);
      expect(outra.body.conteudo.revogadaEm).toBe(r.body.conteudo.revogadaEm);
    });

    it('outside the context or the unit: not found; the gate is only the porteiro’s (403)', async () => {
      const v = await novaVisita();
      for (const quem of ['carlaSolar', 'roberto'] as const) {
        const r = await revogar(quem, v.codautorizacao);
        expect(r.status, quem).toBe(400);
        expect(r.body.conteudo.mensagem).toBe(MENSAGENS_API.naoEncontrado);
      }
      const fora = await t.callV4(CODDAO.autorizarVisita, ['W1', CONDOMINIO.acacias], {
        token: tokens.carlaSolar,
        conteudo: visita(),
        idempotencyKey: chave('fora'),
      });
      expect(fora.status).toBe(400);
      expect(fora.body.conteudo.mensagem).toBe(MENSAGENS_API.naoEncontrado);
      const carla = await conferir(v.qr, 'carla');
      expect(carla.status).toBe(403);
      const sindico = await conferir(v.qr, 'roberto');
      expect(sindico.status).toBe(403);
      expect(sindico.body.conteudo.mensagem).toBe(MENSAGENS_VISITA.semPortaria);
    });

    it("core's rule refuses a bad authorisation, field by field", async () => {
      const r = await autorizar(
        'carla',
        visita({ dataInicio: diaMais(-1), horaInicio: '18:00', horaFim: '08:00' }),
      );
      expect(r.status).toBe(400);
      expect(r.body.conteudo.campos).toEqual({
        'conteudo.dataInicio': MENSAGENS_VISITA.inicioPassado,
        'conteudo.horaFim': MENSAGENS_VISITA.horaFimAntes,
      });
    });

    it('every write is idempotent: the same key answers the first result and writes once', async () => {
      const k = chave('mesma');
      const [a, b] = await Promise.all([autorizar('carla', visita(), k), autorizar('carla', visita(), k)]);
      const sequencial = await autorizar('carla', visita(), k);
      const codigos = [a, b, sequencial]
        .filter((r) => r.status === 200)
        .map((r) => r.body.conteudo.codautorizacao);
      expect(new Set(codigos).size).toBe(1);
      expect(sequencial.status).toBe(200);
      const cod = sequencial.body.conteudo.codautorizacao as number;
      const kc = chave('conferir-mesma');
      expect((await conferir(sequencial.body.conteudo.codigo, 'sebastiao', kc)).status).toBe(200);
      expect((await conferir(sequencial.body.conteudo.codigo, 'sebastiao', kc)).status).toBe(200);
      const entradas = await t.database.db
        .select()
        .from(entradaVisita)
        .where(eq(entradaVisita.codautorizacao, cod));
      expect(entradas).toHaveLength(1);
      const kr = chave('revogar-mesma');
      const r1 = await revogar('carla', cod, kr);
      const r2 = await revogar('carla', cod, kr);
      expect(r2.body).toEqual(r1.body);
    });
  });

  describe('packages', () => {
    const registrar = (
      conteudo: Record<string, unknown>,
      quem: keyof typeof tokens = 'sebastiao',
      k = chave('reg'),
    ) => t.callV4(CODDAO.registrarEncomenda, ['W1'], { token: tokens[quem], conteudo, idempotencyKey: k });
    const retirar = (cod: number, codigo: string, k = chave('retirar')) =>
      t.callV4(CODDAO.retirarEncomenda, ['W1', cod], {
        token: tokens.sebastiao,
        conteudo: { codigo, retiradaPor: 'Carla Souza' },
        idempotencyKey: k,
      });
    const doMorador = async (quem: 'carla' | 'paulo', cod: number) => {
      const r = await t.callV4(CODDAO.encomendas, ['W1', 1, 100], { token: tokens[quem] });
      expect(r.status).toBe(200);
      return encomendaSchema.parse(
        r.body.conteudo.itens.find((e: { codencomenda: number }) => e.codencomenda === cod),
      );
    };

    it('the porteiro registers a package: both residents are notified in its transaction and see the pickup code; the gate does not', async () => {
      const r = await registrar({
        codcondomino: CONDOMINIO.acacias,
        transportadora: 'Correios',
        descricao: 'Caixa média',
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const e = encomendaSchema.parse(r.body.conteudo);
      expect(e.codigoRetirada).toBeNull();
      const avisos = await t.database.db
        .select()
        .from(notificacao)
        .where(
          and(
            eq(notificacao.titulo, MENSAGENS_ENCOMENDA.chegouTitulo),
            eq(notificacao.rota, '/condominio/encomendas'),
          ),
        );
      expect(avisos.map((a) => a.codpessoa).sort()).toEqual(
        expect.arrayContaining([PESSOA.carla, PESSOA.paulo]),
      );
      const daCarla = await doMorador('carla', e.codencomenda);
      const doPaulo = await doMorador('paulo', e.codencomenda);
      expect(daCarla.codigoRetirada).toMatch(/^\d{6}$/);
      expect(doPaulo.codigoRetirada).toBe(daCarla.codigoRetirada);
      const portaria = await t.callV4(CODDAO.encomendasPortaria, ['W1', '', 1, 100], {
        token: tokens.sebastiao,
      });
      const naPortaria = portaria.body.conteudo.itens.find(
        (i: { codencomenda: number }) => i.codencomenda === e.codencomenda,
      );
      expect(naPortaria).toMatchObject({ codigoRetirada: null, esquecida: false });
    });

    it('picked up once: of 20 concurrent pickups with the right code, one wins and the others are a conflict', async () => {
      const r = await registrar({ codcondomino: CONDOMINIO.acacias, transportadora: 'Mercado Livre' });
      const cod = r.body.conteudo.codencomenda as number;
      const codigo = (await doMorador('carla', cod)).codigoRetirada ?? '';
      const errado = await retirar(cod, codigo === '000000' ? '111111' : '000000');
      expect(errado.status).toBe(400);
      expect(errado.body.conteudo.mensagem).toBe(MENSAGENS_ENCOMENDA.codigoNaoConfere);
      const respostas = await Promise.all(Array.from({ length: 20 }, () => retirar(cod, codigo)));
      expect(respostas.filter((x) => x.status === 200)).toHaveLength(1);
      const recusas = respostas.filter((x) => x.status !== 200);
      expect(recusas).toHaveLength(19);
      for (const x of recusas)
        expect(x.body.conteudo).toEqual({ mensagem: MENSAGENS_ENCOMENDA.jaRetirada, codigo: 'CONFLITO' });
      const [linha] = await t.database.db.select().from(encomenda).where(eq(encomenda.codencomenda, cod));
      expect(linha).toMatchObject({ retiradaPor: 'Carla Souza', entreguePor: PESSOA.sebastiao });
      const depois = await doMorador('carla', cod);
      expect(depois).toMatchObject({ codigoRetirada: null, retiradaPor: 'Carla Souza' });
    });

    it('the same key picks up once and answers the same; a registration retried with its key writes one row', async () => {
      const k = chave('reg-mesma');
      const conteudo = { codcondomino: CONDOMINIO.acacias, transportadora: 'Amazon' };
      const a = await registrar(conteudo, 'sebastiao', k);
      const b = await registrar(conteudo, 'sebastiao', k);
      expect(b.body).toEqual(a.body);
      const cod = a.body.conteudo.codencomenda as number;
      const codigo = (await doMorador('carla', cod)).codigoRetirada ?? '';
      const kr = chave('ret-mesma');
      const r1 = await retirar(cod, codigo, kr);
      const r2 = await retirar(cod, codigo, kr);
      expect(r1.status).toBe(200);
      expect(r2.body).toEqual(r1.body);
    });

    it('waiting 7 days or more puts it on the gate’s list of forgotten packages', async () => {
      const r = await registrar({ codcondomino: CONDOMINIO.acacias, transportadora: 'Loggi' });
      const cod = r.body.conteudo.codencomenda as number;
      const esquecidas = async () =>
        (await t.callV4(CODDAO.encomendasPortaria, ['W1', '1', 1, 100], { token: tokens.sebastiao })).body
          .conteudo.itens as { codencomenda: number; esquecida: boolean }[];
      expect((await esquecidas()).some((e) => e.codencomenda === cod)).toBe(false);
      // Registered seven Brasília days ago (the row is dated back: tokens do not outlive a moved clock).
      await t.database.db
        .update(encomenda)
        .set({ registradaEm: new Date(agora.getTime() - 7 * DIA) })
        .where(eq(encomenda.codencomenda, cod));
      const lista = await esquecidas();
      expect(lista.find((e) => e.codencomenda === cod)).toMatchObject({ esquecida: true, diasAguardando: 7 });
    });

    it('a photo must be an image within the attachment rules; a unit of another building is refused', async () => {
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      const foto = (filename: string, filetype: string) => ({
        base64: png.toString('base64'),
        filename,
        filesize: png.length,
        filetype,
        dthcriacao: agora.toISOString(),
      });
      const ok = await registrar({
        codcondomino: CONDOMINIO.acacias,
        transportadora: 'Correios',
        foto: foto('caixa.png', 'image/png'),
      });
      expect(ok.status).toBe(200);
      expect(ok.body.conteudo.temFoto).toBe(true);
      const lida = await t.callV4(CODDAO.fotoEncomenda, ['W1', ok.body.conteudo.codencomenda], {
        token: tokens.carla,
      });
      expect(lida.body.conteudo.dataUrl).toBe(`data:image/png;base64,${png.toString('base64')}`);
      const outroPredio = await t.callV4(CODDAO.fotoEncomenda, ['W1', ok.body.conteudo.codencomenda], {
        token: tokens.carlaSolar,
      });
      expect(outroPredio.status).toBe(400);
      const pdf = await registrar({
        codcondomino: CONDOMINIO.acacias,
        transportadora: 'Correios',
        foto: foto('nota.pdf', 'application/pdf'),
      });
      expect(pdf.status).toBe(400);
      expect(pdf.body.conteudo.mensagem).toBe(MENSAGENS_ENCOMENDA.fotoSoImagem);
      const fora = await registrar({ codcondomino: CONDOMINIO.solarAtlantico, transportadora: 'Correios' });
      expect(fora.status).toBe(400);
      expect(fora.body.conteudo.mensagem).toBe(MENSAGENS_ENCOMENDA.unidadeForaDoPredio);
    });

    it('residents may not act at the gate (403)', async () => {
      const conteudo = { codcondomino: CONDOMINIO.acacias, transportadora: 'Correios' };
      expect((await registrar(conteudo, 'carla')).status).toBe(403);
      expect((await registrar(conteudo, 'roberto')).status).toBe(403);
      expect(
        (await t.callV4(CODDAO.encomendasPortaria, ['W1', '', 1, 10], { token: tokens.roberto })).status,
      ).toBe(403);
    });
  });
});
