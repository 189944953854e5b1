import { and, eq } from 'drizzle-orm';
import { notificacao } from '../../db/schema/index.ts';
import { alcanceDe, visivelPara } from '../alcance.ts';
import { type Contexto, sessaoDe } from '../contexto.ts';

/** The person's notifications that the context admits (one about another student stays out of sight). */
export function daPessoaNoContexto(ctx: Contexto) {
  const alcance = alcanceDe(sessaoDe(ctx));
  return and(eq(notificacao.codpessoa, alcance.codpessoa), visivelPara(notificacao, alcance));
}
