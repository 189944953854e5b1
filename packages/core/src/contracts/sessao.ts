import * as z from 'zod';
import { codigoCopiaSchema, slotSchema, telefoneSchema } from './comum.ts';

/** coddao 16 — login: user is a CPF, a CNPJ or an e-mail; passwordHash = hashPassword(senha, passwordSecret). */
export const loginParametros = z.tuple([
  codigoCopiaSchema,
  z.string().trim().min(1).max(254),
  z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/)
    .transform((v) => v.toLowerCase()),
  z.union([z.string().max(200), z.number(), z.null()]).optional(),
]);

export const turmaSchema = z.object({ codturma: z.string(), descricao: z.string().optional() });
export const anoLetivoSchema = z.object({ anoletivo: z.number().int(), turmas: z.array(turmaSchema) });

export const empresaSchema = z.looseObject({
  codempresa: z.number().int(),
  codprestador: z.string(),
  inscricao: z.string(),
  nomempresa: z.string(),
  lstanoletivo: z.array(anoLetivoSchema),
});

export const condominioSchema = z.looseObject({
  codcondomino: z.string(),
  identificacao: z.string(),
  nomcondominio: z.string(),
});

export const menuItemSchema = z.object({
  titulo: z.string(),
  icone: z.string().optional(),
  rota: z.string(),
});
export const menuGrupoSchema = z.object({
  titulo: z.string(),
  icone: z.string().optional(),
  menus: z.array(menuItemSchema),
});

/** The user record of SPEC §3 as the login answers it (scalars absent when unknown). */
export const usuarioRespostaSchema = z.looseObject({
  codpessoa: z.union([z.string(), z.number()]),
  nompessoa: z.string(),
  nome: z.string().optional(),
  sexo: z.string().optional(),
  cpf: z.string().optional(),
  email: z.string().optional(),
  foto: z.string().optional(),
  dtnascimento: z.string().optional(),
  lsttelefone: z.array(telefoneSchema),
  credenciais: z.array(z.string()),
  lstempresa: z.array(empresaSchema),
  lstcondomino: z.array(condominioSchema),
  lstaluno: z.array(z.unknown()),
  anosletivos: z.string().optional(),
  paramsistema: z.string().optional(),
  codprestador: z.string().optional(),
  isMedico: z.boolean().optional(),
});

export const configRespostaSchema = z.looseObject({
  codempresa: z.number().int().optional(),
  escolas: z.union([z.string(), z.number()]).optional(),
  codcopia: z.string().optional(),
});

export const loginResultado = z.object({
  token: z.string().min(1),
  usuario: usuarioRespostaSchema,
  config: configRespostaSchema,
  menus: z.array(menuGrupoSchema),
  paramsistema: z.string().optional(),
});
export type LoginResultado = z.infer<typeof loginResultado>;

/** coddao 4 — save the five system parameters (SPEC §3); each must belong to the user. */
export const salvarParametrosParametros = z.tuple([
  codigoCopiaSchema,
  slotSchema,
  slotSchema,
  slotSchema,
  slotSchema,
  slotSchema,
]);
/** The new token, which carries the saved parameters. */
export const salvarParametrosResultado = z.string().min(1);

/**
 * coddao 17 — logout (SPEC §4) ends this token's session on the server; coddao 18 — "Sair de todos os
 * dispositivos" ends every session of the person. Both answer how many sessions they ended (0 on a repeat).
 */
export const encerrarSessaoParametros = z.tuple([codigoCopiaSchema]);
export const encerrarSessaoResultado = z.object({ encerradas: z.number().int().min(0) });

/** coddao 176 — latest published build: parametros [copy, '6', plataforma?]. */
export const versaoAppParametros = z.tuple([
  codigoCopiaSchema,
  z.union([z.literal('6'), z.literal(6)]),
  z.enum(['android', 'ios']).optional(),
]);
export const versaoAppResultado = z.object({
  build: z.number().int(),
  plataforma: z.enum(['android', 'ios']),
  lojaUrl: z.string(),
});

/**
 * coddao 609 — a ticket to open the stream of changes (GET /api/V4/mudancas?bilhete=…): EventSource sends no
 * header, so the token itself would travel in a URL; the ticket lives a minute and opens only that stream.
 */
export const bilheteMudancasParametros = z.tuple([codigoCopiaSchema]);
export const bilheteMudancasResultado = z.object({ bilhete: z.string().min(1) });
