import { MENSAGENS_API, type PublicacaoCalendario } from '@portal/core';
import { and, eq, inArray, type Placeholder, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { enviada } from '../../db/enviada.ts';
import { preparada } from '../../db/preparada.ts';
import { empresa, papelEmpresa } from '../../db/schema/index.ts';
import { anunciar } from '../../mudancas/anunciar.ts';
import type { Alcance } from '../alcance.ts';
import type { Sessao } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { papelNaEmpresa } from '../papeis.ts';

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

/** A `papel_empresa` row of the school office of `codempresa` (a value, a placeholder or a column). */
export const daSecretariaDe = (codempresa: SQLWrapper | Placeholder) =>
  and(eq(papelEmpresa.codempresa, codempresa), eq(papelEmpresa.papel, 'secretaria'));

/** The school office of a school: the people with its role 'secretaria'. */
export function secretariasDa(tx: Executor, codempresa: number): Promise<number[]> {
  return enviada(
    preparada(tx, 'secretarias_da', () =>
      tx
        .select({ codpessoa: papelEmpresa.codpessoa })
        .from(papelEmpresa)
        .where(daSecretariaDe(sql.placeholder('codempresa')))
        .prepare('secretarias_da'),
    ).execute({ codempresa }),
  ).then((linhas) => linhas.map((l) => l.codpessoa));
}

/**
 * The school office of a school re-reads its lists (pending justifications, risk: coddao 290 and 292, kept by the
 * read cache under 'frequencia') at commit.
 */
export async function anunciarSecretaria(tx: Executor, codempresa: number): Promise<void> {
  await anunciar(tx, ['frequencia'], await secretariasDa(tx, codempresa));
}

/**
 * Whether the caller is the school office of this school (DESIGN's secretaria, role 'secretaria' in
 * `papel_empresa`): it may write to the whole school and to any class. The credential 'S' lets the call in
 * (coddao 202's contract); the role, of that school, lets it act.
 */
export async function eSecretaria(db: Executor, sessao: Sessao, codempresa: number): Promise<boolean> {
  return papelNaEmpresa(db, sessao.pessoa.codpessoa, codempresa, 'secretaria');
}

/**
 * Where the caller may publish events (coddao 284) and write recados to (202): the first school of the context
 * whose office they are, in the context's school year (else the school's latest), with its classes. Null for
 * families and teachers.
 */
export async function publicacaoDe(db: Executor, alcance: Alcance): Promise<PublicacaoCalendario | null> {
  if (alcance.empresas.length === 0) return null;
  const [escola] = await db
    .select({ codempresa: empresa.codempresa, dados: empresa.dados })
    .from(papelEmpresa)
    .innerJoin(empresa, eq(empresa.codempresa, papelEmpresa.codempresa))
    .where(
      and(
        eq(papelEmpresa.codpessoa, alcance.codpessoa),
        eq(papelEmpresa.papel, 'secretaria'),
        inArray(papelEmpresa.codempresa, alcance.empresas),
      ),
    )
    .orderBy(empresa.codempresa)
    .limit(1);
  if (!escola) return null;
  const anos = escola.dados.lstanoletivo ?? [];
  const ano =
    anos.find((a) => a.anoletivo === alcance.anoletivo) ??
    anos.reduce<(typeof anos)[number] | undefined>(
      (m, a) => (!m || a.anoletivo > m.anoletivo ? a : m),
      undefined,
    );
  if (!ano) return null;
  return {
    codempresa: escola.codempresa,
    anoletivo: ano.anoletivo,
    turmas: ano.turmas.map((t) => ({ codturma: t.codturma, descricao: t.descricao })),
  };
}
