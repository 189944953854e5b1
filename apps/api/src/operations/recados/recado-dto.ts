import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { colunaQualificada } from '../../db/coluna-qualificada.ts';
import type { Executor } from '../../db/database.ts';
import { anexo, recado, recadoCiente, recadoLeitura } from '../../db/schema/index.ts';
import type { Alcance } from '../alcance.ts';
import { recadoVisivel } from './alcance-recado.ts';

/** Escapes LIKE wildcards so a search is literal. */
export function termoBusca(busca: string): string {
  return `%${busca.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

interface AnexoRecado {
  codanexo: number;
  filename: string;
  filetype: string;
  filesize: number;
}

/**
 * Announcements visible to the person, newest first, in the V4 shape (with attachments and read flag): the page,
 * its total (a window count) and its attachments (json_agg) in one statement — one round trip per list.
 */
export async function buscarRecados(
  db: Executor,
  alcance: Alcance,
  filtro: { busca?: string; codrecado?: number; limite: number; deslocamento: number },
) {
  const condicoes: (SQL | undefined)[] = [recadoVisivel(alcance)];
  if (filtro.codrecado !== undefined) condicoes.push(eq(recado.codrecado, filtro.codrecado));
  if (filtro.busca) {
    const termo = termoBusca(filtro.busca);
    condicoes.push(or(ilike(recado.titulo, termo), ilike(recado.texto, termo), ilike(recado.autor, termo)));
  }
  const where = and(...condicoes);
  const codrecado = colunaQualificada(recado, recado.codrecado);
  const linhas = await db
    .select({
      codrecado: recado.codrecado,
      titulo: recado.titulo,
      autor: recado.autor,
      dthpublicacao: recado.dthpublicacao,
      texto: recado.texto,
      // Its author has read it (issue 29); anyone else once a read mark of theirs exists.
      lido: sql<boolean>`(${recado.codautor} is not distinct from ${alcance.codpessoa} or exists (select 1 from ${recadoLeitura} where ${recadoLeitura.codrecado} = ${codrecado} and ${recadoLeitura.codpessoa} = ${alcance.codpessoa}))`,
      pedeCiencia: recado.pedeCiencia,
      permiteRespostas: recado.permiteRespostas,
      doAutor: sql<boolean>`(${recado.codautor} is not distinct from ${alcance.codpessoa})`,
      // The person's "Ciente" (issue 31), by its primary key: one row or none.
      cienteEm:
        sql<Date | null>`(select c.em from ${recadoCiente} c where c.codrecado = ${codrecado} and c.codpessoa = ${alcance.codpessoa})`.mapWith(
          recadoCiente.em,
        ),
      cienteDispositivo: sql<
        string | null
      >`(select c.dispositivo from ${recadoCiente} c where c.codrecado = ${codrecado} and c.codpessoa = ${alcance.codpessoa})`,
      total: sql<number>`(count(*) over ())::int`,
      anexos: sql<
        AnexoRecado[]
      >`coalesce((select json_agg(json_build_object('codanexo', a.codanexo, 'filename', a.filename, 'filetype', a.filetype, 'filesize', a.filesize) order by a.codanexo) from ${anexo} a where a.codrecado = ${codrecado}), '[]'::json)`,
    })
    .from(recado)
    .where(where)
    .orderBy(desc(recado.dthpublicacao), desc(recado.codrecado))
    .limit(filtro.limite)
    .offset(filtro.deslocamento);
  // A page past the end has no row to carry the total: only then is it counted apart.
  const total =
    linhas[0]?.total ??
    (filtro.deslocamento > 0
      ? Number((await db.select({ n: sql<number>`count(*)::int` }).from(recado).where(where))[0]?.n ?? 0)
      : 0);
  const itens = linhas.map(({ total: _total, cienteEm, cienteDispositivo, ...l }) => ({
    ...l,
    lido: Boolean(l.lido),
    doAutor: Boolean(l.doAutor),
    ...(cienteEm ? { ciente: { em: cienteEm.toISOString(), dispositivo: cienteDispositivo ?? '' } } : {}),
    dthpublicacao: l.dthpublicacao.toISOString(),
    anexos: (typeof l.anexos === 'string' ? (JSON.parse(l.anexos) as AnexoRecado[]) : l.anexos).map(
      ({ codanexo, filename, filetype, filesize }) => ({
        codanexo,
        filename,
        filetype,
        filesize: Number(filesize),
      }),
    ),
  }));
  return { itens, total: Number(total) };
}
