import { autenticacaoDe } from '../../pagamentos/autenticacao.ts';
import { cartoesCantina, type DemoDatada } from '../../seed-data/index.ts';
import type { Executor } from '../database.ts';
import { cantinaCartao, cantinaCompra, cobranca, pagamento } from '../schema/index.ts';
import { escopoColunas } from './escopo-colunas.ts';
import { inserirEmLotes } from './lotes.ts';

/** Noon in Brasília of a 'yyyy-mm-dd' day: a seeded payment's instant. */
const meioDia = (dia: string) => new Date(`${dia.slice(0, 10)}T15:00:00Z`);

/**
 * The charges behind the bill records (issue 13), a payment for each one already paid, the cafeteria cards and
 * the purchases made with them (issue 28).
 */
export async function seedCobrancas(db: Executor, { modulos, comprasCantina }: DemoDatada): Promise<void> {
  const linhas = modulos.flatMap((l) =>
    l.registros.flatMap((r) =>
      r.cobranca ? [{ modulo: l.modulo, lista: l.lista, registro: r, c: r.cobranca }] : [],
    ),
  );
  await inserirEmLotes(
    db,
    cobranca,
    linhas.map(({ modulo, lista, registro, c }) => ({
      codcobranca: registro.codregistro,
      modulo,
      lista,
      ...escopoColunas(registro.escopo),
      titulo: registro.titulo,
      subtitulo: registro.subtitulo ?? null,
      banco: c.banco,
      campoLivre: c.campoLivre,
      nossoNumero: c.nossoNumero,
      txid: c.txid,
      chavePix: c.chavePix,
      beneficiario: c.beneficiario,
      cidade: c.cidade,
      vencimento: c.vencimento,
      valorCentavos: c.valorCentavos,
      multaPercentual: c.multaPercentual,
      jurosMesPercentual: c.jurosMesPercentual,
      // A paid bill was paid in full: its seeded payment below is its amount.
      recebidoCentavos: c.pagoEm ? c.valorCentavos : 0,
      pagoEm: c.pagoEm ? meioDia(c.pagoEm) : null,
      canceladoEm: c.canceladoEm ? meioDia(c.canceladoEm) : null,
      aReceber: c.aReceber,
      descontoCentavos: c.descontoCentavos,
      descontoAte: c.descontoAte,
      itens: c.itens,
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
  const pagas = linhas.filter(({ c }) => c.pagoEm);
  await inserirEmLotes(
    db,
    pagamento,
    pagas.map(({ registro, c }) => {
      const idProvedor = `DEMO-${registro.codregistro}`;
      const quando = meioDia(c.pagoEm ?? c.vencimento);
      return {
        idProvedor,
        codcobranca: registro.codregistro,
        valorCentavos: c.valorCentavos,
        meio: 'boleto',
        pagoEm: quando,
        autenticacao: autenticacaoDe(idProvedor),
        recebidoEm: quando,
      };
    }),
    100,
  );
}
