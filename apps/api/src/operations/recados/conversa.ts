import { MENSAGENS_API, MENSAGENS_RECADO, type RespostaRecado } from '@portal/core';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { anexo, pessoa, recado, recadoResposta } from '../../db/schema/index.ts';
import type { Alcance } from '../alcance.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { recadoVisivel } from './alcance-recado.ts';
import { type AlvoRecado, eFamiliaDoRecado } from './destinatarios.ts';

/** A recado as its threads need it: where it reaches, who wrote it, whether it takes replies. */
export interface RecadoDaConversa extends AlvoRecado {
  titulo: string;
  codautor: number | null;
  permiteRespostas: boolean;
}

/** The recado the context shows, or not found (V4's 400 with naoEncontrado), as the read (coddao 201) does. */
export async function recadoDaConversa(
  db: Executor,
  alcance: Alcance,
  codrecado: number,
): Promise<RecadoDaConversa> {
  const [r] = await db
    .select({
      codrecado: recado.codrecado,
      titulo: recado.titulo,
      codautor: recado.codautor,
      permiteRespostas: recado.permiteRespostas,
      escCodaluno: recado.escCodaluno,
      escCodturma: recado.escCodturma,
      escCodempresa: recado.escCodempresa,
      escAnoletivo: recado.escAnoletivo,
    })
    .from(recado)
    .where(and(eq(recado.codrecado, codrecado), recadoVisivel(alcance)));
  if (!r) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
  return r;
}

/**
 * Whose thread the caller means: a family's own (any other family's is not found: a family sees only its thread
 * with the school), or, for the recado's author, the family `codfamilia` names, which must be one the recado
 * reaches. Anyone else the recado shows (a teacher of the school, a family it does not reach) may not (403).
 */
export async function familiaDaConversa(
  db: Executor,
  r: RecadoDaConversa,
  codpessoa: number,
  codfamilia: number | undefined,
): Promise<number> {
  if (r.codautor !== null && r.codautor === codpessoa) {
    if (codfamilia === undefined) throw new ErroOperacao('INVALIDO', MENSAGENS_RECADO.conversaDoAutor);
    if (codfamilia === codpessoa || !(await eFamiliaDoRecado(db, r, codfamilia)))
      throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    return codfamilia;
  }
  if (codfamilia !== undefined && codfamilia !== codpessoa)
    throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
  if (!(await eFamiliaDoRecado(db, r, codpessoa)))
    throw new ErroOperacao('SEM_PERMISSAO', MENSAGENS_API.semPermissao);
  return codpessoa;
}

/** One thread's messages, oldest first, each with its writer's name and attachments (one statement). */
export async function mensagensDaConversa(
  db: Executor,
  r: RecadoDaConversa,
  codfamilia: number,
  leitor: number,
  codresposta?: number,
): Promise<RespostaRecado[]> {
  const codrespostaQ = sql.raw('"recado_resposta"."codresposta"');
  const linhas = await db
    .select({
      codresposta: recadoResposta.codresposta,
      codpessoa: recadoResposta.codpessoa,
      autor: pessoa.nome,
      texto: recadoResposta.texto,
      em: recadoResposta.em,
      anexos: sql<
        { codanexo: number; filename: string; filetype: string; filesize: number }[] | string
      >`coalesce((select json_agg(json_build_object('codanexo', a.codanexo, 'filename', a.filename, 'filetype', a.filetype, 'filesize', a.filesize) order by a.codanexo) from ${anexo} a where a.codresposta = ${codrespostaQ}), '[]'::json)`,
    })
    .from(recadoResposta)
    .innerJoin(pessoa, eq(pessoa.codpessoa, recadoResposta.codpessoa))
    .where(
      and(
        eq(recadoResposta.codrecado, r.codrecado),
        eq(recadoResposta.codfamilia, codfamilia),
        codresposta === undefined ? undefined : eq(recadoResposta.codresposta, codresposta),
      ),
    )
    .orderBy(asc(recadoResposta.em), asc(recadoResposta.codresposta));
  return linhas.map((l) => ({
    codresposta: l.codresposta,
    codpessoa: l.codpessoa,
    autor: l.autor,
    daFamilia: l.codpessoa !== r.codautor,
    minha: l.codpessoa === leitor,
    texto: l.texto,
    em: l.em.toISOString(),
    anexos: (typeof l.anexos === 'string' ? JSON.parse(l.anexos) : l.anexos).map(
      (a: { codanexo: number; filename: string; filetype: string; filesize: number }) => ({
        codanexo: a.codanexo,
        filename: a.filename,
        filetype: a.filetype,
        filesize: Number(a.filesize),
      }),
    ),
  }));
}

/**
 * Whether the context may download a reply's attachment (V3 'anexo'): the reply is in a thread of a recado the
 * context shows, and the caller is that thread's family or the recado's author.
 */
export async function participaDaConversa(
  db: Executor,
  codresposta: number,
  alcance: Alcance,
): Promise<boolean> {
  const linhas = await db
    .select({ codresposta: recadoResposta.codresposta })
    .from(recadoResposta)
    .innerJoin(recado, eq(recado.codrecado, recadoResposta.codrecado))
    .where(
      and(
        eq(recadoResposta.codresposta, codresposta),
        recadoVisivel(alcance),
        or(eq(recadoResposta.codfamilia, alcance.codpessoa), eq(recado.codautor, alcance.codpessoa)),
      ),
    )
    .limit(1);
  return linhas.length > 0;
}
