import { formatMoedaBr } from '@portal/core';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, demoTeste, freshDatabase, rodarMigracao, rodarParteAMao } from '../../test/helper.ts';
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
    // The records as the old seed wrote them: every bill, with its codes, its discount as text.
    const antigos = demoTeste.modulos.flatMap((l) =>
      l.registros.flatMap((r, ordem) => {
        if (!r.cobranca) return [];
        const desconto = r.cobranca.descontoCentavos
          ? [
              {
                rotulo: 'Desconto pontualidade',
                valor: `${formatMoedaBr(r.cobranca.descontoCentavos / 100)} até o dia ${Number(r.cobranca.descontoAte?.slice(8))}`,
              },
            ]
          : [];
        return [
          {
            codregistro: r.codregistro,
            modulo: l.modulo,
            lista: l.lista,
            ...escopoColunas(r.escopo),
            ordem,
            dados: {
              ...r,
              linhaDigitavel: '00190.00009 01234.567890 12345.678901 1 00000000000000',
              pixCopiaECola: `000201…${r.cobranca.txid}`,
              detalhes: [...r.detalhes, ...desconto],
            },
          },
        ];
      }),
    );
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
