import { hashPassword, normalizeMenuRoute, SITUACOES_COBRANCA } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pessoas } from '../src/seed-data/index.ts';
import { buildTestApp, PASSWORD_SECRET, REFERENCIA_TESTE, type TestApp } from './helper.ts';

/**
 * Issue 28: what the demo says must be so today. Each demo account logs in through V4 like the app, takes every
 * context choice it has (coddao 4), opens every menu item's list and reads every page and record, and the events
 * list. Nothing may say what today contradicts: a status that only holds before its date ("Aberta", "Convocada",
 * "Agendado", "Previsto", "Aguardando aprovação", "Confirmada") on a past date, one that only holds after it
 * ("Realizada", "Utilizado", "Encerrada", "Vencido") on a date still to come; and no fact (the same title in two
 * lists, or a list and the events) may carry two dates. Charges (bills with their own table) are C's and judged
 * by their own tests: their labels are left out here.
 */

const ANTES = /^(aberta|aberto|convocada|agendad[ao]|previst[ao]|confirmad[ao]|pendente)$/i;
/** Awaiting approval is about the day itself only for a booking (a payroll entry awaits after its day). */
const ANTES_DE_USAR = /^aguardando aprovação$/i;
const DEPOIS = /^(realizad[ao]|utilizad[ao]|encerrad[ao]|vencid[ao]|entregue|pag[ao])$/i;
/** Details that hold the day a status is about, when the list's date is another (a survey's publication). */
const ROTULOS_DO_DIA = /^(prazo|data|vencimento|data da assembleia|data prevista|previsão)$/i;

const COBRANCAS = new Set<string>(Object.values(SITUACOES_COBRANCA));

interface Registro {
  codregistro: number;
  titulo: string;
  data?: string;
  status?: string;
  linhaDigitavel?: string;
  anexo?: { doc: string };
}

/** dd/mm/aaaa or yyyy-mm-dd → yyyy-mm-dd. */
function iso(valor: string): string | undefined {
  const br = /\b(\d{2})\/(\d{2})\/(\d{4})\b/.exec(valor);
  if (br) return `${br[3]}-${br[2]}-${br[1]}`;
  return /^\d{4}-\d{2}-\d{2}/.exec(valor)?.[0];
}

/** A title as one fact: case, accents, years, parentheses and punctuation aside. */
const fato = (titulo: string) =>
  titulo
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/\b(19|20)\d{2}\b/g, '')
    .replace(/[^a-z0-9º]+/g, ' ')
    .trim();

describe('the demo as each account reads it today', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each(pessoas.filter((p) => !p.semSenha).map((p) => [p.nompessoa, p.cpf]))(
    '%s: no status today contradicts, no fact with two dates',
    async (_nome, cpf) => {
      const hoje = REFERENCIA_TESTE;
      const login = await t.callV4(16, ['W1', cpf, await hashPassword('demo1234', PASSWORD_SECRET)]);
      expect(login.status).toBe(200);
      const { token, menus, usuario } = login.body.conteudo;
      const rotas = [
        ...new Set<string>(
          menus.flatMap((g: { menus: { rota: string }[] }) => g.menus.map((m) => normalizeMenuRoute(m.rota))),
        ),
      ].filter((r) => !r.startsWith('/doc/') && r.split('/').length === 3);

      // Every context the person can choose: each company alone, each student with theirs, each condominium.
      const escolhas: string[][] = [
        ...usuario.lstempresa.map((e: { codempresa: number }) => [String(e.codempresa), '', '', '', '']),
        ...(usuario.lstaluno as { codaluno: string; codempresa?: number }[]).map((a) => [
          String(a.codempresa ?? ''),
          '',
          '',
          a.codaluno,
          '',
        ]),
        ...usuario.lstcondomino.map((c: { codcondomino: string }) => ['', '', '', '', c.codcondomino]),
      ];
      if (escolhas.length === 0) escolhas.push(['', '', '', '', '']);

      const falhas = new Set<string>();
      for (const escolha of escolhas) {
        const troca = await t.callV4(4, ['W1', ...escolha], { token });
        expect(troca.status, escolha.join('|')).toBe(200);
        const tokenDoContexto: string =
          typeof troca.body.conteudo === 'string' ? troca.body.conteudo : troca.body.conteudo.token;
        const contexto = escolha.filter(Boolean).join('|') || 'sem contexto';
        /** fact → where it was read → its day */
        const dias = new Map<string, Map<string, string>>();
        const anotar = (titulo: string, onde: string, dia: string | undefined) => {
          if (!dia) return;
          const chave = fato(titulo);
          const porLista = dias.get(chave) ?? new Map<string, string>();
          // Within one list a title may repeat (two bookings of the party room); across lists it is one fact.
          if (!porLista.has(onde)) porLista.set(onde, dia);
          dias.set(chave, porLista);
        };

        for (const rota of rotas) {
          const [, modulo, lista] = rota.split('/');
          for (let pagina = 1; ; pagina++) {
            const res = await t.callV4(300, ['W1', modulo, lista, pagina, 100], { token: tokenDoContexto });
            if (res.status !== 200) break;
            const itens: Registro[] = res.body.conteudo.itens;
            for (const r of itens) {
              const cobranca = r.linhaDigitavel || r.anexo?.doc === 'boleto' || COBRANCAS.has(r.status ?? '');
              if (!cobranca) anotar(r.titulo, rota, r.data?.slice(0, 10));
              if (!r.status || cobranca) continue;
              const antes = ANTES.test(r.status) || (lista === 'reservas' && ANTES_DE_USAR.test(r.status));
              const depois = DEPOIS.test(r.status);
              if (!antes && !depois) continue;
              const um = await t.callV4(301, ['W1', modulo, r.codregistro], { token: tokenDoContexto });
              const detalhe = (um.body.conteudo?.detalhes ?? []).find(
                (d: { rotulo: string; valor: string }) => ROTULOS_DO_DIA.test(d.rotulo),
              );
              const dia = (detalhe && iso(detalhe.valor)) ?? r.data?.slice(0, 10);
              if (!dia) continue;
              if (antes && dia < hoje)
                falhas.add(
                  `${contexto} ${rota}: "${r.titulo}" ${r.status} em ${dia}, já passado (hoje ${hoje})`,
                );
              if (depois && dia > hoje)
                falhas.add(
                  `${contexto} ${rota}: "${r.titulo}" ${r.status} em ${dia}, ainda por vir (hoje ${hoje})`,
                );
            }
            if (itens.length < 100) break;
          }
        }

        for (let pagina = 1; ; pagina++) {
          const res = await t.callV4(310, ['W1', pagina, 100], { token: tokenDoContexto });
          expect(res.status).toBe(200);
          const itens: { titulo: string; dthinicio: string }[] = res.body.conteudo.itens;
          for (const e of itens) {
            const dia = new Date(Date.parse(e.dthinicio) - 3 * 3_600_000).toISOString().slice(0, 10);
            anotar(e.titulo, 'eventos', dia);
          }
          if (itens.length < 100) break;
        }

        for (const [chave, porLista] of dias) {
          // An event is one fact wherever it is listed; other titles repeat honestly (two plans' "Mensalidade").
          const evento = porLista.has('eventos') || porLista.has('/escola/calendario');
          if (evento && new Set(porLista.values()).size > 1)
            falhas.add(`${contexto}: "${chave}" em ${[...porLista].map(([o, d]) => `${o} ${d}`).join(', ')}`);
        }
      }
      expect([...falhas]).toEqual([]);
    },
    120_000,
  );
});
