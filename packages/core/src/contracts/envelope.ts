import * as z from 'zod';

/** A positional parameter as the app sends it. */
export const parametroSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** Body of POST {api}/V4: `parametros[0]` is always the copy code (SPEC §7). */
export const v4RequestSchema = z.object({
  coddao: z.number().int().positive(),
  parametros: z.array(parametroSchema).min(1).max(20),
  conteudo: z.unknown().optional(),
});
export type V4Request = z.infer<typeof v4RequestSchema>;

/** Body of every V4 answer; the HTTP status equals `codstatus` for errors. */
export const v4ResponseSchema = z.object({
  codstatus: z.number().int(),
  conteudo: z.unknown(),
});
export type V4Response = z.infer<typeof v4ResponseSchema>;

/** `codigo` of a 400 that a domain rule refused (DESIGN: slot taken, stale `versao`…), not a malformed request. */
export const CODIGO_CONFLITO = 'CONFLITO';

/**
 * `conteudo` of every non-200 answer: a Portuguese message and, for 400, the offending fields; a domain refusal
 * adds `codigo: 'CONFLITO'` (DESIGN's V4 contract).
 */
export const erroV4Schema = z.object({
  mensagem: z.string(),
  campos: z.record(z.string(), z.string()).optional(),
  codigo: z.literal(CODIGO_CONFLITO).optional(),
});
export type ErroV4 = z.infer<typeof erroV4Schema>;

/** HTTP statuses the V4 endpoint answers (DESIGN.md, the status table). */
export const CODSTATUS = {
  ok: 200,
  invalido: 400,
  naoAutenticado: 401,
  semPermissao: 403,
  emAndamento: 409,
  chaveReutilizada: 422,
  grandeDemais: 413,
  muitasTentativas: 429,
  erroInterno: 500,
  indisponivel: 503,
} as const;

/** Idempotency-Key: 1–255 printable ASCII characters. */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,255}$/);
