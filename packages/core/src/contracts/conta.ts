import { z } from 'zod';
import { FINALIDADES_CODIGO } from '../conta/codigo-conta.ts';
import { codigoCopiaSchema } from './comum.ts';

const hashSenha = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/)
  .transform((v) => v.toLowerCase());
const identificador = z.string().trim().min(1).max(254);

/**
 * coddao 600 — asks for a one-time code by e-mail: first access (CPF or CNPJ and the birth date on file) or a
 * forgotten password (CPF, CNPJ or e-mail). The answer never says whether the person exists.
 */
export const pedirCodigoContaParametros = z.tuple([
  codigoCopiaSchema,
  identificador,
  z.enum(FINALIDADES_CODIGO),
  z
    .string()
    .regex(/^\d{2}\/\d{2}\/\d{4}$/)
    .optional(),
]);
// Answers say `aviso`, never `mensagem`: a V4 400 is `{ mensagem, campos }`, and the app tells them apart by it.
export const pedirCodigoContaResultado = z.object({
  aviso: z.string(),
  /** Where the code went, masked (a***@exemplo.com.br): only on a first access whose birth date matched. */
  destino: z.string().optional(),
});

/** coddao 601 — the code and the new password (as SPEC's HMAC): sets it and ends every session of the person. */
export const definirSenhaParametros = z.tuple([
  codigoCopiaSchema,
  identificador,
  z.enum(FINALIDADES_CODIGO),
  z.string().regex(/^\s*\d{3}\s*\d{3}\s*$/),
  hashSenha,
]);
export const definirSenhaResultado = z.object({ aviso: z.string() });

/** coddao 602 — changes the password knowing the current one; every other session of the person ends. */
export const alterarSenhaParametros = z.tuple([codigoCopiaSchema, hashSenha, hashSenha]);
export const alterarSenhaResultado = z.object({ aviso: z.string(), encerradas: z.number().int().min(0) });

/** coddao 603 — the person's open sessions, the caller's marked. */
export const sessoesAtivasParametros = z.tuple([codigoCopiaSchema]);
export const sessaoAtivaSchema = z.object({
  sid: z.string(),
  dispositivo: z.string(),
  plataforma: z.string().nullable(),
  ip: z.string().nullable(),
  criadaEm: z.string(),
  usadaEm: z.string(),
  atual: z.boolean(),
});
export type SessaoAtiva = z.infer<typeof sessaoAtivaSchema>;
export const sessoesAtivasResultado = z.object({ sessoes: z.array(sessaoAtivaSchema) });

/** coddao 604 — "Encerrar": ends one of the person's sessions (never another person's). */
export const encerrarOutraSessaoParametros = z.tuple([codigoCopiaSchema, z.string().min(1).max(100)]);
export const encerrarOutraSessaoResultado = z.object({ encerradas: z.number().int().min(0) });
