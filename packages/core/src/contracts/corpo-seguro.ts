import { MENSAGENS_API } from './mensagens-api.ts';

/** How deep a V4 body may nest: the deepest real payload (a registration with attachments) is 4 levels. */
export const PROFUNDIDADE_MAXIMA = 32;

/** C0 controls and DEL, but tab, line feed and carriage return, which a text may carry. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's whole purpose.
const CONTROLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Why a body cannot go further, and where; null when it may. */
export interface ProblemaCorpo {
  mensagem: string;
  campo: string;
}

/**
 * Looks at a parsed V4 body before anything else walks it (issue 11): nesting bounded, no control character in
 * any string (PostgreSQL refuses NUL in text, and no field of the portal needs one). Iterative, so a hostile
 * depth cannot overflow the stack here either.
 *
 * @example
 * problemaNoCorpo({ coddao: 200, parametros: ['W1', 'a\u0000'] }); // { mensagem: …, campo: 'parametros.1' }
 */
export function problemaNoCorpo(corpo: unknown): ProblemaCorpo | null {
  const pilha: [unknown, string, number][] = [[corpo, 'corpo', 0]];
  while (pilha.length > 0) {
    const [valor, caminho, profundidade] = pilha.pop() as [unknown, string, number];
    if (typeof valor === 'string') {
      if (CONTROLE.test(valor)) return { mensagem: MENSAGENS_API.caractereDeControle, campo: caminho };
      continue;
    }
    if (valor === null || typeof valor !== 'object') continue;
    if (profundidade >= PROFUNDIDADE_MAXIMA) return { mensagem: MENSAGENS_API.corpoProfundo, campo: caminho };
    const filhos = Array.isArray(valor) ? valor.entries() : Object.entries(valor);
    for (const [chave, filho] of filhos) {
      const nome = caminho === 'corpo' ? String(chave) : `${caminho}.${String(chave)}`;
      if (typeof chave === 'string' && CONTROLE.test(chave))
        return { mensagem: MENSAGENS_API.caractereDeControle, campo: caminho };
      pilha.push([filho, nome, profundidade + 1]);
    }
  }
  return null;
}
