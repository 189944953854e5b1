import { MENSAGENS_API } from '@portal/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { papelEmpresa } from '../../db/schema/index.ts';
import { anunciar } from '../../mudancas/anunciar.ts';
import type { Alcance } from '../alcance.ts';
import { ErroOperacao } from '../erro-operacao.ts';

/**
 * The schools of the context where this person is the school office (`papel_empresa` 'secretaria', DESIGN's
 * roles, as operations/papeis.ts checks one): what the office's operations are scoped by. None → 403, an action
 * the app never offers them (their menu comes with credential 'S').
 */
export async function escolasDaSecretaria(db: Executor, alcance: Alcance): Promise<number[]> {
  const escolas =
    alcance.empresas.length === 0
      ? []
      : await db
          .select({ codempresa: papelEmpresa.codempresa })
          .from(papelEmpresa)
          .where(
            and(
              eq(papelEmpresa.codpessoa, alcance.codpessoa),
              eq(papelEmpresa.papel, 'secretaria'),
              inArray(papelEmpresa.codempresa, alcance.empresas),
            ),
          );
  if (escolas.length === 0) throw new ErroOperacao('SEM_PERMISSAO', MENSAGENS_API.semPermissao);
  return escolas.map((e) => e.codempresa);
}

/** The school office of a school re-reads its lists (pending justifications, risk) at commit. */
export async function anunciarSecretaria(tx: Executor, codempresa: number): Promise<void> {
  const secretarias = await tx
    .select({ codpessoa: papelEmpresa.codpessoa })
    .from(papelEmpresa)
    .where(and(eq(papelEmpresa.codempresa, codempresa), eq(papelEmpresa.papel, 'secretaria')));
  await anunciar(
    tx,
    ['frequencia'],
    secretarias.map((s) => s.codpessoa),
  );
}
