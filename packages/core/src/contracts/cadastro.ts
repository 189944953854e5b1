import * as z from 'zod';
import { isValidCpf } from '../cpf/is-valid-cpf.ts';
import { isValidData } from '../data/is-valid-data.ts';
import { isValidEmail } from '../email/is-valid-email.ts';
import { MENSAGENS } from '../mensagens.ts';
import { isValidTelefone } from '../telefone/is-valid-telefone.ts';
import { isTipoAnexoAceito, tamanhoBase64 } from './anexo-limites.ts';
import { codigoCopiaSchema, dataHoraIsoSchema, enderecoSchema, telefoneSchema } from './comum.ts';
import { LIMITES_ANEXO } from './limites-anexo.ts';
import { MENSAGENS_API } from './mensagens-api.ts';

export { LIMITES_ANEXO };

/** Attachment record of SPEC §3; base64 may also arrive as a data URL. Type and size within LIMITES_ANEXO. */
export const anexoSchema = z
  .object({
    base64: z.string().min(1),
    filename: z.string().min(1).max(200),
    filesize: z.number().int().min(0),
    filetype: z.string().max(100),
    dthcriacao: z.string().max(40),
  })
  .refine((a) => isTipoAnexoAceito(a.filename, a.filetype), {
    message: MENSAGENS_API.anexosInvalidos,
    path: ['filetype'],
  })
  .refine((a) => tamanhoBase64(a.base64) <= LIMITES_ANEXO.maxBytes, {
    message: MENSAGENS_API.anexosInvalidos,
    path: ['filesize'],
  });
export type AnexoEnvio = z.infer<typeof anexoSchema>;

/** coddao 94 — person registration (cadpessoaf); idempotent. */
export const cadastroPessoaParametros = z.tuple([codigoCopiaSchema]);
const telefoneValidoSchema = telefoneSchema.refine((t) => isValidTelefone(`${t.ddd}${t.tel}`), {
  message: MENSAGENS.telefoneInvalido,
});

export const cadastroPessoaConteudo = z.object({
  nome: z.string().trim().min(3).max(120),
  cpf: z.string().max(14).refine(isValidCpf, { message: MENSAGENS_API.cpfInvalido }),
  dtnascimento: z.string().max(10).refine(isValidData, { message: MENSAGENS.dataInvalida }),
  sexo: z.enum(['M', 'F', 'O']),
  email: z.string().trim().max(254).refine(isValidEmail, { message: MENSAGENS_API.emailInvalido }),
  lsttelefone: z.array(telefoneValidoSchema).min(1).max(5),
  endereco: enderecoSchema,
  anexos: z
    .array(anexoSchema)
    .max(LIMITES_ANEXO.maxArquivos, { message: MENSAGENS_API.anexosInvalidos })
    .default([]),
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
    lsttelefone: z.array(telefoneValidoSchema).max(5).optional(),
    dtnascimento: z.string().max(10).refine(isValidData, { message: MENSAGENS.dataInvalida }).optional(),
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
