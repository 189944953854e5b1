/**
 * Surveys of a building (issue 32): single choice, multiple choice and text questions; one answer per resident.
 * The app checks an answer as it is filled with this rule and the API again with the same one.
 */

export interface PerguntaPesquisa {
  codpergunta: number;
  tipo: 'unica' | 'multipla' | 'texto';
  opcoes: readonly string[];
}

export interface RespostaDada {
  codpergunta: number;
  opcoes?: readonly number[];
  texto?: string;
}

export const MENSAGENS_PESQUISA = {
  escolhaUma: 'Escolha uma opção.',
  escolhaAoMenosUma: 'Escolha ao menos uma opção.',
  escreva: 'Escreva sua resposta.',
  perguntaDesconhecida: 'Esta pergunta não é desta pesquisa.',
  perguntaRepetida: 'Esta pergunta foi respondida duas vezes.',
  jaRespondida: 'Você já respondeu a esta pesquisa; cada morador responde uma vez.',
  fechada: 'Esta pesquisa não está aberta a respostas.',
  resultadosDepois: 'Os resultados aparecem quando a pesquisa for publicada.',
} as const;

/**
 * Every question answered as its kind asks — one option, one or more distinct options, a text — and nothing but
 * the survey's questions. Answers with the field (its index in `respostas`, or the question's) of each problem;
 * empty when the answer may be saved.
 */
export function problemasDaResposta(
  perguntas: readonly PerguntaPesquisa[],
  respostas: readonly RespostaDada[],
): Record<string, string> {
  const campos: Record<string, string> = {};
  // A question answered twice is judged by its first answer (the second is named apart).
  const porCodigo = new Map(
    respostas.map((r, i) => [r.codpergunta, { r, i }]).reverse() as [
      number,
      { r: RespostaDada; i: number },
    ][],
  );
  respostas.forEach((r, i) => {
    if (!perguntas.some((p) => p.codpergunta === r.codpergunta)) {
      campos[`respostas.${i}.codpergunta`] = MENSAGENS_PESQUISA.perguntaDesconhecida;
    } else if (respostas.findIndex((o) => o.codpergunta === r.codpergunta) !== i) {
      campos[`respostas.${i}.codpergunta`] = MENSAGENS_PESQUISA.perguntaRepetida;
    }
  });
  for (const p of perguntas) {
    const achada = porCodigo.get(p.codpergunta);
    const campo = `pergunta.${p.codpergunta}`;
    const opcoes = achada?.r.opcoes ?? [];
    const validas = opcoes.every((o) => Number.isInteger(o) && o >= 0 && o < p.opcoes.length);
    const distintas = new Set(opcoes).size === opcoes.length;
    if (p.tipo === 'unica' && (opcoes.length !== 1 || !validas))
      campos[campo] = MENSAGENS_PESQUISA.escolhaUma;
    if (p.tipo === 'multipla' && (opcoes.length === 0 || !validas || !distintas)) {
      campos[campo] = MENSAGENS_PESQUISA.escolhaAoMenosUma;
    }
    if (p.tipo === 'texto' && !(achada?.r.texto ?? '').trim()) campos[campo] = MENSAGENS_PESQUISA.escreva;
  }
  return campos;
}

/** How many answers chose each option of a question. */
export function contarOpcoes(quantas: number, escolhas: readonly (readonly number[])[]): number[] {
  const contagens = Array.from({ length: Math.max(0, quantas) }, () => 0);
  for (const e of escolhas) {
    for (const o of new Set(e)) if (o >= 0 && o < contagens.length) contagens[o] = (contagens[o] ?? 0) + 1;
  }
  return contagens;
}
