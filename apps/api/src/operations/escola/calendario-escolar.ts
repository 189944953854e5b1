import { diasDoMes, operacoes, ordenarEventos } from '@portal/core';
import { eventosDasTurmas, turmasDe } from '../../calendario/eventos-das-turmas.ts';
import { feriadosNacionais } from '../../calendario/feriados.ts';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { publicacaoDe } from './secretaria.ts';

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
