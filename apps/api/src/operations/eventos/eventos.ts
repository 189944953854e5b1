import { MENSAGENS_API, operacoes } from '@portal/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { colunaQualificada } from '../../db/coluna-qualificada.ts';
import { evento, inscricaoEvento } from '../../db/schema/index.ts';
import { cancelarCobrancasDasInscricoes, criarCobrancaEvento } from '../../pagamentos/cobranca-evento.ts';
import { type Alcance, alcanceDe, visivelPara } from '../alcance.ts';
import { type Contexto, sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { lista, offsetDe } from '../pagina.ts';

const codeventoExterno = colunaQualificada(evento, evento.codevento);

/** coddao 310 — events offered to the user, soonest first, with seats and whether they are signed up. */
export const listarEventos = defineOperacao(operacoes.eventos, {
  acesso: 'token',
  async run(ctx, [, pagina = 1, tamanhoPagina = 20]) {
    const alcance = alcanceDe(sessaoDe(ctx));
    const where = visivelPara(evento, alcance);
    const [linhas, [contagem]] = await Promise.all([
      ctx.db
        .select({
          codevento: evento.codevento,
          titulo: evento.titulo,
          descricao: evento.descricao,
          local: evento.local,
          dthinicio: evento.dthinicio,
          dthfim: evento.dthfim,
          vagas: evento.vagas,
          inscritos: evento.ocupadas,
          inscrito: sql<boolean>`exists (select 1 from ${inscricaoEvento} where ${inscricaoEvento.codevento} = ${codeventoExterno} and ${inscricaoEvento.codpessoa} = ${alcance.codpessoa})`,
          valor: evento.valor,
          codcobranca: sql<
            number | null
          >`(select ${inscricaoEvento.codcobranca} from ${inscricaoEvento} where ${inscricaoEvento.codevento} = ${codeventoExterno} and ${inscricaoEvento.codpessoa} = ${alcance.codpessoa} and ${inscricaoEvento.reservadaAte} is not null)`,
        })
        .from(evento)
        .where(where)
        .orderBy(asc(evento.dthinicio), asc(evento.codevento))
        .limit(tamanhoPagina)
        .offset(offsetDe(pagina, tamanhoPagina)),
      ctx.db.select({ total: sql<number>`count(*)::int` }).from(evento).where(where),
    ]);
    const itens = linhas.map((e) => ({
      ...e,
      inscritos: Number(e.inscritos),
      inscrito: Boolean(e.inscrito),
      valor: Number(e.valor),
      codcobranca: e.codcobranca === null ? null : Number(e.codcobranca),
      dthinicio: e.dthinicio.toISOString(),
      dthfim: e.dthfim.toISOString(),
    }));
    return lista(itens, Number(contagem?.total ?? 0), pagina, tamanhoPagina);
  },
});

/**
 * The event as the person's context sees it, its row locked for the rest of the transaction so sign-ups and
 * cancellations of one event run one after another; 400 when the context does not see it.
 */
async function eventoTravado(ctx: Contexto, codevento: number, alcance: Alcance) {
  const [alvo] = await ctx.db
    .select({
      codevento: evento.codevento,
      dthinicio: evento.dthinicio,
      titulo: evento.titulo,
      valor: evento.valor,
      escCodempresa: evento.escCodempresa,
    })
    .from(evento)
    .where(and(eq(evento.codevento, codevento), visivelPara(evento, alcance)))
    .for('update');
  if (!alvo)
    throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado, {
      'parametros.1': 'Evento não encontrado.',
    });
  return alvo;
}

/**
 * coddao 483 — signs the user up for an event (idempotent: runs inside the dispatcher's transaction).
 * The event row is locked first so two sign-ups never take the same last seat.
 */
export const inscreverEvento = defineOperacao(operacoes.inscricaoEvento, {
  acesso: 'token',
  muda: ['eventos', 'cobrancas'],
  async run(ctx, [, codevento], conteudo) {
    const alcance = alcanceDe(sessaoDe(ctx));
    const participantes = conteudo?.participantes ?? 1;
    const alvo = await eventoTravado(ctx, codevento, alcance);
    const [ja] = await ctx.db
      .select({ codinscricao: inscricaoEvento.codinscricao })
      .from(inscricaoEvento)
      .where(and(eq(inscricaoEvento.codevento, codevento), eq(inscricaoEvento.codpessoa, alcance.codpessoa)));
    if (ja) throw new ErroOperacao('INVALIDO', MENSAGENS_API.eventoJaInscrito);
    // The seats are taken in one conditional UPDATE; the table's check keeps them within 0…vagas regardless.
    const [reservada] = await ctx.db
      .update(evento)
      .set({ ocupadas: sql`${evento.ocupadas} + ${participantes}` })
      .where(
        and(
          eq(evento.codevento, alvo.codevento),
          sql`${evento.ocupadas} + ${participantes} <= ${evento.vagas}`,
        ),
      )
      .returning({ codevento: evento.codevento });
    if (!reservada) throw new ErroOperacao('INVALIDO', MENSAGENS_API.eventoLotado);
    const dthcriacao = ctx.now();
    const [criada] = await ctx.db
      .insert(inscricaoEvento)
      .values({
        codevento,
        codpessoa: alcance.codpessoa,
        participantes,
        observacao: conteudo?.observacao ?? null,
        protocolo: '',
        dthcriacao,
      })
      .returning({ codinscricao: inscricaoEvento.codinscricao });
    if (!criada) throw new Error('inscrição não criada');
    const protocolo = `EV${dthcriacao.getUTCFullYear()}-${String(criada.codinscricao).padStart(6, '0')}`;
    await ctx.db
      .update(inscricaoEvento)
      .set({ protocolo })
      .where(eq(inscricaoEvento.codinscricao, criada.codinscricao));
    // A paid event holds the seat until its charge is paid (48 h), in this same transaction.
    const cobrancaEvento =
      Number(alvo.valor) > 0
        ? await criarCobrancaEvento(
            ctx.db,
            { ...alvo, valor: Number(alvo.valor) },
            { codinscricao: criada.codinscricao, codpessoa: alcance.codpessoa, participantes },
            dthcriacao,
          )
        : null;
    return {
      codinscricao: criada.codinscricao,
      codevento,
      protocolo,
      dthcriacao: dthcriacao.toISOString(),
      ...(cobrancaEvento
        ? { codcobranca: cobrancaEvento.codcobranca, reservadaAte: cobrancaEvento.reservadaAte.toISOString() }
        : {}),
    };
  },
});

/**
 * coddao 484 — cancels the user's sign-up until the event starts, releasing its seats (idempotent like 483;
 * the event row is locked as a sign-up locks it). Cancelling what is no longer there changes nothing.
 */
export const cancelarInscricaoEvento = defineOperacao(operacoes.cancelarInscricaoEvento, {
  acesso: 'token',
  muda: ['eventos', 'cobrancas'],
  async run(ctx, [, codevento]) {
    const alcance = alcanceDe(sessaoDe(ctx));
    const alvo = await eventoTravado(ctx, codevento, alcance);
    if (ctx.now().getTime() >= alvo.dthinicio.getTime()) {
      throw new ErroOperacao('CONFLITO', MENSAGENS_API.eventoJaComecou);
    }
    // Cancelling before the event cancels its unpaid charge too: the charge before the sign-up, as a payment
    // takes them (pagamentos/cobranca-evento.ts).
    const inscricoes = { codevento, codpessoa: alcance.codpessoa };
    await cancelarCobrancasDasInscricoes(ctx.db, inscricoes, ctx.now());
    const removidas = await ctx.db
      .delete(inscricaoEvento)
      .where(and(eq(inscricaoEvento.codevento, codevento), eq(inscricaoEvento.codpessoa, alcance.codpessoa)))
      .returning({ participantes: inscricaoEvento.participantes });
    const liberadas = removidas.reduce((soma, r) => soma + r.participantes, 0);
    if (liberadas > 0) {
      await ctx.db
        .update(evento)
        .set({ ocupadas: sql`${evento.ocupadas} - ${liberadas}` })
        .where(eq(evento.codevento, alvo.codevento));
    }
    return { codevento, cancelada: removidas.length > 0 };
  },
});
