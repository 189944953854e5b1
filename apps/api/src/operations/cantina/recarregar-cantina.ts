import { codigosCobranca, MENSAGEM_RECARGA_INVALIDA, operacoes, validarRecargaCantina } from '@portal/core';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { aluno, cobranca, empresa } from '../../db/schema/index.ts';
import { hojeDe } from '../cobrancas/cobranca-dto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { alunoNoContexto, LISTA_COBRANCA_CANTINA } from './cartao-do-aluno.ts';

/** coddao 504 — a top-up charge for one student, paid by Pix; the balance rises when the payment is confirmed. */
export const recarregarCantina = defineOperacao(operacoes.recargaCantina, {
  acesso: 'token',
  muda: ['cantina', 'cobrancas'],
  async run(ctx, [, codalunoParam], { valorCentavos }) {
    const codaluno = alunoNoContexto(ctx, codalunoParam);
    if (validarRecargaCantina(valorCentavos))
      throw new ErroOperacao('INVALIDO', MENSAGEM_RECARGA_INVALIDA, {
        'conteudo.valorCentavos': MENSAGEM_RECARGA_INVALIDA,
      });
    const [dono] = await ctx.db
      .select({ aluno: aluno.dados, escola: empresa.dados })
      .from(aluno)
      .leftJoin(empresa, sql`${empresa.codempresa} = (${aluno.dados}->>'codempresa')::int`)
      .where(eq(aluno.codaluno, codaluno));
    // The charge's number first, so its nosso número and txid are derived from it in the one insert.
    const [seq] = rowsOf<{ id: number }>(
      await ctx.db.execute(sql`select nextval(pg_get_serial_sequence('cobranca', 'codcobranca'))::int as id`),
    );
    if (!seq) throw new Error('sem número de cobrança');
    const nossoNumero = `66${String(seq.id).padStart(10, '0')}`;
    const [c] = await ctx.db
      .insert(cobranca)
      .values({
        codcobranca: seq.id,
        ...LISTA_COBRANCA_CANTINA,
        escCodaluno: codaluno,
        escCodempresa: dono?.aluno.codempresa ?? null,
        titulo: 'Recarga da cantina',
        subtitulo: dono?.aluno.nome ?? null,
        banco: '001',
        campoLivre: nossoNumero.padStart(25, '0'),
        nossoNumero,
        txid: `CANT${seq.id}`,
        chavePix: (dono?.escola?.cnpj ?? '11.222.333/0001-81').replace(/\D/g, ''),
        beneficiario: dono?.escola?.nomempresa ?? 'Cantina escolar',
        cidade: dono?.escola?.cidade ?? 'Campinas',
        vencimento: hojeDe(ctx.now()),
        valorCentavos,
        multaPercentual: 0,
        jurosMesPercentual: 0,
      })
      .returning();
    const codigos = c ? codigosCobranca(c) : null;
    if (!c || !codigos) throw new Error('recarga sem código Pix');
    return { codcobranca: c.codcobranca, valorCentavos, pixCopiaECola: codigos.pixCopiaECola, txid: c.txid };
  },
});
