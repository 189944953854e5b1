import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, demoTeste, freshDatabase, rodarParteAMao } from '../../test/helper.ts';
import type { Database } from './database.ts';
import { cantinaCompra, moduloLista, moduloRegistro, pessoa } from './schema/index.ts';
import type { MenuGrupo } from './schema/tipos.ts';
import { escopoColunas } from './seed/escopo-colunas.ts';

const ITEM_ANTIGO = { titulo: 'Pedidos da cantina', icone: 'restaurant-outline', rota: '/cantina/pedidos' };

/** The menus as the old seed wrote them: the purchases' list right after the cafeteria card. */
const comItemAntigo = (menus: MenuGrupo[]): MenuGrupo[] =>
  menus.map((g) => ({
    ...g,
    menus: g.menus.flatMap((i) => (i.rota === '/cantina/saldo' ? [i, ITEM_ANTIGO] : [i])),
  }));

/**
 * Issue 28: a database made while the cafeteria's purchases were modulo_registro records (list cantina/pedidos)
 * migrates. The records are put back as the old seed wrote them, the table emptied, and the migration's
 * hand-written part run: the rows come back as the seed writes them, the records, their list and menu item go.
 */
describe.each(databaseKinds())('migration 0012 on a %s database with the old purchase records', (kind) => {
  let database: Database;
  let esperado: (typeof cantinaCompra.$inferSelect)[];
  let menus: { codpessoa: number; menus: MenuGrupo[] }[];
  beforeAll(async () => {
    database = await freshDatabase(kind);
    const { db } = database;
    esperado = await db.select().from(cantinaCompra).orderBy(asc(cantinaCompra.codcompra));
    menus = await db.select({ codpessoa: pessoa.codpessoa, menus: pessoa.menus }).from(pessoa);
    await db.delete(cantinaCompra);
    await db
      .insert(moduloLista)
      .values({ modulo: 'cantina', lista: 'pedidos', titulo: 'Pedidos da cantina' });
    await db.insert(moduloRegistro).values(
      demoTeste.comprasCantina.map((c, ordem) => {
        const data = new Date(Date.parse(c.quando) - 3 * 3_600_000).toISOString().slice(0, 10);
        return {
          codregistro: 900_000 + ordem,
          modulo: 'cantina',
          lista: 'pedidos',
          ...escopoColunas(c.escopo),
          ordem,
          data,
          valorCentavos: Math.round(c.valor * 100),
          dados: {
            codregistro: 900_000 + ordem,
            titulo: c.item,
            escopo: c.escopo,
            subtitulo: 'Aluno',
            data,
            valor: c.valor,
            status: c.status,
            detalhes: [{ rotulo: 'Retirada', valor: 'Intervalo da manhã (9h40)' }],
          },
        };
      }),
    );
    for (const p of menus)
      await db
        .update(pessoa)
        .set({ menus: comItemAntigo(p.menus) })
        .where(sql`${pessoa.codpessoa} = ${p.codpessoa}`);
    await rodarParteAMao(db, '0013_cantina_compra');
  });
  afterAll(() => database?.close());

  it('moves the purchases into cantina_compra and drops the records, their list and their menu item', async () => {
    const { db } = database;
    const depois = await db.select().from(cantinaCompra).orderBy(asc(cantinaCompra.codcompra));
    const semChave = ({ codcompra: _, ...c }: typeof cantinaCompra.$inferSelect) => c;
    expect(esperado.length).toBeGreaterThan(0);
    expect(depois.map(semChave)).toEqual(esperado.map(semChave));
    const registros = await db.select().from(moduloRegistro).where(sql`${moduloRegistro.lista} = 'pedidos'`);
    expect(registros).toEqual([]);
    expect(await db.select().from(moduloLista).where(sql`${moduloLista.lista} = 'pedidos'`)).toEqual([]);
    const agora = await db.select({ codpessoa: pessoa.codpessoa, menus: pessoa.menus }).from(pessoa);
    expect(JSON.stringify(agora)).not.toContain('/cantina/pedidos');
    expect(new Map(agora.map((p) => [p.codpessoa, p.menus]))).toEqual(
      new Map(menus.map((p) => [p.codpessoa, p.menus])),
    );
  });
});
