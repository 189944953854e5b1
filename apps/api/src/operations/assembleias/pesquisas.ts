import {
  contarOpcoes,
  MENSAGENS_API,
  MENSAGENS_PESQUISA,
  operacoes,
  type Pesquisa,
  problemasDaResposta,
} from '@portal/core';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { colunaQualificada } from '../../db/coluna-qualificada.ts';
import type { Executor } from '../../db/database.ts';
import { pesquisa, pesquisaPergunta, pesquisaResposta, pesquisaRespostaItem } from '../../db/schema/index.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { lista, offsetDe } from '../pagina.ts';
import { edificioDoContexto } from './edificio.ts';

type PesquisaRow = typeof pesquisa.$inferSelect;

const publicados = (p: PesquisaRow, agora: Date) => p.resultadosEm !== null && p.resultadosEm <= agora;

function resumo(p: PesquisaRow, respondida: boolean, agora: Date) {
  return {
    codpesquisa: p.codpesquisa,
    titulo: p.titulo,
    descricao: p.descricao,
    abertaEm: p.abertaEm.toISOString(),
    encerraEm: p.encerraEm.toISOString(),
    respondida,
    resultadosPublicados: publicados(p, agora),
  };
}

async function pesquisaDoEdificio(db: Executor, codpesquisa: number, codedificio: string) {
  const [row] = await db
    .select()
    .from(pesquisa)
    .where(and(eq(pesquisa.codpesquisa, codpesquisa), eq(pesquisa.codedificio, codedificio)));
  if (!row) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
  return row;
}

// The outer survey's column is qualified: bare, "codpesquisa" inside the subquery is the answer's own (every
// survey looked answered once one was).
const respondidaPor = (codpessoa: number) =>
  sql<boolean>`exists (select 1 from ${pesquisaResposta} where ${pesquisaResposta.codpesquisa} = ${colunaQualificada(pesquisa, pesquisa.codpesquisa)} and ${pesquisaResposta.codpessoa} = ${codpessoa})`;

/** coddao 750 — the building's surveys, the latest first, each saying whether the caller answered it. */
export const pesquisas = defineOperacao(operacoes.pesquisas, {
  acesso: 'token',
  async run(ctx, [, pagina = 1, tamanhoPagina = 20]) {
    const e = await edificioDoContexto(ctx);
    const codpessoa = sessaoDe(ctx).pessoa.codpessoa;
    const doEdificio = eq(pesquisa.codedificio, e.codedificio);
    const [linhas, [contagem]] = await Promise.all([
      ctx.db
        .select({ p: pesquisa, respondida: respondidaPor(codpessoa) })
        .from(pesquisa)
        .where(doEdificio)
        .orderBy(desc(pesquisa.abertaEm), desc(pesquisa.codpesquisa))
        .limit(tamanhoPagina)
        .offset(offsetDe(pagina, tamanhoPagina)),
      ctx.db.select({ total: sql<number>`count(*)::int` }).from(pesquisa).where(doEdificio),
    ]);
    const agora = ctx.now();
    return lista(
      linhas.map((l) => resumo(l.p, Boolean(l.respondida), agora)),
      Number(contagem?.total ?? 0),
      pagina,
      tamanhoPagina,
    );
  },
});

async function perguntasDe(db: Executor, codpesquisa: number) {
  return db
    .select()
    .from(pesquisaPergunta)
    .where(eq(pesquisaPergunta.codpesquisa, codpesquisa))
    .orderBy(asc(pesquisaPergunta.ordem));
}

/** coddao 751 — one survey with its questions; its results (counts and texts) only once published. */
export const pesquisaDetalhe = defineOperacao(operacoes.pesquisa, {
  acesso: 'token',
  async run(ctx, [, codpesquisa]): Promise<Pesquisa> {
    const e = await edificioDoContexto(ctx);
    const p = await pesquisaDoEdificio(ctx.db, codpesquisa, e.codedificio);
    const codpessoa = sessaoDe(ctx).pessoa.codpessoa;
    const agora = ctx.now();
    const [perguntas, [contagem], [minha]] = await Promise.all([
      perguntasDe(ctx.db, codpesquisa),
      ctx.db
        .select({ total: sql<number>`count(*)::int` })
        .from(pesquisaResposta)
        .where(eq(pesquisaResposta.codpesquisa, codpesquisa)),
      ctx.db
        .select({ em: pesquisaResposta.em })
        .from(pesquisaResposta)
        .where(and(eq(pesquisaResposta.codpesquisa, codpesquisa), eq(pesquisaResposta.codpessoa, codpessoa))),
    ]);
    let resultado: Pesquisa['resultado'] = null;
    if (publicados(p, agora)) {
      const itens = await ctx.db
        .select()
        .from(pesquisaRespostaItem)
        .where(eq(pesquisaRespostaItem.codpesquisa, codpesquisa))
        .orderBy(asc(pesquisaRespostaItem.codpessoa));
      resultado = perguntas.map((q) => {
        const daPergunta = itens.filter((i) => i.codpergunta === q.codpergunta);
        return {
          codpergunta: q.codpergunta,
          contagens: contarOpcoes(
            q.opcoes.length,
            daPergunta.map((i) => i.opcoes),
          ),
          textos: daPergunta.flatMap((i) => (i.texto ? [i.texto] : [])),
        };
      });
    }
    return {
      ...resumo(p, Boolean(minha), agora),
      perguntas: perguntas.map((q) => ({
        codpergunta: q.codpergunta,
        tipo: q.tipo as 'unica' | 'multipla' | 'texto',
        texto: q.texto,
        opcoes: q.opcoes,
      })),
      respostas: Number(contagem?.total ?? 0),
      resultado,
    };
  },
});

/**
 * coddao 752 — the caller's one answer (the database holds it: `pesquisa_resposta`'s primary key, INSERT … ON
 * CONFLICT DO NOTHING; a second, or one racing it, is refused with 400 CONFLITO), checked by core's rule.
 */
export const responderPesquisa = defineOperacao(operacoes.responderPesquisa, {
  acesso: 'token',
  muda: ['assembleias'],
  async run(ctx, [, codpesquisa], { respostas }) {
    const e = await edificioDoContexto(ctx);
    const p = await pesquisaDoEdificio(ctx.db, codpesquisa, e.codedificio);
    const agora = ctx.now();
    if (p.abertaEm > agora || p.encerraEm <= agora)
      throw new ErroOperacao('CONFLITO', MENSAGENS_PESQUISA.fechada);
    const perguntas = await perguntasDe(ctx.db, codpesquisa);
    const campos = problemasDaResposta(
      perguntas.map((q) => ({ ...q, tipo: q.tipo as 'unica' | 'multipla' | 'texto' })),
      respostas,
    );
    const [primeira] = Object.values(campos);
    if (primeira) throw new ErroOperacao('INVALIDO', primeira, campos);
    const codpessoa = sessaoDe(ctx).pessoa.codpessoa;
    const [nova] = await ctx.db
      .insert(pesquisaResposta)
      .values({ codpesquisa, codpessoa, em: agora })
      .onConflictDoNothing()
      .returning({ em: pesquisaResposta.em });
    if (!nova) throw new ErroOperacao('CONFLITO', MENSAGENS_PESQUISA.jaRespondida);
    const tipos = new Map(perguntas.map((q) => [q.codpergunta, q.tipo]));
    await ctx.db.insert(pesquisaRespostaItem).values(
      respostas.map((r) => ({
        codpesquisa,
        codpessoa,
        codpergunta: r.codpergunta,
        opcoes: tipos.get(r.codpergunta) === 'texto' ? [] : [...(r.opcoes ?? [])],
        texto: tipos.get(r.codpergunta) === 'texto' ? (r.texto ?? '').trim() : null,
      })),
    );
    return { em: agora.toISOString() };
  },
});
