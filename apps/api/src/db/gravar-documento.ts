import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { documento } from './schema/index.ts';

/** A document as `npm run documento` publishes it: unscoped, or for one company and/or condominium. */
export interface DocumentoPublicado {
  codigo: string;
  titulo: string;
  descricao: string;
  dthpublicacao: Date;
  publico: boolean;
  html: string;
  escCodempresa?: number | null;
  escCodcondomino?: string | null;
}

/**
 * Inserts the document, or replaces the one with the same code AND scope (the unique documento_codigo_escopo,
 * NULLS NOT DISTINCT): republishing Solar's rules leaves Acácias' alone.
 */
export async function gravarDocumento(
  db: Database['db'],
  d: DocumentoPublicado,
): Promise<number | undefined> {
  const linha = { ...d, escCodempresa: d.escCodempresa ?? null, escCodcondomino: d.escCodcondomino ?? null };
  const [gravado] = await db
    .insert(documento)
    .values({ ...linha, coddocumento: sql`(select coalesce(max(coddocumento), 0) + 1 from documento)` })
    .onConflictDoUpdate({
      target: [
        documento.codigo,
        documento.escCodpessoa,
        documento.escCodempresa,
        documento.escAnoletivo,
        documento.escCodturma,
        documento.escCodaluno,
        documento.escCodcondomino,
      ],
      set: {
        titulo: linha.titulo,
        descricao: linha.descricao,
        dthpublicacao: linha.dthpublicacao,
        publico: linha.publico,
        html: linha.html,
      },
    })
    .returning({ coddocumento: documento.coddocumento });
  return gravado?.coddocumento;
}
