import { diasDoMes, operacoes, ordenarEventos, type PublicacaoCalendario } from '@portal/core';
import { and, eq, inArray } from 'drizzle-orm';
import { eventosDasTurmas, turmasDe } from '../../calendario/eventos-das-turmas.ts';
import { feriadosNacionais } from '../../calendario/feriados.ts';
import type { Executor } from '../../db/database.ts';
import { empresa, papelEmpresa } from '../../db/schema/index.ts';
import { type Alcance, alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';

/**
 * Where the caller may publish events (coddao 284): the first school of the context whose office they are, in the
 * context's school year (else the school's latest), with its classes. Null for families and teachers.
 */
async function publicacaoDe(db: Executor, alcance: Alcance): Promise<PublicacaoCalendario | null> {
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

/**
 * coddao 280 — the school calendar of a month (issue 31): the events the school published for the classes of the
 * context's children (or the classes the person teaches; every class for the school office and the direction)
 * and for the whole school, with Brazil's national
 * holidays of the month (date-holidays), in one list in the day's order. A context with no child at a school
 * answers only the holidays; another family's class is never read. The school office also gets where it may
 * publish (`publicacao`), and its own events come `editavel`.
 */
export const calendarioEscolar = defineOperacao(operacoes.calendarioEscolar, {
  acesso: 'token',
  async run(ctx, [, ano, mes]) {
    const sessao = sessaoDe(ctx);
    const alcance = alcanceDe(sessao);
    const { inicio, fim } = diasDoMes({ ano, mes });
    const turmas = await turmasDe(ctx.db, sessao.pessoa, alcance.alunos, alcance.empresas);
    const eventos = await eventosDasTurmas(ctx.db, turmas, inicio, fim, sessao.pessoa.codpessoa);
    return {
      eventos: ordenarEventos([...eventos, ...(await feriadosNacionais(inicio, fim))]),
      publicacao: await publicacaoDe(ctx.db, alcance),
    };
  },
});
