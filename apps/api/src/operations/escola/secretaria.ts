import { MENSAGENS_API } from '@portal/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { anunciar } from '../../mudancas/anunciar.ts';
import type { Alcance } from '../alcance.ts';
import { ErroOperacao } from '../erro-operacao.ts';

/**
 * The schools of the context where this person is the school office (`papel_empresa` 'secretaria', DESIGN's
 * roles): what the office's operations are scoped by. None → 403, an action the app never offers them.
 */
export async function escolasDaSecretaria(db: Executor, alcance: Alcance): Promise<number[]> {
  if (alcance.empresas.length === 0) throw new ErroOperacao('SEM_PERMISSAO', MENSAGENS_API.semPermissao);
  const r = await db.execute(sql`select codempresa from papel_empresa
    where codpessoa = ${alcance.codpessoa} and papel = 'secretaria'
      and codempresa in (${sql.join(
        alcance.empresas.map((e) => sql`${e}`),
        sql`, `,
      )})`);
  const escolas = rowsOf<{ codempresa: number }>(r).map((l) => Number(l.codempresa));
  if (escolas.length === 0) throw new ErroOperacao('SEM_PERMISSAO', MENSAGENS_API.semPermissao);
  return escolas;
}

/** The school office of a school re-reads its lists (pending justifications, risk) at commit. */
export async function anunciarSecretaria(tx: Executor, codempresa: number): Promise<void> {
  const r = await tx.execute(
    sql`select codpessoa from papel_empresa where codempresa = ${codempresa} and papel = 'secretaria'`,
  );
  await anunciar(
    tx,
    ['frequencia'],
    rowsOf<{ codpessoa: number }>(r).map((l) => Number(l.codpessoa)),
  );
}
