import {
  CREDENCIAIS_POR_SECAO,
  MENSAGENS_API,
  operacoes,
  SITUACOES_COBRANCA,
  SITUACOES_EM_ABERTO,
  situacaoDoRegistro,
} from '@portal/core';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { moduloLista, moduloRegistro } from '../../db/schema/index.ts';
import type { ModuloRegistroSeed } from '../../seed-data/types.ts';
import { referenciaDe } from '../../seed-data/util/deslocar.ts';
import { alcanceDe, visivelPara } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { lista, offsetDe } from '../pagina.ts';
import { termoBusca } from '../recados/recado-dto.ts';

/** The credentials guarding a module's section (SPEC §6); undefined when the section is open. */
export function credenciaisDoModulo(modulo: string): readonly string[] | undefined {
  // A client-given name never reaches an object's prototype ('constructor', '__proto__').
  if (!Object.hasOwn(CREDENCIAIS_POR_SECAO, modulo)) return undefined;
  return (CREDENCIAIS_POR_SECAO as Readonly<Record<string, readonly string[]>>)[modulo];
}

/** What a row holds beyond its display record: its day and the kind of status that day decides. */
interface Linha {
  dados: ModuloRegistroSeed;
  data: string | null;
  situacao: string | null;
}

const colunas = { dados: moduloRegistro.dados, data: moduloRegistro.data, situacao: moduloRegistro.situacao };

/** The record with its status as of today (Brasília's): core computes it from the row's day, none is stored. */
function registroHoje({ dados, data, situacao }: Linha, hoje: string): ModuloRegistroSeed {
  const calculada = situacao && data ? situacaoDoRegistro(situacao, data, hoje) : undefined;
  return calculada ? { ...dados, ...calculada } : dados;
}

/** A stored record in the list shape (no details, no html). */
function resumo(r: ModuloRegistroSeed) {
  const { escopo: _escopo, detalhes: _detalhes, html: _html, ...campos } = r;
  return campos;
}

const status = sql`${moduloRegistro.dados}->>'status'`;
const vencimento = sql`${moduloRegistro.dados}->>'data'`;
const emLista = (valores: readonly string[]) =>
  sql`${status} in (${sql.join(
    valores.map((v) => sql`${v}`),
    sql`, `,
  )})`;
const aPagar = emLista(SITUACOES_EM_ABERTO);
const cobranca = emLista(Object.values(SITUACOES_COBRANCA));

/**
 * core's compararCobrancas in SQL, so pages hold the right rows: charges to pay first (nearest due date
 * first), then the other charges newest first; records that are not charges keep their stored order.
 */
const ORDEM = [
  sql`case when ${aPagar} then 0 when ${cobranca} then 1 else 2 end`,
  sql`case when ${aPagar} then ${vencimento} end asc`,
  sql`case when ${cobranca} and not ${aPagar} then ${vencimento} end desc nulls last`,
  asc(moduloRegistro.ordem),
];

/** coddao 300 — one list of a module's records visible to the user: charges in core's order, the rest as stored. */
export const listarRegistrosModulo = defineOperacao({
  coddao: 300,
  acesso: 'token',
  credenciaisPara: ([, modulo]) => credenciaisDoModulo(modulo),
  parametros: operacoes.moduloRegistros.parametros,
  async run(ctx, [, modulo, listaNome, pagina = 1, tamanhoPagina = 20, busca = '']) {
    const alcance = alcanceDe(sessaoDe(ctx));
    const hoje = referenciaDe(ctx.now());
    const [cabecalho] = await ctx.db
      .select()
      .from(moduloLista)
      .where(and(eq(moduloLista.modulo, modulo), eq(moduloLista.lista, listaNome)));
    if (!cabecalho)
      throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado, {
        'parametros.2': 'Lista desconhecida.',
      });
    const condicoes: (SQL | undefined)[] = [
      eq(moduloRegistro.modulo, modulo),
      eq(moduloRegistro.lista, listaNome),
      visivelPara(moduloRegistro, alcance),
    ];
    if (busca) {
      const termo = termoBusca(busca);
      condicoes.push(
        or(
          ilike(sql`${moduloRegistro.dados}->>'titulo'`, termo),
          ilike(sql`${moduloRegistro.dados}->>'subtitulo'`, termo),
        ),
      );
    }
    const where = and(...condicoes);
    const [linhas, [contagem]] = await Promise.all([
      ctx.db
        .select(colunas)
        .from(moduloRegistro)
        .where(where)
        .orderBy(...ORDEM)
        .limit(tamanhoPagina)
        .offset(offsetDe(pagina, tamanhoPagina)),
      ctx.db.select({ total: sql<number>`count(*)::int` }).from(moduloRegistro).where(where),
    ]);
    return {
      ...lista(
        linhas.map((l) => resumo(registroHoje(l, hoje))),
        Number(contagem?.total ?? 0),
        pagina,
        tamanhoPagina,
      ),
      titulo: cabecalho.titulo,
    };
  },
});

/** coddao 301 — one record of a module with its details and optional HTML. */
export const lerRegistroModulo = defineOperacao({
  coddao: 301,
  acesso: 'token',
  credenciaisPara: ([, modulo]) => credenciaisDoModulo(modulo),
  parametros: operacoes.moduloRegistro.parametros,
  async run(ctx, [, modulo, codregistro]) {
    const alcance = alcanceDe(sessaoDe(ctx));
    const [linha] = await ctx.db
      .select(colunas)
      .from(moduloRegistro)
      .where(
        and(
          eq(moduloRegistro.modulo, modulo),
          eq(moduloRegistro.codregistro, codregistro),
          visivelPara(moduloRegistro, alcance),
        ),
      );
    if (!linha) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    const r = registroHoje(linha, referenciaDe(ctx.now()));
    return { ...resumo(r), detalhes: r.detalhes, ...(r.html ? { html: r.html } : {}) };
  },
});
