import {
  type CategoriaOcorrencia,
  motivoNaoAvaliar,
  motivoNaoReabrir,
  type OcorrenciaDetalhe,
  type OcorrenciaResumo,
  ocorrenciaAtrasada,
  type PassoOcorrencia,
  prazoDaOcorrencia,
  proximasSituacoes,
  rotuloPassoOcorrencia,
  type SituacaoOcorrencia,
} from '@portal/core';
import { asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import {
  condominio,
  ocorrencia,
  ocorrenciaFoto,
  ocorrenciaMensagem,
  ocorrenciaPasso,
  pessoa,
} from '../../db/schema/index.ts';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** The columns a summary reads: the row, its unit's name, its author's name and how many photos it has. */
const colunasResumo = {
  ...getTableColumns(ocorrencia),
  unidade: sql<string>`${condominio.dados}->>'identificacao'`,
  autor: pessoa.nompessoa,
  fotos: sql<number>`(select count(*)::int from ${ocorrenciaFoto} where ${ocorrenciaFoto.codocorrencia} = ${ocorrencia.codocorrencia})`,
};

export type LinhaOcorrencia = typeof ocorrencia.$inferSelect & {
  unidade: string;
  autor: string;
  fotos: number;
};

/** Requests with what a summary shows, in one statement: `onde` picks them, `ordem` orders them. */
export async function buscarOcorrencias(
  db: Executor,
  onde: SQL | undefined,
  ordem: (SQL | PgColumn)[],
  limite: number,
  deslocamento: number,
): Promise<{ linhas: LinhaOcorrencia[]; total: number }> {
  const linhas = await db
    .select({ ...colunasResumo, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(ocorrencia)
    .innerJoin(condominio, eq(condominio.codcondomino, ocorrencia.codcondomino))
    .innerJoin(pessoa, eq(pessoa.codpessoa, ocorrencia.codpessoa))
    .where(onde)
    .orderBy(...ordem)
    .limit(limite)
    .offset(deslocamento);
  return { linhas, total: linhas[0]?.total ?? 0 };
}

/** One request's row with its summary columns, or undefined. */
export async function linhaOcorrencia(
  db: Executor,
  codocorrencia: number,
): Promise<LinhaOcorrencia | undefined> {
  const { linhas } = await buscarOcorrencias(db, eq(ocorrencia.codocorrencia, codocorrencia), [], 1, 0);
  return linhas[0];
}

/** A summary as the lists answer it: the deadline and "past it" computed by core for this instant. */
export function resumoDe(l: LinhaOcorrencia, agora: Date): OcorrenciaResumo {
  const situacao = l.situacao as SituacaoOcorrencia;
  return {
    codocorrencia: l.codocorrencia,
    categoria: l.categoria as CategoriaOcorrencia,
    situacao,
    descricao: l.descricao,
    unidade: l.unidade,
    autor: l.autor,
    criadaEm: l.criadaEm.toISOString(),
    abertaEm: l.abertaEm.toISOString(),
    prazo: prazoDaOcorrencia(l.categoria, l.abertaEm).toISOString(),
    atrasada: ocorrenciaAtrasada({ categoria: l.categoria, situacao, abertaEm: l.abertaEm }, agora),
    concluidaEm: iso(l.concluidaEm),
    reabertaEm: iso(l.reabertaEm),
    nota: l.nota,
    fotos: l.fotos,
  };
}

/** How the caller stands towards a request: a resident of its unit, its building's síndico, or both. */
export interface Papeis {
  codpessoa: number;
  morador: boolean;
  sindico: boolean;
}

/** The whole request: summary, timeline, talk, photos' names, and what the caller may do now. */
export async function detalheDe(
  db: Executor,
  l: LinhaOcorrencia,
  papeis: Papeis,
  agora: Date,
): Promise<OcorrenciaDetalhe> {
  const passos = await db
    .select({ passo: ocorrenciaPasso.passo, em: ocorrenciaPasso.em, nota: ocorrenciaPasso.nota })
    .from(ocorrenciaPasso)
    .where(eq(ocorrenciaPasso.codocorrencia, l.codocorrencia))
    .orderBy(asc(ocorrenciaPasso.em), asc(ocorrenciaPasso.codpasso));
  const mensagens = await db
    .select({
      codmensagem: ocorrenciaMensagem.codmensagem,
      codpessoa: ocorrenciaMensagem.codpessoa,
      autor: pessoa.nompessoa,
      doSindico: ocorrenciaMensagem.doSindico,
      texto: ocorrenciaMensagem.texto,
      em: ocorrenciaMensagem.em,
    })
    .from(ocorrenciaMensagem)
    .innerJoin(pessoa, eq(pessoa.codpessoa, ocorrenciaMensagem.codpessoa))
    .where(eq(ocorrenciaMensagem.codocorrencia, l.codocorrencia))
    .orderBy(asc(ocorrenciaMensagem.em), asc(ocorrenciaMensagem.codmensagem));
  const fotos = await db
    .select({
      ordem: ocorrenciaFoto.ordem,
      filename: ocorrenciaFoto.filename,
      filetype: ocorrenciaFoto.filetype,
      filesize: ocorrenciaFoto.filesize,
    })
    .from(ocorrenciaFoto)
    .where(eq(ocorrenciaFoto.codocorrencia, l.codocorrencia))
    .orderBy(asc(ocorrenciaFoto.ordem));
  const situacao = l.situacao as SituacaoOcorrencia;
  const estado = { situacao, concluidaEm: l.concluidaEm, reabertaEm: l.reabertaEm, nota: l.nota };
  return {
    ...resumoDe(l, agora),
    passos: passos.map((p) => ({
      passo: p.passo as PassoOcorrencia,
      nome: rotuloPassoOcorrencia(p.passo as PassoOcorrencia, p.nota),
      em: p.em.toISOString(),
      nota: p.nota,
    })),
    mensagens: mensagens.map((m) => ({
      codmensagem: m.codmensagem,
      autor: m.autor,
      doSindico: m.doSindico,
      minha: m.codpessoa === papeis.codpessoa,
      texto: m.texto,
      em: m.em.toISOString(),
    })),
    listaFotos: fotos,
    comoSindico: papeis.sindico,
    movimentos: papeis.sindico ? proximasSituacoes(situacao) : [],
    podeAvaliar: papeis.morador && motivoNaoAvaliar(estado) === null,
    podeReabrir: papeis.morador && motivoNaoReabrir(estado, agora) === null,
    podeEscrever: situacao !== 'concluida',
  };
}
