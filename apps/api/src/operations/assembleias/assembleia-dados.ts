import {
  type Assembleia,
  type AssembleiaResumo,
  apurarVotos,
  MENSAGENS_API,
  opcaoVencedora,
  type PautaItem,
  quorumDe,
  situacaoDaVotacao,
} from '@portal/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  assembleia,
  assembleiaDocumento,
  condominio,
  pautaItem,
  pessoa,
  voto,
} from '../../db/schema/index.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { type EdificioDoContexto, unidadesDoEdificio } from './edificio.ts';

type AssembleiaRow = typeof assembleia.$inferSelect;
type ItemRow = typeof pautaItem.$inferSelect;

/** The assembly, if it is of this building; else it does not exist for the caller. */
export async function assembleiaDoEdificio(
  db: Executor,
  codassembleia: number,
  codedificio: string,
): Promise<AssembleiaRow> {
  const [row] = await db
    .select()
    .from(assembleia)
    .where(and(eq(assembleia.codassembleia, codassembleia), eq(assembleia.codedificio, codedificio)));
  if (!row) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
  return row;
}

/** The list's summary of an assembly, from its items' voting instants. */
export function resumoDe(a: AssembleiaRow, itens: readonly ItemRow[], agora: Date): AssembleiaResumo {
  const situacoes = itens.map((i) => situacaoDaVotacao(i, agora));
  return {
    codassembleia: a.codassembleia,
    titulo: a.titulo,
    tipo: a.tipo as AssembleiaResumo['tipo'],
    modalidade: a.modalidade as AssembleiaResumo['modalidade'],
    inicio: a.inicio.toISOString(),
    votacaoAberta: situacoes.includes('aberta'),
    encerrada: situacoes.includes('encerrada') && !situacoes.includes('aberta'),
  };
}

export async function itensDe(db: Executor, codassembleias: readonly number[]): Promise<ItemRow[]> {
  if (codassembleias.length === 0) return [];
  return db
    .select()
    .from(pautaItem)
    .where(inArray(pautaItem.codassembleia, [...codassembleias]))
    .orderBy(asc(pautaItem.codassembleia), asc(pautaItem.ordem));
}

/** Every unit's vote on these items, with the unit's fraction and who cast it. */
export async function votosDe(db: Executor, coditens: readonly number[]) {
  if (coditens.length === 0) return [];
  return db
    .select({
      coditem: voto.coditem,
      codcondomino: voto.codcondomino,
      opcao: voto.opcao,
      versao: voto.versao,
      codpessoa: voto.codpessoa,
      em: voto.em,
      nome: pessoa.nome,
      fracao: condominio.fracao,
    })
    .from(voto)
    .innerJoin(pessoa, eq(pessoa.codpessoa, voto.codpessoa))
    .innerJoin(condominio, eq(condominio.codcondomino, voto.codcondomino))
    .where(inArray(voto.coditem, [...coditens]));
}

/**
 * One item as the unit sees it: its vote (with the version a change must carry), the live quorum, and the tally
 * only once the voting is closed (no partial result sways a vote).
 */
function itemParaUnidade(
  item: ItemRow,
  votos: Awaited<ReturnType<typeof votosDe>>,
  fracoes: readonly (number | null)[],
  e: EdificioDoContexto,
  codpessoa: number,
  agora: Date,
): PautaItem {
  const situacao = situacaoDaVotacao(item, agora);
  const doItem = votos.filter((v) => v.coditem === item.coditem);
  const daUnidade = doItem.find((v) => v.codcondomino === e.codcondomino);
  const resultado = situacao === 'encerrada' ? apurarVotos(item.opcoes, doItem, e.votoPorFracao) : null;
  return {
    coditem: item.coditem,
    ordem: item.ordem,
    texto: item.texto,
    votacaoOnline: item.votacaoOnline,
    opcoes: item.opcoes,
    abertaEm: item.abertaEm?.toISOString() ?? null,
    encerradaEm: item.encerradaEm?.toISOString() ?? null,
    situacao,
    votoDaUnidade: daUnidade
      ? {
          opcao: daUnidade.opcao,
          versao: daUnidade.versao,
          por: daUnidade.nome,
          porMim: daUnidade.codpessoa === codpessoa,
          em: daUnidade.em.toISOString(),
        }
      : null,
    quorum: quorumDe(
      doItem.map((v) => v.fracao),
      fracoes,
      e.votoPorFracao,
    ),
    resultado,
    vencedora: resultado ? opcaoVencedora(resultado) : null,
  };
}

/** coddao 741's answer: the notice, its documents, the agenda with the unit's votes, quorum and results. */
export async function assembleiaCompleta(
  db: Executor,
  a: AssembleiaRow,
  e: EdificioDoContexto,
  codpessoa: number,
  agora: Date,
): Promise<Assembleia> {
  const itens = await itensDe(db, [a.codassembleia]);
  const votos = await votosDe(
    db,
    itens.map((i) => i.coditem),
  );
  const unidades = await unidadesDoEdificio(db, e.codedificio);
  const documentos = await db
    .select({ titulo: assembleiaDocumento.titulo, codigo: assembleiaDocumento.codigo })
    .from(assembleiaDocumento)
    .where(eq(assembleiaDocumento.codassembleia, a.codassembleia))
    .orderBy(asc(assembleiaDocumento.ordem));
  const fracoes = unidades.map((u) => u.fracao);
  return {
    ...resumoDe(a, itens, agora),
    local: a.local,
    comoParticipar: a.comoParticipar,
    link: a.link,
    edificio: e.nome,
    unidade: e.unidade,
    votoPorFracao: e.votoPorFracao,
    podeVotar: e.residencial,
    sindico: e.sindico,
    documentos,
    itens: itens.map((i) => itemParaUnidade(i, votos, fracoes, e, codpessoa, agora)),
  };
}
