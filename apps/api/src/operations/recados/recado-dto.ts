import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { colunaQualificada } from '../../db/coluna-qualificada.ts';
import type { Executor } from '../../db/database.ts';
import { anexo, recado, recadoLeitura } from '../../db/schema.ts';
import { type Alcance, visivelPara } from '../alcance.ts';

/** Escapes LIKE wildcards so a search is literal. */
export function termoBusca(busca: string): string {
  return `%${busca.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Announcements visible to the person, newest first, in the V4 shape (with attachments and read flag). */
export async function buscarRecados(
  db: Executor,
  alcance: Alcance,
  filtro: { busca?: string; codrecado?: number; limite: number; deslocamento: number },
) {
  const condicoes: (SQL | undefined)[] = [visivelPara(recado, alcance)];
  if (filtro.codrecado !== undefined) condicoes.push(eq(recado.codrecado, filtro.codrecado));
  if (filtro.busca) {
    const termo = termoBusca(filtro.busca);
    condicoes.push(or(ilike(recado.titulo, termo), ilike(recado.texto, termo), ilike(recado.autor, termo)));
  }
  const where = and(...condicoes);
  const [linhas, [contagem]] = await Promise.all([
    db
      .select({
        codrecado: recado.codrecado,
        titulo: recado.titulo,
        autor: recado.autor,
        dthpublicacao: recado.dthpublicacao,
        texto: recado.texto,
        lido: sql<boolean>`exists (select 1 from ${recadoLeitura} where ${recadoLeitura.codrecado} = ${colunaQualificada(recado, recado.codrecado)} and ${recadoLeitura.codpessoa} = ${alcance.codpessoa})`,
      })
      .from(recado)
      .where(where)
      .orderBy(desc(recado.dthpublicacao), desc(recado.codrecado))
      .limit(filtro.limite)
      .offset(filtro.deslocamento),
    db.select({ total: sql<number>`count(*)::int` }).from(recado).where(where),
  ]);
  const codigos = linhas.map((l) => l.codrecado);
  const anexos = codigos.length
    ? await db
        .select({
          codrecado: anexo.codrecado,
          codanexo: anexo.codanexo,
          filename: anexo.filename,
          filetype: anexo.filetype,
          filesize: anexo.filesize,
        })
        .from(anexo)
        .where(inArray(anexo.codrecado, codigos))
        .orderBy(anexo.codanexo)
    : [];
  const itens = linhas.map((l) => ({
    ...l,
    lido: Boolean(l.lido),
    dthpublicacao: l.dthpublicacao.toISOString(),
    anexos: anexos
      .filter((a) => a.codrecado === l.codrecado)
      .map(({ codanexo, filename, filetype, filesize }) => ({ codanexo, filename, filetype, filesize })),
  }));
  return { itens, total: Number(contagem?.total ?? 0) };
}
