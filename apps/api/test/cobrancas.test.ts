import {
  type Cobranca,
  type CobrancaResumo,
  LISTAS_COBRANCA,
  parseParamsSistema,
  serializeParamsSistema,
} from '@portal/core';
import { boletoBancarioCodigoBarras, boletoBancarioLinhaDigitavel } from 'boleto-brasileiro-validator';
import { hasError, parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { cobranca } from '../src/db/schema/index.ts';
import { ALUNO, PESSOA, pessoas } from '../src/seed-data/index.ts';
import { contextoPara, executar } from './contexto.ts';
import { demoTeste, freshDatabase, REFERENCIA_TESTE } from './helper.ts';

const DIA = 86_400_000;
/** FEBRABAN's factor, computed here on its own (not with core): days since 07/10/1997, 1000 again from 22/02/2025. */
function fatorIndependente(iso: string): number {
  const dias = (Date.parse(`${iso}T00:00:00Z`) - Date.parse('1997-10-07T00:00:00Z')) / DIA;
  return dias < 10_000 ? dias : ((dias - 10_000) % 9000) + 1000;
}

describe('charges (coddao 500/501): every charge of every demo account pays with any bank', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database?.close());

  async function listasComCobrancas() {
    const linhas = await database.db
      .selectDistinct({ modulo: cobranca.modulo, lista: cobranca.lista })
      .from(cobranca);
    return linhas;
  }

  it('boleto and Pix validate with independent parsers; amount, due date and txid match; CRC right', async () => {
    const listas = await listasComCobrancas();
    // The app opens exactly the lists made only of charges in its charge screens (plus those made at run time).
    const soCobrancas = demoTeste.modulos
      .filter(
        (l) =>
          l.registros.length === 0 &&
          demoTeste.cobrancas.some((c) => c.modulo === l.modulo && c.lista === l.lista),
      )
      .map((l) => `${l.modulo}/${l.lista}`);
    expect(soCobrancas.sort()).toEqual(
      LISTAS_COBRANCA.filter((l) => l !== 'eventos/inscricoes' && l !== 'cantina/recargas').sort(),
    );
    expect(listas.map((l) => `${l.modulo}/${l.lista}`)).toEqual(expect.arrayContaining(soCobrancas));
    let pagaveis = 0;
    let vistas = 0;
    for (const p of pessoas) {
      const ctx = await contextoPara(database, p.codpessoa);
      for (const { modulo, lista } of listas) {
        const { itens } = (await executar(ctx, 500, ['W1', modulo, lista, 1, 100])) as {
          itens: CobrancaResumo[];
        };
        for (const resumo of itens) {
          vistas++;
          const c = (await executar(ctx, 501, ['W1', modulo, resumo.codcobranca])) as Cobranca;
          const onde = `${p.nompessoa} ${c.titulo}`;
          // A receivable the person's company issued is its customer's to pay (issue 28): no codes for them.
          if (c.aReceber || c.situacao === 'pago' || c.situacao === 'cancelado') {
            expect(c.boleto, onde).toBeUndefined();
            expect(c.pixCopiaECola, onde).toBeUndefined();
            if (c.situacao === 'pago' && !c.aReceber)
              expect(c.pagamento?.autenticacao, onde).toMatch(/^[0-9A-F]{32}$/);
            continue;
          }
          pagaveis++;
          const linha = c.boleto?.linhaDigitavel ?? '';
          const barras = c.boleto?.codigoBarras ?? '';
          expect(boletoBancarioLinhaDigitavel(linha), onde).toBe(true);
          expect(boletoBancarioLinhaDigitavel(c.boleto?.linhaFormatada ?? ''), onde).toBe(true);
          expect(boletoBancarioCodigoBarras(barras), onde).toBe(true);
          expect(Number(barras.slice(9, 19)), onde).toBe(c.valorCentavos);
          expect(Number(barras.slice(5, 9)), onde).toBe(fatorIndependente(c.vencimento));
          expect(barras.slice(19), onde).toContain(c.nossoNumero);
          const pix = parsePix(c.pixCopiaECola ?? '');
          expect(hasError(pix), onde).toBe(false);
          if (hasError(pix) || !('pixKey' in pix)) continue;
          expect(Math.round((pix.transactionAmount ?? 0) * 100), onde).toBe(c.totalCentavos);
          expect(pix.txid, onde).toBe(c.txid);
          expect(pix.pixKey, onde).toBe(c.beneficiarioCnpj.replace(/\D/g, ''));
          expect(c.totalCentavos, onde).toBe(c.valorCentavos + c.multaCentavos + c.jurosCentavos);
        }
      }
    }
    expect(vistas).toBeGreaterThan(40);
    expect(pagaveis).toBeGreaterThan(8);
  });

  it('open and overdue first, nearest due first; then the rest newest first', async () => {
    const ctx = await contextoPara(database, PESSOA.ana);
    const { itens } = (await executar(ctx, 500, ['W1', 'escola', 'mensalidades', 1, 100])) as {
      itens: CobrancaResumo[];
    };
    const abertas = itens.filter((i) => i.situacao === 'aberto' || i.situacao === 'vencido');
    expect(abertas.length).toBeGreaterThan(0);
    expect(itens.slice(0, abertas.length)).toEqual(abertas);
    const venc = abertas.map((i) => i.vencimento);
    expect(venc).toEqual([...venc].sort());
    const resto = itens.slice(abertas.length).map((i) => i.vencimento);
    expect(resto).toEqual([...resto].sort().reverse());
  });

  it('an overdue charge shows its fine (2 %) and interest (1 % a month pro rata) before paying', async () => {
    // Tiago's last month's fee is past due whatever day this runs (this month's is open until the 10th).
    const ctx = await contextoPara(database, PESSOA.admin);
    const { itens } = (await executar(ctx, 500, ['W1', 'escola', 'mensalidades', 1, 100])) as {
      itens: CobrancaResumo[];
    };
    const vencida = itens.find((i) => i.situacao === 'vencido');
    expect(vencida, `Tiago's overdue mensalidade as of ${REFERENCIA_TESTE}`).toBeDefined();
    if (!vencida) return;
    expect(vencida.status).toBe('Vencido');
    expect(vencida.multaCentavos).toBe(Math.round(vencida.valorCentavos * 0.02));
    expect(vencida.jurosCentavos).toBe(Math.round((vencida.valorCentavos * vencida.diasAtraso) / 3000));
  });

  it('is scoped by the chosen context: another student’s charge is not answered, not even by number', async () => {
    const base = parseParamsSistema(
      (await contextoPara(database, PESSOA.ana)).sessao?.pessoa.paramsistema ?? '',
    );
    const geral = await contextoPara(database, PESSOA.ana, serializeParamsSistema({ ...base, codAluno: '' }));
    const todas = (await executar(geral, 500, ['W1', 'escola', 'mensalidades', 1, 100])) as {
      itens: CobrancaResumo[];
    };
    const contexto = { ...base, codAluno: ALUNO.lucas };
    const ctx = await contextoPara(database, PESSOA.ana, serializeParamsSistema(contexto));
    const doLucas = (await executar(ctx, 500, ['W1', 'escola', 'mensalidades', 1, 100])) as {
      itens: CobrancaResumo[];
    };
    expect(doLucas.itens.length).toBeGreaterThan(0);
    expect(doLucas.itens.length).toBeLessThan(todas.itens.length);
    expect(doLucas.itens.every((i) => i.subtitulo?.startsWith('Lucas'))).toBe(true);
    const outra = todas.itens.find((i) => !i.subtitulo?.startsWith('Lucas'));
    await expect(executar(ctx, 501, ['W1', 'escola', outra?.codcobranca])).rejects.toThrow(
      'Cobrança não encontrada.',
    );
    const daCarla = await contextoPara(database, PESSOA.carla);
    await expect(executar(daCarla, 501, ['W1', 'escola', outra?.codcobranca])).rejects.toThrow();
  });
});
