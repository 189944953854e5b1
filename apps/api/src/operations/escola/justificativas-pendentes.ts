import { type JustificativaPendente, operacoes } from '@portal/core';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { escolasDaSecretaria } from './secretaria.ts';

/**
 * coddao 290 — the school office's pending absence justifications (issue 31), oldest first, in one statement:
 * the child, who sent it and when, the reason, the certificate's name and the absences it covers.
 */
export const justificativasPendentes = defineOperacao(operacoes.justificativasPendentes, {
  acesso: 'token',
  leitura: ['frequencia'],
  async run(ctx) {
    const escolas = await escolasDaSecretaria(ctx.db, alcanceDe(sessaoDe(ctx)));
    const r = await ctx.db.execute(sql`
      select j.codjustificativa, j.codaluno, a.dados->>'nome' as aluno, p.nompessoa as "enviadaPor",
        j.enviada_em as "enviadaEm", j.motivo, x.filename as anexo,
        coalesce((select json_agg(json_build_object('data', au.data, 'periodo', au.periodo, 'disciplina', d.nome)
            order by au.data, au.periodo)
          from presenca pr join aula au on au.codaula = pr.codaula
          join disciplina d on d.coddisciplina = au.coddisciplina
          where pr.codjustificativa = j.codjustificativa), '[]'::json) as faltas
      from justificativa_falta j
      join aluno a on a.codaluno = j.codaluno
      join pessoa p on p.codpessoa = j.enviada_por
      left join anexo x on x.codanexo = j.codanexo
      where j.situacao = 'pendente' and j.codempresa in (${sql.join(
        escolas.map((e) => sql`${e}`),
        sql`, `,
      )})
      order by j.enviada_em, j.codjustificativa
      limit 500`);
    return {
      itens: rowsOf<JustificativaPendente & { enviadaEm: Date | string }>(r).map((j) => ({
        ...j,
        enviadaEm: new Date(j.enviadaEm).toISOString(),
        faltas: j.faltas.map((f) => ({ ...f, data: String(f.data).slice(0, 10) })),
      })),
    };
  },
});
