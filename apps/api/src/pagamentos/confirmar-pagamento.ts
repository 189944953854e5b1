import { MENSAGENS_COBRANCA, type Topico, type WebhookPagamento } from '@portal/core';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/database.ts';
import { cantinaCartao, cobranca, notificacao, pagamento } from '../db/schema/index.ts';
import { emTransacao } from '../db/transacao.ts';
import { anunciar } from '../mudancas/anunciar.ts';
import { pessoasDoEscopo } from '../mudancas/pessoas-do-escopo.ts';
import { LISTA_COBRANCA_CANTINA } from '../operations/cantina/cartao-do-aluno.ts';
import { type CobrancaRow, hojeDe, resumoCobranca } from '../operations/cobrancas/cobranca-dto.ts';
import { enfileirarPush } from '../push/enfileirar-push.ts';
import { autenticacaoDe } from './autenticacao.ts';
import { confirmarReservaEvento, LISTA_COBRANCA_EVENTO } from './cobranca-evento.ts';

/** What is still due on a day: the amount with fine and interest, less what earlier payments brought in. */
const devidoEm = (c: CobrancaRow, dia: string) => resumoCobranca(c, dia).restanteCentavos;

export type ResultadoConfirmacao =
  | { tipo: 'confirmado'; codcobranca: number; codpagamento: number }
  | { tipo: 'repetido'; codcobranca: number }
  | { tipo: 'cobranca-desconhecida' };

/** Where a charge opens in the app (its notification leads there). */
export const rotaCobranca = (c: { modulo: string; lista: string; codcobranca: number }) =>
  `/${c.modulo}/${c.lista}/${c.codcobranca}`;

/**
 * Records a provider's payment and marks its charge paid, in one transaction: the payment row (unique by the
 * provider's id, so a replay — even 50 at once — inserts nothing and changes nothing), the charge's paid date
 * (the charge lives only in its row: lists and documents read it from there), and a notification for every person the charge belongs to. A deadlock's
 * victim runs again (emTransacao).
 */
export async function confirmarPagamento(
  db: Db,
  w: WebhookPagamento,
  agora: Date,
): Promise<ResultadoConfirmacao> {
  return emTransacao(db, async (tx) => {
    const [alvo] = await tx
      .select()
      .from(cobranca)
      .where(
        or(
          w.txid ? eq(cobranca.txid, w.txid) : undefined,
          w.nossoNumero ? eq(cobranca.nossoNumero, w.nossoNumero) : undefined,
        ),
      )
      .limit(1)
      // Two payments of one charge at once each see what the other brought in (the rest due is read, then added to).
      .for('update');
    if (!alvo) return { tipo: 'cobranca-desconhecida' };
    const diaDoPagamento = hojeDe(new Date(w.pagoEm));
    const devido = devidoEm(alvo, diaDoPagamento);
    // A provider that omits the amount paid what was due that day (a settled charge's: its whole amount again).
    const valorPago =
      w.valorCentavos ?? (devido > 0 ? devido : resumoCobranca(alvo, diaDoPagamento).totalCentavos);
    const [novo] = await tx
      .insert(pagamento)
      .values({
        idProvedor: w.id,
        codcobranca: alvo.codcobranca,
        valorCentavos: valorPago,
        meio: w.meio,
        pagoEm: new Date(w.pagoEm),
        autenticacao: autenticacaoDe(w.id),
        recebidoEm: agora,
      })
      .onConflictDoNothing({ target: pagamento.idProvedor })
      .returning({ codpagamento: pagamento.codpagamento });
    if (!novo) return { tipo: 'repetido', codcobranca: alvo.codcobranca };
    // Every payment counts toward the charge, in this transaction (the list reads what is left from the column).
    await tx
      .update(cobranca)
      .set({ recebidoCentavos: sql`${cobranca.recebidoCentavos} + ${valorPago}` })
      .where(eq(cobranca.codcobranca, alvo.codcobranca));
    // Less than what was due that day is recorded but leaves the charge open for the rest; more settles it.
    if (valorPago < devido) {
      // What is left to pay changed: the owners' screens re-read it.
      await anunciarPagamento(tx, alvo, await donosDe(tx, alvo));
      return { tipo: 'confirmado', codcobranca: alvo.codcobranca, codpagamento: novo.codpagamento };
    }
    const marcada = await tx
      .update(cobranca)
      .set({ pagoEm: new Date(w.pagoEm) })
      .where(
        and(
          eq(cobranca.codcobranca, alvo.codcobranca),
          isNull(cobranca.pagoEm),
          isNull(cobranca.canceladoEm),
        ),
      )
      .returning({ codcobranca: cobranca.codcobranca });
    // A second payment of a paid (or a cancelled) charge is kept (for refund) but neither repaints nor notifies again.
    if (marcada.length === 0)
      return { tipo: 'confirmado', codcobranca: alvo.codcobranca, codpagamento: novo.codpagamento };
    if (alvo.modulo === LISTA_COBRANCA_EVENTO.modulo) await confirmarReservaEvento(tx, alvo.codcobranca);
    // A cafeteria top-up raises the student's balance by what it charged, in the same transaction.
    if (alvo.modulo === LISTA_COBRANCA_CANTINA.modulo && alvo.escCodaluno !== null)
      await tx
        .update(cantinaCartao)
        .set({ saldoCentavos: sql`${cantinaCartao.saldoCentavos} + ${alvo.valorCentavos}` })
        .where(eq(cantinaCartao.codaluno, alvo.escCodaluno));
    const donos = await donosDe(tx, alvo);
    await anunciarPagamento(tx, alvo, donos);
    if (donos.length > 0) {
      const aviso = {
        titulo: MENSAGENS_COBRANCA.pagamentoConfirmado,
        texto: MENSAGENS_COBRANCA.pagamentoConfirmadoTexto(alvo.titulo),
        rota: rotaCobranca(alvo),
      };
      await tx.insert(notificacao).values(
        donos.map((d) => ({
          codpessoa: d.codpessoa,
          titulo: aviso.titulo,
          mensagem: aviso.texto,
          dthcriacao: agora,
          rota: aviso.rota,
          escCodempresa: alvo.escCodempresa,
          escCodaluno: alvo.escCodaluno,
          escCodcondomino: alvo.escCodcondomino,
        })),
      );
      // And a push to every device they registered (coddao 320 and 321), queued with the notification.
      await enfileirarPush(
        tx,
        donos.map((d) => d.codpessoa),
        aviso,
        agora,
      );
    }
    return { tipo: 'confirmado', codcobranca: alvo.codcobranca, codpagamento: novo.codpagamento };
  });
}

/** The people a charge belongs to: its person, or everyone holding its student, unit or company. */
const donosDe = (tx: Executor, alvo: CobrancaRow) => pessoasDoEscopo(tx, alvo);

/**
 * Tells the owners' apps, at commit, that the charge changed — and the balance with a top-up, the sign-up with an
 * event's fee, the bell with the notification a settled charge adds.
 */
async function anunciarPagamento(tx: Executor, alvo: CobrancaRow, donos: { codpessoa: number }[]) {
  const topicos: Topico[] = ['cobrancas', 'notificacoes'];
  if (alvo.modulo === LISTA_COBRANCA_CANTINA.modulo) topicos.push('cantina');
  if (alvo.modulo === LISTA_COBRANCA_EVENTO.modulo) topicos.push('eventos');
  await anunciar(
    tx,
    topicos,
    donos.map((d) => d.codpessoa),
  );
}
