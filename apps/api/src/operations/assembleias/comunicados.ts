import { MENSAGENS_API, operacoes } from '@portal/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { comunicado, comunicadoLeitura, pessoa } from '../../db/schema/index.ts';
import { anunciar } from '../../mudancas/anunciar.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { lista, offsetDe } from '../pagina.ts';
import { avisarMoradores, edificioDoContexto, exigirSindico, moradoresDoEdificio } from './edificio.ts';

async function comunicadoDoEdificio(db: Executor, codcomunicado: number, codedificio: string) {
  const [row] = await db
    .select()
    .from(comunicado)
    .where(and(eq(comunicado.codcomunicado, codcomunicado), eq(comunicado.codedificio, codedificio)));
  if (!row) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
  return row;
}

/**
 * coddao 746 — the building's notices, the latest first, each with when the caller read it. The recados'
 * `recado_leitura` is kept per recado scoped to a unit; a notice belongs to the building, so it has its own table.
 */
export const comunicados = defineOperacao(operacoes.comunicados, {
  acesso: 'token',
  async run(ctx, [, pagina = 1, tamanhoPagina = 20]) {
    const e = await edificioDoContexto(ctx);
    const codpessoa = sessaoDe(ctx).pessoa.codpessoa;
    const doEdificio = eq(comunicado.codedificio, e.codedificio);
    const [linhas, [contagem]] = await Promise.all([
      ctx.db
        .select({ c: comunicado, autor: pessoa.nome, lidoEm: comunicadoLeitura.em })
        .from(comunicado)
        .leftJoin(pessoa, eq(pessoa.codpessoa, comunicado.codautor))
        .leftJoin(
          comunicadoLeitura,
          and(
            eq(comunicadoLeitura.codcomunicado, comunicado.codcomunicado),
            eq(comunicadoLeitura.codpessoa, codpessoa),
          ),
        )
        .where(doEdificio)
        .orderBy(desc(comunicado.publicadoEm), desc(comunicado.codcomunicado))
        .limit(tamanhoPagina)
        .offset(offsetDe(pagina, tamanhoPagina)),
      ctx.db.select({ total: sql<number>`count(*)::int` }).from(comunicado).where(doEdificio),
    ]);
    return {
      ...lista(
        linhas.map((l) => ({
          codcomunicado: l.c.codcomunicado,
          titulo: l.c.titulo,
          texto: l.c.texto,
          autor: l.autor ? `${l.autor}, síndico` : 'Administração do condomínio',
          publicadoEm: l.c.publicadoEm.toISOString(),
          // Its author read it as they published it.
          lidoEm: (l.lidoEm ?? (l.c.codautor === codpessoa ? l.c.publicadoEm : null))?.toISOString() ?? null,
        })),
        Number(contagem?.total ?? 0),
        pagina,
        tamanhoPagina,
      ),
      sindico: e.sindico,
    };
  },
});

/** coddao 747 — the caller read the notice: one row per person and notice (primary key), the first instant kept. */
export const lerComunicado = defineOperacao(operacoes.lerComunicado, {
  acesso: 'token',
  muda: ['assembleias'],
  async run(ctx, [, codcomunicado]) {
    const e = await edificioDoContexto(ctx);
    const c = await comunicadoDoEdificio(ctx.db, codcomunicado, e.codedificio);
    const codpessoa = sessaoDe(ctx).pessoa.codpessoa;
    await ctx.db
      .insert(comunicadoLeitura)
      .values({ codcomunicado, codpessoa, codcondomino: e.codcondomino, em: ctx.now() })
      .onConflictDoNothing();
    const [lida] = await ctx.db
      .select({ em: comunicadoLeitura.em })
      .from(comunicadoLeitura)
      .where(
        and(eq(comunicadoLeitura.codcomunicado, codcomunicado), eq(comunicadoLeitura.codpessoa, codpessoa)),
      );
    // The author's read list moves.
    if (c.codautor !== null) await anunciar(ctx.db, ['assembleias'], [c.codautor]);
    return { lidoEm: (lida?.em ?? ctx.now()).toISOString() };
  },
});

/** coddao 748 — the síndico publishes a notice to the building (403 to residents); every resident is told. */
export const publicarComunicado = defineOperacao(operacoes.publicarComunicado, {
  acesso: 'token',
  muda: ['assembleias'],
  async run(ctx, _params, { titulo, texto }) {
    const e = await edificioDoContexto(ctx);
    exigirSindico(e);
    const [novo] = await ctx.db
      .insert(comunicado)
      .values({
        codedificio: e.codedificio,
        titulo,
        texto,
        codautor: sessaoDe(ctx).pessoa.codpessoa,
        publicadoEm: ctx.now(),
      })
      .returning({ codcomunicado: comunicado.codcomunicado });
    if (!novo) throw new Error('comunicado não inserido');
    await avisarMoradores(ctx, e.codedificio, {
      titulo: `Comunicado: ${titulo}`,
      texto,
      rota: '/condominio/comunicados',
    });
    return novo;
  },
});

/** coddao 749 — who of the building read the notice and when, and who has not yet: the síndico's (403 else). */
export const leiturasComunicado = defineOperacao(operacoes.leiturasComunicado, {
  acesso: 'token',
  async run(ctx, [, codcomunicado]) {
    const e = await edificioDoContexto(ctx);
    exigirSindico(e);
    const c = await comunicadoDoEdificio(ctx.db, codcomunicado, e.codedificio);
    const [moradores, leituras] = await Promise.all([
      moradoresDoEdificio(ctx.db, e.codedificio),
      ctx.db
        .select({ codpessoa: comunicadoLeitura.codpessoa, em: comunicadoLeitura.em })
        .from(comunicadoLeitura)
        .where(eq(comunicadoLeitura.codcomunicado, codcomunicado)),
    ]);
    const lidas = new Map(leituras.map((l) => [l.codpessoa, l.em]));
    // Its author read it as they published it.
    if (c.codautor !== null && !lidas.has(c.codautor)) lidas.set(c.codautor, c.publicadoEm);
    // A person with two units of the building is listed once, under the first.
    const vistos = new Set<number>();
    const pessoas = moradores.filter((m) => !vistos.has(m.codpessoa) && vistos.add(m.codpessoa));
    const linha = (m: (typeof pessoas)[number]) => ({
      pessoa: m.nome,
      unidade: m.unidade,
      em: lidas.get(m.codpessoa)?.toISOString() ?? null,
    });
    return {
      leram: pessoas
        .filter((m) => lidas.has(m.codpessoa))
        .map(linha)
        .sort((a, b) => (a.em ?? '').localeCompare(b.em ?? '')),
      naoLeram: pessoas.filter((m) => !lidas.has(m.codpessoa)).map(linha),
    };
  },
});
