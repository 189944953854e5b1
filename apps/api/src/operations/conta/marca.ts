import type { Marca } from '../../conta/email.ts';
import type { Contexto } from '../contexto.ts';

/** The brand of the e-mails a request causes: the host its app was served from. */
export const marcaDe = (ctx: Contexto): Marca => ({
  host: ctx.cliente.host,
  brandHost: ctx.settings.brandHost,
});
