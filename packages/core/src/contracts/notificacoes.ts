import * as z from 'zod';
import {
  codigoCopiaSchema,
  dataHoraIsoSchema,
  inteiroSchema,
  listaSchema,
  paginaSchema,
  tamanhoPaginaSchema,
} from './comum.ts';

export const notificacaoSchema = z.object({
  codnotificacao: z.number().int(),
  titulo: z.string(),
  mensagem: z.string(),
  dthcriacao: dataHoraIsoSchema,
  lida: z.boolean(),
  rota: z.string().optional(),
});
export type Notificacao = z.infer<typeof notificacaoSchema>;

/** coddao 210 — the user's notifications, newest first. */
export const notificacoesParametros = z.tuple([
  codigoCopiaSchema,
  paginaSchema.optional(),
  tamanhoPaginaSchema.optional(),
]);
export const notificacoesResultado = listaSchema(notificacaoSchema);

/** coddao 211 — unread count. */
export const notificacoesNaoLidasParametros = z.tuple([codigoCopiaSchema]);
export const notificacoesNaoLidasResultado = z.object({ total: z.number().int().min(0) });

/** coddao 212 — mark one notification (or 'todas') as read. */
export const marcarNotificacaoLidaParametros = z.tuple([
  codigoCopiaSchema,
  z.union([z.literal('todas'), inteiroSchema]),
]);
export const marcarNotificacaoLidaResultado = z.object({ atualizadas: z.number().int().min(0) });
