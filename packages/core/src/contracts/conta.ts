import * as z from 'zod';
import { problemaNoEndereco } from '../cep/endereco-postal.ts';
import { FINALIDADES_CODIGO } from '../conta/codigo-conta.ts';
import { codigoCopiaSchema, telefoneSchema } from './comum.ts';

const hashSenha = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/)
  .transform((v) => v.toLowerCase());
const enderecoPostalSchema = z.object({
  cep: z.string().max(9),
  logradouro: z.string().max(200),
  numero: z.string().max(20),
  complemento: z.string().max(100),
  bairro: z.string().max(100),
  cidade: z.string().max(100),
  uf: z.string().max(2),
});
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
  /** Where the address is ("São Paulo, SP", "Rede local"), when the server's GeoIP database knows. */
  lugar: z.string().nullable(),
  criadaEm: z.string(),
  usadaEm: z.string(),
  atual: z.boolean(),
});
export type SessaoAtiva = z.infer<typeof sessaoAtivaSchema>;
export const sessoesAtivasResultado = z.object({ sessoes: z.array(sessaoAtivaSchema) });

/** coddao 604 — "Encerrar": ends one of the person's sessions (never another person's). */
export const encerrarOutraSessaoParametros = z.tuple([codigoCopiaSchema, z.string().min(1).max(100)]);
export const encerrarOutraSessaoResultado = z.object({ encerradas: z.number().int().min(0) });

/** coddao 605 — what the person keeps on file, to fill "Meus dados" (the stored user has no address). */
export const meusDadosParametros = z.tuple([codigoCopiaSchema]);
export const meusDadosResultado = z.object({
  email: z.string().nullable(),
  lsttelefone: z.array(telefoneSchema),
  dtnascimento: z.string().nullable(),
  endereco: enderecoPostalSchema.nullable(),
});

/**
 * coddao 606 — a new e-mail, with the current password (an e-mail is how an account is recovered, so a session
 * left open is not enough to move it): a code goes to the new address, which changes only once it comes back.
 */
export const pedirTrocaEmailParametros = z.tuple([codigoCopiaSchema, z.string().trim().max(254), hashSenha]);
export const pedirTrocaEmailResultado = z.object({ aviso: z.string(), destino: z.string() });

/** coddao 607 — the code the new address received: the e-mail changes, and the old address is told. */
export const confirmarTrocaEmailParametros = z.tuple([
  codigoCopiaSchema,
  z.string().regex(/^\s*\d{3}\s*\d{3}\s*$/),
]);
export const confirmarTrocaEmailResultado = z.object({ aviso: z.string(), email: z.string() });

/** coddao 608 — the person's address (core's `problemaNoEndereco` decides what can be kept). */
export const salvarEnderecoParametros = z.tuple([codigoCopiaSchema]);
export const salvarEnderecoConteudo = enderecoPostalSchema.superRefine((e, ctx) => {
  const problema = problemaNoEndereco(e);
  if (problema) ctx.addIssue({ code: 'custom', path: [problema.campo], message: problema.mensagem });
});
export const salvarEnderecoResultado = z.object({ aviso: z.string(), endereco: enderecoPostalSchema });
