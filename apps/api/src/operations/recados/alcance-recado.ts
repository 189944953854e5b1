import { and, inArray, or, type SQL, sql } from 'drizzle-orm';
import { colunaQualificada } from '../../db/coluna-qualificada.ts';
import { recado, recadoAluno } from '../../db/schema/index.ts';
import { type Alcance, visivelPara } from '../alcance.ts';

/**
 * SQL condition "the context may read this recado": its scope admits the context (alcance.ts) and, for a recado
 * written to chosen students (`recado_aluno`, issue 31), one of them is the context's — or the caller wrote it.
 * The scope condition keeps the list on its index; the row says whether it has chosen students (`escolhidos`),
 * and only then are they probed, by primary key.
 * Every read of a recado goes through here: the list and the read (recado-dto.ts), the ciente, the replies and
 * the attachments' download (documents/resolver-documento.ts).
 */
export function recadoVisivel(alcance: Alcance): SQL | undefined {
  const codrecado = colunaQualificada(recado, recado.codrecado);
  return and(
    visivelPara(recado, alcance),
    or(
      sql`not ${colunaQualificada(recado, recado.escolhidos)}`,
      sql`${recado.codautor} is not distinct from ${alcance.codpessoa}`,
      alcance.alunos.length > 0
        ? sql`exists (select 1 from ${recadoAluno} ra where ra.codrecado = ${codrecado} and ${inArray(
            sql.raw('ra.codaluno'),
            alcance.alunos,
          )})`
        : undefined,
    ),
  );
}
