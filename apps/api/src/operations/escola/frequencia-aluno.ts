import {
  abaixoDoMinimo,
  type FaltaRegistrada,
  FREQUENCIA_MINIMA_PERCENTUAL,
  frequenciaEmDecimos,
  MENSAGENS_API,
  operacoes,
  passouDoAlerta,
} from '@portal/core';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { ctesTotais } from './totais-frequencia.ts';

interface Linha {
  nome: string;
  anoletivo: number;
  disciplinas: { coddisciplina: number; disciplina: string; aulas: number; faltas: number }[] | null;
  faltas: FaltaRegistrada[] | null;
}

/**
 * coddao 245 — the family's "Frequência" of one child (issue 31), in one statement: per subject of the child's
 * current year, the lessons given, absences and attendance (the 75 % line marked, LDB art. 24 VI), and the
 * absences of the recorded lessons by date and period with their justification's status. Only a child of the
 * context (alcance): any other code is not found.
 */
export const frequenciaAluno = defineOperacao(operacoes.frequenciaAluno, {
  acesso: 'token',
  // From memory until a roll call, a justification or its decision announces 'frequencia' to the family.
  leitura: ['frequencia'],
  async run(ctx, [, codaluno]) {
    const alcance = alcanceDe(sessaoDe(ctx));
    if (!alcance.alunos.includes(codaluno)) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    const r = await ctx.db.execute(sql`
      with ${ctesTotais(sql`a.codaluno = ${codaluno}`)}
      select al.nome, al.anoletivo,
        (select json_agg(json_build_object('coddisciplina', d.coddisciplina, 'disciplina', d.nome,
            'aulas', tot.aulas, 'faltas', tot.faltas) order by d.ordem, d.nome)
          from tot join disciplina d on d.coddisciplina = tot.coddisciplina) as disciplinas,
        (select json_agg(json_build_object('codaula', x.codaula, 'data', x.data, 'periodo', x.periodo,
            'disciplina', d.nome, 'justificativa', case when j.codjustificativa is null then null else
              json_build_object('codjustificativa', j.codjustificativa, 'situacao', j.situacao,
                'motivoRecusa', j.motivo_recusa) end) order by x.data desc, x.periodo desc)
          from presenca p
          join aula x on x.codaula = p.codaula
          join disciplina d on d.coddisciplina = x.coddisciplina
          left join justificativa_falta j on j.codjustificativa = p.codjustificativa
          where p.codaluno = al.codaluno and not p.presente and x.anoletivo = al.anoletivo
            and x.chamada_em is not null) as faltas
      from al`);
    const [linha] = rowsOf<Linha>(r);
    if (!linha) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
    return {
      codaluno,
      nome: linha.nome,
      anoletivo: Number(linha.anoletivo),
      minimo: FREQUENCIA_MINIMA_PERCENTUAL,
      disciplinas: (linha.disciplinas ?? []).map((d) => ({
        ...d,
        frequencia: frequenciaEmDecimos(d.aulas, d.faltas),
        abaixoDoMinimo: abaixoDoMinimo(d.aulas, d.faltas),
        alerta: passouDoAlerta(d.aulas, d.faltas),
      })),
      faltas: (linha.faltas ?? []).map((f) => ({ ...f, data: String(f.data).slice(0, 10) })),
    };
  },
});
