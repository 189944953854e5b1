import { situacaoDoRegistro } from '@portal/core';
import { eventosEscolares } from './calendario-escolar.ts';
import { comprasCantina } from './cantina.ts';
import { cobrancas } from './cobrancas.ts';
import { contracheques } from './contracheques.ts';
import { documentos } from './documentos.ts';
import { eventos } from './eventos.ts';
import { modulos } from './modulos.ts';
import { notificacoes } from './notificacoes.ts';
import { recados } from './recados.ts';
import { deslocamentoAte, deslocar, deslocarTexto } from './util/deslocar.ts';
import { escreverDias } from './util/dia-demo.ts';

/**
 * The dated part of the demo as it reads on `referencia` ('yyyy-mm-dd', the day the database is created):
 * this month's charges open, last month's paid (their days move by whole months, like the texts naming them), payslips for the months before, messages recent, events ahead.
 * A pure function of that date; the seed and the tests that assert dates call it with the same one.
 */
export function demoEm(referencia: string) {
  const por = deslocamentoAte(referencia);
  // Days named by value (util/dia-demo.ts) are written out only now, moved with the instants around them.
  const dados = escreverDias(
    deslocar(
      { cobrancas, comprasCantina, contracheques, eventos, eventosEscolares, modulos, notificacoes, recados },
      por,
    ),
    por,
  );
  for (const lista of dados.modulos) {
    for (const r of lista.registros) {
      // A status time changes reads as of the seed's day; the API computes it again on the day it answers.
      const situacao = r.situacao && r.data ? situacaoDoRegistro(r.situacao, r.data, referencia) : undefined;
      if (situacao) Object.assign(r, situacao);
    }
  }
  // Documents are dated by their own content (the 2026 school calendar, its holidays, an assembly's minutes):
  // only their publication moves, so they read as recently published.
  return {
    ...dados,
    documentos: escreverDias(
      documentos.map((d) => ({ ...d, dthpublicacao: deslocarTexto(d.dthpublicacao, por) })),
      por,
    ),
  };
}

export type DemoDatada = ReturnType<typeof demoEm>;
