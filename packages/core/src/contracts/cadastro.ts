import { z } from 'zod';
import { codigoCopiaSchema, dataHoraIsoSchema, enderecoSchema, telefoneSchema } from './comum.ts';

/** Attachment limits of the person registration (coddao 94), stated in its 400 message. */
export const LIMITES_ANEXO = {
  maxArquivos: 3,
  maxBytes: 5 * 1024 * 1024,
  extensoes: ['pdf', 'png', 'jpg', 'jpeg'],
  tipos: ['application/pdf', 'image/png', 'image/jpeg'],
} as const;

/** Attachment record of SPEC §3; base64 may also arrive as a data URL. */
export const anexoSchema = z.object({
  base64: z.string().min(1),
  filename: z.string().min(1).max(200),
  filesize: z.number().int().min(0),
  filetype: z.string().max(100),
  dthcriacao: z.string().max(40),
});
export type AnexoEnvio = z.infer<typeof anexoSchema>;

/** coddao 94 — person registration (cadpessoaf); idempotent. */
export const cadastroPessoaParametros = z.tuple([codigoCopiaSchema]);
export const cadastroPessoaConteudo = z.object({
  nome: z.string().trim().min(3).max(120),
  cpf: z.string().min(11).max(14),
  dtnascimento: z.string().max(10),
  sexo: z.enum(['M', 'F', 'O']),
  email: z.string().trim().max(254),
  lsttelefone: z.array(telefoneSchema).min(1).max(5),
  endereco: enderecoSchema,
  anexos: z.array(anexoSchema).max(LIMITES_ANEXO.maxArquivos),
});
export type CadastroPessoa = z.infer<typeof cadastroPessoaConteudo>;
export const cadastroPessoaResultado = z.object({
  codcadastro: z.number().int(),
  protocolo: z.string(),
  dthcriacao: dataHoraIsoSchema,
});

/** coddao 330 — update the user's phones and birth date (SPEC §4, contact update). */
export const atualizarContatoParametros = z.tuple([codigoCopiaSchema]);
export const atualizarContatoConteudo = z
  .object({
    lsttelefone: z.array(telefoneSchema).max(5).optional(),
    dtnascimento: z.string().max(10).optional(),
  })
  .refine((c) => c.lsttelefone !== undefined || c.dtnascimento !== undefined, {
    message: 'Informe telefones ou data de nascimento.',
  });
export const atualizarContatoResultado = z.object({
  lsttelefone: z.array(telefoneSchema),
  dtnascimento: z.string().optional(),
});

/** coddao 320 — register the device for push notifications. */
export const registrarDispositivoParametros = z.tuple([
  codigoCopiaSchema,
  z.enum(['android', 'ios', 'web']),
  z.string().min(1).max(4096),
]);
export const registrarDispositivoResultado = z.object({ ok: z.literal(true) });
