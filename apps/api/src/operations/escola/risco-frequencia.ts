import { abaixoDoMinimo, frequenciaEmDecimos, operacoes } from '@portal/core';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { escolasDaSecretaria } from './secretaria.ts';
import { ctesTotais, passouDoAlertaSql } from './totais-frequencia.ts';
import { descricoesDasTurmas } from './turmas.ts';

interface Linha {
  codaluno: string;
  aluno: string;
  codturma: string;
  anoletivo: number;
  disciplina: string;
  aulas: number;
  faltas: number;
}

/**
 * coddao 292 — the school office's attendance-risk list (issue 31, LDB art. 12 VIII): every student of its
 * schools past the alert line (absences above 7,5 % of the lessons given) in a subject of their current year,
 * the worst attendance first, in one statement.
 */
export const riscoFrequencia = defineOperacao(operacoes.riscoFrequencia, {
  acesso: 'token',
  leitura: ['frequencia'],
  async run(ctx) {
    const escolas = await escolasDaSecretaria(ctx.db, alcanceDe(sessaoDe(ctx)));
    const r = await ctx.db.execute(sql`
      with ${ctesTotais(
        sql`(a.dados->>'codempresa')::int in (${sql.join(
          escolas.map((e) => sql`${e}`),
          sql`, `,
        )})`,
      )}
      select tot.codaluno, al.nome as aluno, al.codturma, al.anoletivo, d.nome as disciplina, tot.aulas, tot.faltas
      from tot join al on al.codaluno = tot.codaluno
      join disciplina d on d.coddisciplina = tot.coddisciplina
      where tot.aulas > 0 and ${passouDoAlertaSql}
      order by tot.faltas::float / tot.aulas desc, al.nome, d.ordem
      limit 500`);
    const descricoes = await descricoesDasTurmas(ctx.db, escolas);
    return {
      itens: rowsOf<Linha>(r).map(({ anoletivo, ...l }) => {
        const aulas = Number(l.aulas);
        const faltas = Number(l.faltas);
        return {
          ...l,
          turma: descricoes.get(`${anoletivo}|${l.codturma}`) ?? l.codturma,
          aulas,
          faltas,
          frequencia: frequenciaEmDecimos(aulas, faltas),
          abaixoDoMinimo: abaixoDoMinimo(aulas, faltas),
        };
      }),
    };
  },
});
