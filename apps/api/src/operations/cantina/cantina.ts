import {
  codigosCobranca,
  MENSAGEM_LIMITE_INVALIDO,
  MENSAGEM_RECARGA_INVALIDA,
  MENSAGENS_API,
  operacoes,
  validarLimiteDiarioCantina,
  validarRecargaCantina,
} from '@portal/core';
import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { aluno, cantinaCartao, cantinaCompra, cobranca, empresa } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { hojeDe } from '../cobrancas/cobranca-dto.ts';
import { type Contexto, sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';

export const LISTA_COBRANCA_CANTINA = { modulo: 'cantina', lista: 'recargas' } as const;
const COMPRAS = 10;

/** The student as the context sees it: one of the person's (and the chosen one, when chosen); else 400. */
function alunoNoContexto(ctx: Contexto, codaluno: string): string {
  if (!alcanceDe(sessaoDe(ctx)).alunos.includes(codaluno))
    throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado, {
      'parametros.1': 'Aluno não encontrado.',
    });
  return codaluno;
}

/** The instants a Brasília day ('yyyy-mm-dd') runs between: UTC−3, no daylight saving since 2019. */
function limitesDoDia(dia: string): [Date, Date] {
  const inicio = new Date(`${dia}T03:00:00Z`);
  return [inicio, new Date(inicio.getTime() + 86_400_000)];
}

/**
 * coddao 502 — a student's cafeteria card, the day's spending and the last purchases: three queries, the two on
 * cantina_compra by its (codaluno, quando) index.
 */
export const lerCantina = defineOperacao(operacoes.cantina, {
  acesso: 'token',
  async run(ctx, [, codalunoParam]) {
    const codaluno = alunoNoContexto(ctx, codalunoParam);
    const [linha] = await ctx.db
      .select({
        c: cantinaCartao,
        aluno: sql<string>`(select ${aluno.dados}->>'nome' from ${aluno} where ${aluno.codaluno} = ${codaluno})`,
      })
      .from(cantinaCartao)
      .where(eq(cantinaCartao.codaluno, codaluno));
    if (!linha) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    const [inicio, fim] = limitesDoDia(hojeDe(ctx.now()));
    const [gasto] = await ctx.db
      .select({ centavos: sql<number>`coalesce(sum(${cantinaCompra.valorCentavos}), 0)::int` })
      .from(cantinaCompra)
      .where(
        and(
          eq(cantinaCompra.codaluno, codaluno),
          gte(cantinaCompra.quando, inicio),
          lt(cantinaCompra.quando, fim),
          ne(cantinaCompra.status, 'Cancelado'),
        ),
      );
    const compras = await ctx.db
      .select({
        item: cantinaCompra.item,
        quando: cantinaCompra.quando,
        valorCentavos: cantinaCompra.valorCentavos,
        status: cantinaCompra.status,
      })
      .from(cantinaCompra)
      .where(eq(cantinaCompra.codaluno, codaluno))
      .orderBy(desc(cantinaCompra.quando), desc(cantinaCompra.codcompra))
      .limit(COMPRAS);
    return {
      codaluno,
      aluno: linha.aluno ?? '',
      saldoCentavos: linha.c.saldoCentavos,
      limiteDiarioCentavos: linha.c.limiteDiarioCentavos,
      gastoHojeCentavos: Number(gasto?.centavos ?? 0),
      bloqueados: linha.c.bloqueados,
      compras: compras.map((c) => ({
        titulo: c.item,
        data: hojeDe(c.quando),
        valorCentavos: c.valorCentavos,
        status: c.status,
      })),
    };
  },
});

/** coddao 503 — sets the day's limit of one student of the context (idempotent). */
export const definirLimiteCantina = defineOperacao(operacoes.limiteCantina, {
  acesso: 'token',
  muda: ['cantina'],
  async run(ctx, [, codalunoParam], { limiteDiarioCentavos }) {
    const codaluno = alunoNoContexto(ctx, codalunoParam);
    if (validarLimiteDiarioCantina(limiteDiarioCentavos))
      throw new ErroOperacao('INVALIDO', MENSAGEM_LIMITE_INVALIDO, {
        'conteudo.limiteDiarioCentavos': MENSAGEM_LIMITE_INVALIDO,
      });
    const [r] = await ctx.db
      .update(cantinaCartao)
      .set({ limiteDiarioCentavos })
      .where(eq(cantinaCartao.codaluno, codaluno))
      .returning({ limiteDiarioCentavos: cantinaCartao.limiteDiarioCentavos });
    if (!r) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    return { codaluno, limiteDiarioCentavos: r.limiteDiarioCentavos };
  },
});

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
