import type { FastifyRequest } from 'fastify';

/**
 * V3 URLs end with the document hash, the stream of changes carries its ticket in the query and a calendar
 * feed's path is its secret token: all are logged as `***` so logs never hold one.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/^(\/api\/V3\/[^/?]+\/[^/?]+\/)[^/?]+/, '$1***')
    .replace(/^(\/api\/calendario\/)[^/?]+/, '$1***')
    .replace(/([?&]bilhete=)[^&#]*/gi, '$1***');
}

/** Request log line: method, path without secrets, client address. Headers and bodies are never logged. */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}

/** Keys masked wherever they appear in a logged object. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'res.headers.authorization',
  '*.authorization',
  '*.password',
  '*.passwordHash',
  '*.senha',
  '*.senhaHash',
  '*.token',
  '*.parametros',
  '*.conteudo',
];

/** What a failure may say in a log: its kind and the database's codes and names, never a value it carried. */
export interface ErroRegistravel {
  tipo: string;
  codigo?: string;
  tabela?: string;
  restricao?: string;
  coluna?: string;
  /** Where it happened: the stack's frames only (its first line repeats the message, values included). */
  pilha?: string;
}

/**
 * An error as the log may keep it (issue 11): a failed query's message carries its parameters ("params: João,
 * 529…") and PostgreSQL's detail repeats values ("Key (cpf)=(…)"), so only the kind, SQLSTATE, table,
 * constraint and column names and the stack frames are kept.
 */
export function erroRegistravel(erro: unknown): ErroRegistravel {
  const e = erro instanceof Error ? erro : new Error('erro sem tipo');
  const causa = (e as { cause?: unknown }).cause;
  // A failed query (drizzle) wraps the database's error as its cause; the codes live there.
  const fontes = [causa, e].filter((f): f is Record<string, unknown> => !!f && typeof f === 'object');
  const texto = (chave: string) =>
    fontes.map((f) => f[chave]).find((v): v is string => typeof v === 'string' && v !== '');
  const registravel: ErroRegistravel = { tipo: e.name };
  const campos: [keyof ErroRegistravel, string][] = [
    ['codigo', 'code'],
    ['tabela', 'table'],
    ['restricao', 'constraint'],
    ['coluna', 'column'],
  ];
  for (const [destino, origem] of campos) {
    const valor = texto(origem);
    if (valor) registravel[destino] = valor;
  }
  const quadros = (e.stack ?? '').split('\n').filter((linha) => /^\s+at /.test(linha));
  if (quadros.length) registravel.pilha = quadros.join('\n');
  return registravel;
}
