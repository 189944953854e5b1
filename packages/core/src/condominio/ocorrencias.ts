/**
 * Ocorrências (issue 32): a resident's request to the síndico — its categories and their deadlines, the steps of
 * its timeline, who may move it where, the 7-day window to reopen it once, and the words the app and the API say.
 * The API checks every move with these functions and the database holds the same rules (ocorrencias.ts's CHECKs
 * and unique steps), so the screens and the refusals agree.
 */

/** Each category with its label and how many days the síndico has to conclude it. */
export const CATEGORIAS_OCORRENCIA = {
  manutencao: { rotulo: 'Manutenção', prazoDias: 5 },
  vazamento: { rotulo: 'Vazamento', prazoDias: 2 },
  seguranca: { rotulo: 'Segurança', prazoDias: 1 },
  barulho: { rotulo: 'Barulho', prazoDias: 3 },
  limpeza: { rotulo: 'Limpeza', prazoDias: 3 },
  areas_comuns: { rotulo: 'Áreas comuns', prazoDias: 7 },
  outros: { rotulo: 'Outros', prazoDias: 10 },
} as const;

export type CategoriaOcorrencia = keyof typeof CATEGORIAS_OCORRENCIA;
export const CODIGOS_CATEGORIA_OCORRENCIA = Object.keys(CATEGORIAS_OCORRENCIA) as CategoriaOcorrencia[];

/** Where a request stands. */
export const SITUACOES_OCORRENCIA = {
  aberta: 'Aberta',
  em_andamento: 'Em andamento',
  concluida: 'Concluída',
} as const;
export type SituacaoOcorrencia = keyof typeof SITUACOES_OCORRENCIA;
export const CODIGOS_SITUACAO_OCORRENCIA = Object.keys(SITUACOES_OCORRENCIA) as SituacaoOcorrencia[];

/** The steps of a request's timeline: each one stored once with who and when. */
export const PASSOS_OCORRENCIA = ['aberta', 'em_andamento', 'concluida', 'reaberta', 'avaliada'] as const;
export type PassoOcorrencia = (typeof PASSOS_OCORRENCIA)[number];

/** Who acts on a request: the unit's resident who follows it, or the building's síndico. */
export type PapelOcorrencia = 'morador' | 'sindico';

export const OCORRENCIA_LIMITES = {
  descricaoMax: 2000,
  mensagemMax: 2000,
  fotosMax: 3,
  notaMin: 1,
  notaMax: 5,
  /** Days after it was concluded during which a resident may reopen it, once. */
  reabrirDias: 7,
} as const;

/** The refusals and confirmations of the requests, in Portuguese. */
export const MENSAGENS_OCORRENCIA = {
  movimentoInvalido: (de: SituacaoOcorrencia, para: SituacaoOcorrencia) =>
    `Uma ocorrência ${SITUACOES_OCORRENCIA[de].toLowerCase()} não pode passar para ${SITUACOES_OCORRENCIA[para].toLowerCase()}.`,
  soSindicoMove: 'Só o síndico muda a situação de uma ocorrência.',
  avaliarSoConcluida: 'A ocorrência só pode ser avaliada depois de concluída.',
  jaAvaliada: 'Esta ocorrência já foi avaliada.',
  reabrirSoConcluida: 'Só uma ocorrência concluída pode ser reaberta.',
  jaReaberta: 'Esta ocorrência já foi reaberta uma vez e não pode ser reaberta de novo.',
  reabrirForaDoPrazo: `O prazo para reabrir esta ocorrência terminou (${OCORRENCIA_LIMITES.reabrirDias} dias após a conclusão).`,
  reabrirAvaliada: 'Uma ocorrência já avaliada não pode ser reaberta.',
  mensagemConcluida: 'A ocorrência está concluída; reabra-a para enviar uma nova mensagem.',
  escolhaUnidade: 'Escolha a unidade no seu contexto para abrir uma ocorrência.',
  descricaoVazia: 'Descreva a ocorrência.',
  mensagemVazia: 'Escreva a mensagem.',
  fotosDemais: `Envie no máximo ${OCORRENCIA_LIMITES.fotosMax} fotos.`,
  fotoNaoImagem: 'As fotos devem ser PNG ou JPG, com no máximo 5 MB cada.',
  notaInvalida: 'A avaliação vai de 1 a 5 estrelas.',
  aberta: 'Ocorrência aberta. O síndico foi avisado.',
  enviada: 'Mensagem enviada.',
  avaliada: 'Obrigado pela avaliação.',
  reaberta: 'Ocorrência reaberta. O síndico foi avisado.',
} as const;

/**
 * The moves each side may make: the síndico starts and concludes (concluding straight from "aberta" too, for a
 * request solved at once); the resident only reopens a concluded one (reabrirOcorrencia adds its window and its
 * once). Anything else — moving back, a resident moving, the same situation again — is refused.
 */
const MOVIMENTOS: Record<PapelOcorrencia, readonly [SituacaoOcorrencia, SituacaoOcorrencia][]> = {
  sindico: [
    ['aberta', 'em_andamento'],
    ['aberta', 'concluida'],
    ['em_andamento', 'concluida'],
  ],
  morador: [['concluida', 'aberta']],
};

/** Whether this side may move a request from one situation to the other. */
export function podeMoverOcorrencia(
  papel: PapelOcorrencia,
  de: SituacaoOcorrencia,
  para: SituacaoOcorrencia,
): boolean {
  return MOVIMENTOS[papel].some(([a, b]) => a === de && b === para);
}

/** The situations the síndico may move a request to now (the buttons the app offers). */
export function proximasSituacoes(de: SituacaoOcorrencia): SituacaoOcorrencia[] {
  return MOVIMENTOS.sindico.filter(([a]) => a === de).map(([, b]) => b);
}

const DIA_MS = 86_400_000;

/** The category's deadline counted from when the request was (last) opened. Unknown category: 'outros'. */
export function prazoDaOcorrencia(categoria: string, abertaEm: Date): Date {
  const dias =
    CATEGORIAS_OCORRENCIA[categoria as CategoriaOcorrencia]?.prazoDias ??
    CATEGORIAS_OCORRENCIA.outros.prazoDias;
  return new Date(abertaEm.getTime() + dias * DIA_MS);
}

/** Past its deadline: not concluded and the deadline has gone by. */
export function ocorrenciaAtrasada(
  o: { categoria: string; situacao: SituacaoOcorrencia; abertaEm: Date },
  agora: Date,
): boolean {
  return o.situacao !== 'concluida' && agora.getTime() > prazoDaOcorrencia(o.categoria, o.abertaEm).getTime();
}

/** What the request's state allows the resident to do about it, and why not. */
export interface EstadoOcorrencia {
  situacao: SituacaoOcorrencia;
  concluidaEm: Date | null;
  reabertaEm: Date | null;
  nota: number | null;
}

/** Why the resident cannot reopen it now, or null when they can (concluded, not rated, once, within 7 days). */
export function motivoNaoReabrir(o: EstadoOcorrencia, agora: Date): string | null {
  if (o.situacao !== 'concluida' || o.concluidaEm === null) return MENSAGENS_OCORRENCIA.reabrirSoConcluida;
  if (o.nota !== null) return MENSAGENS_OCORRENCIA.reabrirAvaliada;
  if (o.reabertaEm !== null) return MENSAGENS_OCORRENCIA.jaReaberta;
  if (agora.getTime() - o.concluidaEm.getTime() > OCORRENCIA_LIMITES.reabrirDias * DIA_MS)
    return MENSAGENS_OCORRENCIA.reabrirForaDoPrazo;
  return null;
}

/** Why the resident cannot rate it, or null when they can (concluded and not rated yet). */
export function motivoNaoAvaliar(o: EstadoOcorrencia): string | null {
  if (o.situacao !== 'concluida') return MENSAGENS_OCORRENCIA.avaliarSoConcluida;
  if (o.nota !== null) return MENSAGENS_OCORRENCIA.jaAvaliada;
  return null;
}

/** A valid rating: a whole number of stars from 1 to 5. */
export function isNotaOcorrencia(nota: unknown): nota is number {
  return (
    typeof nota === 'number' &&
    Number.isInteger(nota) &&
    nota >= OCORRENCIA_LIMITES.notaMin &&
    nota <= OCORRENCIA_LIMITES.notaMax
  );
}

/** A category's label (the code itself for an unknown one). */
export function rotuloCategoriaOcorrencia(categoria: string): string {
  return CATEGORIAS_OCORRENCIA[categoria as CategoriaOcorrencia]?.rotulo ?? categoria;
}

/** How a timeline step reads ("Em andamento", "Avaliada com 4 estrelas"). */
export function rotuloPassoOcorrencia(passo: PassoOcorrencia, nota?: number | null): string {
  switch (passo) {
    case 'aberta':
      return 'Ocorrência aberta';
    case 'em_andamento':
      return 'Em andamento';
    case 'concluida':
      return 'Concluída';
    case 'reaberta':
      return 'Reaberta';
    case 'avaliada':
      return nota === 1 ? 'Avaliada com 1 estrela' : `Avaliada com ${nota ?? 0} estrelas`;
  }
}

/** The notification each step sends to the other side: its title and its text. */
export function avisoOcorrencia(
  passo: PassoOcorrencia | 'mensagem',
  categoria: string,
  unidade: string,
): { titulo: string; texto: string } {
  const qual = `${rotuloCategoriaOcorrencia(categoria)} — ${unidade}`;
  switch (passo) {
    case 'aberta':
      return { titulo: 'Nova ocorrência', texto: `Uma ocorrência foi aberta: ${qual}.` };
    case 'em_andamento':
      return {
        titulo: 'Ocorrência em andamento',
        texto: `O síndico começou a tratar sua ocorrência: ${qual}.`,
      };
    case 'concluida':
      return {
        titulo: 'Ocorrência concluída',
        texto: `O síndico concluiu sua ocorrência: ${qual}. Avalie o atendimento.`,
      };
    case 'reaberta':
      return { titulo: 'Ocorrência reaberta', texto: `Uma ocorrência foi reaberta: ${qual}.` };
    case 'avaliada':
      return { titulo: 'Ocorrência avaliada', texto: `O morador avaliou o atendimento: ${qual}.` };
    case 'mensagem':
      return { titulo: 'Nova mensagem na ocorrência', texto: `Há uma nova mensagem na ocorrência: ${qual}.` };
  }
}
