import type * as z from 'zod';

/** zod issues as `{ 'parametros.2': 'mensagem' }`: the offending field paths for a 400's `campos`. */
export function camposDe(error: z.ZodError, prefixo: string): Record<string, string> {
  const campos: Record<string, string> = {};
  for (const issue of error.issues) {
    const caminho = [prefixo, ...issue.path.map(String)].join('.');
    campos[caminho] ??= traduzir(issue);
  }
  return campos;
}

function traduzir(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Campo obrigatório.' : 'Tipo inválido.';
    case 'too_small':
      return issue.origin === 'array' ? 'Itens insuficientes.' : 'Valor muito curto ou pequeno.';
    case 'too_big':
      return issue.origin === 'array' ? 'Itens demais.' : 'Valor muito longo ou grande.';
    case 'invalid_format':
      return 'Formato inválido.';
    case 'invalid_value':
      return 'Valor não permitido.';
    case 'unrecognized_keys':
      return 'Campos não reconhecidos.';
    case 'custom':
      // our own refinements carry Portuguese messages
      return issue.message;
    default:
      return 'Valor inválido.';
  }
}
