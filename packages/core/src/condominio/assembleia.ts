/**
 * Assemblies' online voting (issue 32): the tally, the quorum and the words around a vote. One vote per unit;
 * weighted by the unit's ideal fraction (millionths) when the building's convention says so
 * (`edificio.votoPorFracao`), else one unit, one vote.
 */

/** A unit's vote as counted: the option's index and the unit's fraction in millionths (null: not residential). */
export interface VotoApurado {
  opcao: number;
  fracao: number | null;
}

/** One option's share of the tally: `centesimos` is hundredths of a percent (4750 = 47,50 %). */
export interface ResultadoOpcao {
  opcao: number;
  texto: string;
  unidades: number;
  peso: number;
  centesimos: number;
}

/** What one vote weighs: its unit's fraction when the convention weighs by fraction, else 1. */
export function pesoDoVoto(porFracao: boolean, fracao: number | null): number {
  if (!porFracao) return 1;
  return fracao !== null && Number.isFinite(fracao) && fracao > 0 ? Math.floor(fracao) : 0;
}

/**
 * Shares of a whole that always add up to exactly 10000 hundredths (100,00 %) when anything was counted: each
 * share rounded down, the hundredths left over given to the largest remainders (Hamilton's method), ties to the
 * earlier option. Nothing counted: every share is 0.
 */
export function partesDe100(pesos: readonly number[]): number[] {
  const total = pesos.reduce((t, p) => t + p, 0);
  if (total <= 0) return pesos.map(() => 0);
  const exatas = pesos.map((p) => (p * 10000) / total);
  const sobra = 10000 - exatas.reduce((t, e) => t + Math.floor(e), 0);
  const ganham = new Set(
    exatas
      .map((e, i) => ({ i, resto: e - Math.floor(e) }))
      .sort((a, b) => b.resto - a.resto || a.i - b.i)
      .slice(0, sobra)
      .map((o) => o.i),
  );
  return exatas.map((e, i) => Math.floor(e) + (ganham.has(i) ? 1 : 0));
}

/** The tally of one item: every option, with its units, weight and share of the weight cast. */
export function apurarVotos(
  opcoes: readonly string[],
  votos: readonly VotoApurado[],
  porFracao: boolean,
): ResultadoOpcao[] {
  const contagens = opcoes.map((texto, opcao) => {
    const deste = votos.filter((v) => v.opcao === opcao);
    return {
      opcao,
      texto,
      unidades: deste.length,
      peso: deste.reduce((t, v) => t + pesoDoVoto(porFracao, v.fracao), 0),
    };
  });
  const partes = partesDe100(contagens.map((c) => c.peso));
  return contagens.map((c, i) => ({ ...c, centesimos: partes[i] ?? 0 }));
}

/** The option that won, or null on a tie at the top or with no vote. */
export function opcaoVencedora(resultado: readonly ResultadoOpcao[]): number | null {
  const ordenado = [...resultado].sort((a, b) => b.peso - a.peso);
  const [primeira, segunda] = ordenado;
  if (!primeira || primeira.peso === 0) return null;
  return segunda && segunda.peso === primeira.peso ? null : primeira.opcao;
}

/** The quorum: units that voted over the building's units, or their fractions over all fractions. */
export interface Quorum {
  unidadesVotantes: number;
  unidades: number;
  /** Hundredths of a percent of the base (units, or fractions when weighed by fraction). */
  centesimos: number;
}

export function quorumDe(
  votantes: readonly (number | null)[],
  fracoes: readonly (number | null)[],
  porFracao: boolean,
): Quorum {
  const soma = (l: readonly (number | null)[]) => l.reduce<number>((t, f) => t + pesoDoVoto(true, f), 0);
  const [parte, todo] = porFracao ? [soma(votantes), soma(fracoes)] : [votantes.length, fracoes.length];
  return {
    unidadesVotantes: votantes.length,
    unidades: fracoes.length,
    centesimos: todo > 0 ? Math.min(10000, Math.floor((parte * 10000) / todo)) : 0,
  };
}

/** Hundredths of a percent as Brazilians write it: 4750 → '47,5%', 10000 → '100%', 3333 → '33,33%'. */
export function formatPercentual(centesimos: number): string {
  const c = Number.isFinite(centesimos) ? Math.round(centesimos) : 0;
  const inteiro = Math.trunc(c / 100);
  const resto = Math.abs(c % 100);
  const sinal = c < 0 && inteiro === 0 ? '-' : '';
  const decimais = resto === 0 ? '' : `,${String(resto).padStart(2, '0').replace(/0$/, '')}`;
  return `${sinal}${inteiro}${decimais}%`;
}

/** Where an item's voting stands at an instant. */
export type SituacaoVotacao = 'sem-votacao' | 'nao-aberta' | 'aberta' | 'encerrada';

export function situacaoDaVotacao(
  item: { votacaoOnline: boolean; abertaEm: Date | string | null; encerradaEm: Date | string | null },
  agora: Date,
): SituacaoVotacao {
  if (!item.votacaoOnline) return 'sem-votacao';
  const t = agora.getTime();
  const em = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());
  const [abre, fecha] = [em(item.abertaEm), em(item.encerradaEm)];
  if (fecha !== null && fecha <= t) return 'encerrada';
  if (abre !== null && abre <= t) return 'aberta';
  return 'nao-aberta';
}

export const TEXTO_SITUACAO_VOTACAO: Readonly<Record<SituacaoVotacao, string>> = {
  'sem-votacao': 'Deliberação presencial',
  'nao-aberta': 'Votação ainda não aberta',
  aberta: 'Votação aberta',
  encerrada: 'Votação encerrada',
};

export const MENSAGENS_ASSEMBLEIA = {
  /** The unit's other resident voted (or changed the vote) between the read and this change. */
  votoAlterado:
    'Outro morador da sua unidade votou neste item enquanto você votava. O voto atual da unidade está na tela; vote de novo se quiser mudá-lo.',
  naoAberta: 'A votação deste item ainda não foi aberta pelo síndico.',
  encerrada: 'A votação deste item já foi encerrada; o voto não pode mais ser alterado.',
  semVotacao: 'Este item é deliberado na assembleia, sem votação online.',
  opcaoInvalida: 'Escolha uma das opções do item.',
  resultadoDepois: 'O resultado aparece quando o síndico encerrar a votação.',
  nadaParaAbrir: 'Não há itens desta assembleia com votação a abrir.',
  nadaParaEncerrar: 'Não há votação aberta nesta assembleia.',
} as const;

/** A unit's vote as its residents see it: the option and who chose it when. */
export function textoVotoDaUnidade(opcao: string, quem: string, eu: boolean): string {
  return eu ? `Sua unidade votou: ${opcao} (por você)` : `Sua unidade votou: ${opcao} (por ${quem})`;
}

/** The words of Lei 14.309/2022's notice for a non-presential assembly. */
export const TEXTO_TIPO_ASSEMBLEIA: Readonly<Record<string, string>> = {
  ordinaria: 'Assembleia Geral Ordinária',
  extraordinaria: 'Assembleia Geral Extraordinária',
};

export const TEXTO_MODALIDADE: Readonly<Record<string, string>> = {
  presencial: 'Presencial',
  online: 'Online',
  hibrida: 'Híbrida (presencial e online)',
};
