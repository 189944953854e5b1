import { hojeEmBrasilia, MENSAGENS_API, operacoes } from '@portal/core';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { moduloLista, moduloRegistro } from '../../db/schema/index.ts';
import { alcanceAmplo, alcanceDe, visivelPara } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { emOutrosContextos } from '../em-outros-contextos.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { lista, offsetDe } from '../pagina.ts';
import { termoBusca } from '../recados/recado-dto.ts';
import { colunas, registroHoje, resumo } from './registro-do-dia.ts';

/**
 * coddao 300 — one list of a module's records visible to the user, as stored. Charges are no records (issue 28):
 * they are listed by coddao 500 in core's order, so no list here orders or prices a charge.
 */
export const listarRegistrosModulo = defineOperacao(operacoes.moduloRegistros, {
  acesso: 'token',
  leitura: ['modulos'],
  async run(ctx, [, modulo, listaNome, pagina = 1, tamanhoPagina = 20, busca = '']) {
    const sessao = sessaoDe(ctx);
    const alcance = alcanceDe(sessao);
    const hoje = hojeEmBrasilia(ctx.now());
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
        .orderBy(asc(moduloRegistro.ordem))
        .limit(tamanhoPagina)
        .offset(offsetDe(pagina, tamanhoPagina)),
      ctx.db.select({ total: sql<number>`count(*)::int` }).from(moduloRegistro).where(where),
    ]);
    const total = Number(contagem?.total ?? 0);
    const outros =
      total === 0 && !busca
        ? await emOutrosContextos(ctx.db, moduloRegistro, modulo, listaNome, alcanceAmplo(sessao))
        : [];
    return {
      ...lista(
        linhas.map((l) => resumo(registroHoje(l, hoje))),
        total,
        pagina,
        tamanhoPagina,
      ),
      titulo: cabecalho.titulo,
      ...(outros.length > 0 ? { emOutrosContextos: outros } : {}),
    };
  },
});
