import { operacoes } from '@portal/core';
import { asc, sql } from 'drizzle-orm';
import { evento, inscricaoEvento } from '../../db/schema/index.ts';
import { alcanceDe, visivelPara } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { lista, offsetDe } from '../pagina.ts';
import { codeventoExterno } from './evento-travado.ts';

/** coddao 310 — events offered to the user, soonest first, with seats and whether they are signed up. */
export const listarEventos = defineOperacao(operacoes.eventos, {
  acesso: 'token',
  leitura: ['eventos'],
  async run(ctx, [, pagina = 1, tamanhoPagina = 20]) {
    const alcance = alcanceDe(sessaoDe(ctx));
    const where = visivelPara(evento, alcance);
    const [linhas, [contagem]] = await Promise.all([
      ctx.db
        .select({
          codevento: evento.codevento,
          titulo: evento.titulo,
          descricao: evento.descricao,
          local: evento.local,
          dthinicio: evento.dthinicio,
          dthfim: evento.dthfim,
          vagas: evento.vagas,
          inscritos: evento.ocupadas,
          inscrito: sql<boolean>`exists (select 1 from ${inscricaoEvento} where ${inscricaoEvento.codevento} = ${codeventoExterno} and ${inscricaoEvento.codpessoa} = ${alcance.codpessoa})`,
          valor: evento.valor,
          codcobranca: sql<
            number | null
          >`(select ${inscricaoEvento.codcobranca} from ${inscricaoEvento} where ${inscricaoEvento.codevento} = ${codeventoExterno} and ${inscricaoEvento.codpessoa} = ${alcance.codpessoa} and ${inscricaoEvento.reservadaAte} is not null)`,
        })
        .from(evento)
        .where(where)
        .orderBy(asc(evento.dthinicio), asc(evento.codevento))
        .limit(tamanhoPagina)
        .offset(offsetDe(pagina, tamanhoPagina)),
      ctx.db.select({ total: sql<number>`count(*)::int` }).from(evento).where(where),
    ]);
    const itens = linhas.map((e) => ({
      ...e,
      inscritos: Number(e.inscritos),
      inscrito: Boolean(e.inscrito),
      valor: Number(e.valor),
      codcobranca: e.codcobranca === null ? null : Number(e.codcobranca),
      dthinicio: e.dthinicio.toISOString(),
      dthfim: e.dthfim.toISOString(),
    }));
    return lista(itens, Number(contagem?.total ?? 0), pagina, tamanhoPagina);
  },
});
