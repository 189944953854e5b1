import { autenticacaoDe } from '../../pagamentos/autenticacao.ts';
import { cartoesCantina, type DemoDatada } from '../../seed-data/index.ts';
import type { Executor } from '../database.ts';
import { cantinaCartao, cantinaCompra, cobranca, pagamento } from '../schema/index.ts';
import { escopoColunas } from './escopo-colunas.ts';
import { inserirEmLotes } from './lotes.ts';

/** Noon in Brasília of a 'yyyy-mm-dd' day: a seeded payment's instant. */
const meioDia = (dia: string) => new Date(`${dia.slice(0, 10)}T15:00:00Z`);

/**
 * The demo's charges (issue 13), written in their table's row type (seed-data/cobrancas.ts; issue 28), a payment
 * for each one already paid, the cafeteria cards and the purchases made with them.
 */
export async function seedCobrancas(db: Executor, { cobrancas, comprasCantina }: DemoDatada): Promise<void> {
  await inserirEmLotes(
    db,
    cobranca,
    cobrancas.map(({ escopo, pagoEm, canceladoEm, ...linha }) => ({
      ...linha,
      ...escopoColunas(escopo),
      pagoEm: pagoEm ? meioDia(pagoEm) : null,
      canceladoEm: canceladoEm ? meioDia(canceladoEm) : null,
    })),
    100,
  );
  await db.insert(cantinaCartao).values(
    cartoesCantina.map((c) => ({
      codaluno: c.codaluno,
      saldoCentavos: Math.round(c.saldo * 100),
      limiteDiarioCentavos: Math.round(c.limiteDiario * 100),
      bloqueados: c.bloqueados,
    })),
  );
  const compras: (typeof cantinaCompra.$inferInsert)[] = comprasCantina.map((c) => ({
    codaluno: c.codaluno,
    quando: new Date(c.quando),
    item: c.item,
    valorCentavos: Math.round(c.valor * 100),
    status: c.status,
    ...escopoColunas(c.escopo),
  }));
  await inserirEmLotes(db, cantinaCompra, compras, 100);
  // A paid charge was paid in full on its day: one payment each, what its row says it received.
  const pagas = cobrancas.filter((c) => c.pagoEm);
  await inserirEmLotes(
    db,
    pagamento,
    pagas.map((c) => {
      const idProvedor = `DEMO-${c.codcobranca}`;
      const quando = meioDia(c.pagoEm ?? c.vencimento);
      return {
        idProvedor,
        codcobranca: c.codcobranca,
        valorCentavos: c.recebidoCentavos,
        meio: 'boleto',
        pagoEm: quando,
        autenticacao: autenticacaoDe(idProvedor),
        recebidoEm: quando,
      };
    }),
    100,
  );
}
