import { sql } from 'drizzle-orm';
import type { Executor } from '../database.ts';

/** Serial columns whose seed rows carry explicit ids: their sequences must continue after the highest id. */
const SERIAIS = [
  ['anexo', 'codanexo'],
  ['notificacao', 'codnotificacao'],
  ['inscricao_evento', 'codinscricao'],
  ['cadastro_pessoa', 'codcadastro'],
  ['cobranca', 'codcobranca'],
  ['disciplina', 'coddisciplina'],
  ['evento_escolar', 'codeventoescolar'],
] as const;

export async function ajustarSequencias(db: Executor): Promise<void> {
  for (const [tabela, coluna] of SERIAIS) {
    await db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('${tabela}', '${coluna}'), ` +
          `GREATEST((SELECT COALESCE(MAX(${coluna}), 0) FROM ${tabela}), 1000))`,
      ),
    );
  }
}
