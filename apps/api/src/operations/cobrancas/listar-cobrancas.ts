import { operacoes } from '@portal/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { preparada } from '../../db/preparada.ts';
import { cobranca } from '../../db/schema/index.ts';
import { type Alcance, alcanceAmplo, alcanceDe, visivelPara } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { emOutrosContextos } from '../em-outros-contextos.ts';
import { defineOperacao } from '../operacao.ts';
import { lista, offsetDe } from '../pagina.ts';
import { alcanceMarcado, formaDoAlcance, valoresDoAlcance } from '../preparada.ts';
import { hojeDe, resumoCobranca } from './cobranca-dto.ts';
import { ORDEM } from './ordem-cobrancas.ts';

/** The page's statement for a context of this shape, built once (operations/preparada.ts). */
export function consultaCobrancas(db: Executor, alcance: Alcance) {
  const nome = `cobrancas_${formaDoAlcance(alcance)}`;
  return preparada(db, nome, () =>
    db
      .select({ c: cobranca, total: sql<number>`count(*) over ()::int` })
      .from(cobranca)
      .where(
        and(
          eq(cobranca.modulo, sql.placeholder('modulo')),
          eq(cobranca.lista, sql.placeholder('lista')),
          visivelPara(cobranca, alcanceMarcado(alcance)),
        ),
      )
      .orderBy(...ORDEM)
      .limit(sql.placeholder('limite'))
      .offset(sql.placeholder('deslocamento'))
      .prepare(nome),
  );
}

/** coddao 500 — the charges of a module's list visible in the context, open and overdue first; one query. */
export const listarCobrancas = defineOperacao(operacoes.cobrancas, {
  acesso: 'token',
  leitura: ['cobrancas'],
  async run(ctx, [, modulo, listaNome, pagina = 1, tamanhoPagina = 20]) {
    const sessao = sessaoDe(ctx);
    const alcance = alcanceDe(sessao);
    const linhas = await consultaCobrancas(ctx.db, alcance).execute({
      ...valoresDoAlcance(alcance),
      modulo,
      lista: listaNome,
      limite: tamanhoPagina,
      deslocamento: offsetDe(pagina, tamanhoPagina),
    });
    const hoje = hojeDe(ctx.now());
    const outros =
      linhas.length === 0 && pagina === 1
        ? await emOutrosContextos(ctx.db, cobranca, modulo, listaNome, alcanceAmplo(sessao))
        : [];
    return {
      ...lista(
        linhas.map((l) => resumoCobranca(l.c, hoje)),
        Number(linhas[0]?.total ?? 0),
        pagina,
        tamanhoPagina,
      ),
      ...(outros.length > 0 ? { emOutrosContextos: outros } : {}),
    };
  },
});
