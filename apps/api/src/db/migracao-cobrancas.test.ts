import { formatMoedaBr } from '@portal/core';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  demoTeste,
  freshDatabase,
  REFERENCIA_TESTE,
  rodarMigracao,
  rodarParteAMao,
} from '../../test/helper.ts';
import { dataBr, reais } from '../seed-data/util/referencia.ts';
import { STATUS } from '../seed-data/util/registro.ts';
import type { Database } from './database.ts';
import { cobranca, moduloRegistro } from './schema/index.ts';
import { escopoColunas } from './seed/escopo-colunas.ts';

/**
 * Issue 28: a database made before charges left modulo_registro migrates. Its bill records (JSON copies of the
 * charges, with their codes and their details as text) are put back as they were, the charge's new columns
 * emptied, and the migration's hand-written part run: the records go, what they said moves into the columns.
 */
describe.each(databaseKinds())('migration 0010 on a %s database with the old bill records', (kind) => {
  let database: Database;
  let esperado: (typeof cobranca.$inferSelect)[];
  beforeAll(async () => {
    database = await freshDatabase(kind);
    const { db } = database;
    esperado = await db.select().from(cobranca).orderBy(asc(cobranca.codcobranca));
    // The records as the old seed wrote them, rebuilt from the charge rows: every bill with its codes, its
    // details as text (its amount, what makes it up in reais, its discount), its status word and slip.
    const ordemNaLista = new Map<string, number>();
    const antigos = demoTeste.cobrancas.map((c) => {
      const chave = `${c.modulo}/${c.lista}`;
      const ordem = ordemNaLista.get(chave) ?? 0;
      ordemNaLista.set(chave, ordem + 1);
      const situacao = c.pagoEm
        ? 'pago'
        : c.canceladoEm
          ? 'cancelado'
          : c.vencimento < REFERENCIA_TESTE
            ? 'vencido'
            : 'aberto';
      const tipoAnexo = c.pagoEm ? ('comprovante' as const) : ('boleto' as const);
      const desconto = c.descontoCentavos
        ? [
            {
              rotulo: 'Desconto pontualidade',
              valor: `${formatMoedaBr(c.descontoCentavos / 100)} até o dia ${Number(c.descontoAte?.slice(8))}`,
            },
          ]
        : [];
      return {
        codregistro: c.codcobranca,
        modulo: c.modulo,
        lista: c.lista,
        ...escopoColunas(c.escopo),
        ordem,
        dados: {
          cobranca: c,
          codregistro: c.codcobranca,
          escopo: c.escopo,
          titulo: c.titulo,
          ...(c.subtitulo ? { subtitulo: c.subtitulo } : {}),
          data: c.vencimento,
          valor: c.valorCentavos / 100,
          ...STATUS[situacao],
          anexo: {
            doc: 'boleto',
            params: [c.codcobranca],
            filename: `${tipoAnexo}-${c.codcobranca}.pdf`,
            filetype: 'application/pdf',
            tipo: tipoAnexo,
          },
          linhaDigitavel: '00190.00009 01234.567890 12345.678901 1 00000000000000',
          pixCopiaECola: `000201…${c.txid}`,
          detalhes: [
            { rotulo: 'Beneficiário', valor: c.beneficiario },
            { rotulo: 'Vencimento', valor: dataBr(c.vencimento) },
            { rotulo: 'Valor', valor: reais(c.valorCentavos / 100) },
            ...(c.pagoEm ? [{ rotulo: 'Pago em', valor: dataBr(c.pagoEm) }] : []),
            ...c.itens.map((i) => ({ rotulo: i.descricao, valor: reais(i.valorCentavos / 100) })),
            ...desconto,
          ],
        },
      };
    });
    // Every kind of bill the move reads is among them.
    expect(antigos.length).toBe(demoTeste.cobrancas.length);
    await db.insert(moduloRegistro).values(antigos);
    await db.update(cobranca).set({ aReceber: false, descontoCentavos: null, descontoAte: null, itens: [] });
    // The charge's days were text until 0017: the database 0010 met had them so, and 0017 follows it.
    await db.execute(
      sql.raw('ALTER TABLE cobranca ALTER COLUMN vencimento TYPE text, ALTER COLUMN desconto_ate TYPE text'),
    );
    await rodarParteAMao(db, '0010_cobrancas_fora_dos_registros');
    await rodarMigracao(db, '0017_cobranca_datas');
  });
  afterAll(() => database?.close());

  it('moves the receivables, discounts and compositions into the columns and drops the copies', async () => {
    const { db } = database;
    const depois = await db.select().from(cobranca).orderBy(asc(cobranca.codcobranca));
    const colunas = (c: typeof cobranca.$inferSelect) => ({
      codcobranca: c.codcobranca,
      aReceber: c.aReceber,
      descontoCentavos: c.descontoCentavos,
      descontoAte: c.descontoAte,
      itens: c.itens,
    });
    expect(depois.map(colunas)).toEqual(esperado.map(colunas));
    expect(esperado.some((c) => c.aReceber)).toBe(true);
    expect(esperado.some((c) => c.descontoCentavos)).toBe(true);
    expect(esperado.some((c) => c.itens.length > 0)).toBe(true);
    const registros = await db.select().from(moduloRegistro);
    const chaves = new Set(esperado.map((c) => `${c.modulo}/${c.lista}/${c.codcobranca}`));
    expect(registros.filter((r) => chaves.has(`${r.modulo}/${r.lista}/${r.codregistro}`))).toEqual([]);
    expect(registros.filter((r) => 'linhaDigitavel' in r.dados || 'cobranca' in r.dados)).toEqual([]);
  });
});
