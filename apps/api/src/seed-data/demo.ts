import { contracheques } from './contracheques.ts';
import { documentos } from './documentos.ts';
import { eventos } from './eventos.ts';
import { modulos } from './modulos.ts';
import { notificacoes } from './notificacoes.ts';
import { recados } from './recados.ts';
import { deslocamentoAte, deslocar, deslocarTexto } from './util/deslocar.ts';

/**
 * The dated part of the demo as it reads on `referencia` ('yyyy-mm-dd', the day the database is created):
 * this month's bills open, last month's paid, payslips for the months before, messages recent, events ahead.
 * A pure function of that date; the seed and the tests that assert dates call it with the same one.
 */
export function demoEm(referencia: string) {
  const por = deslocamentoAte(referencia);
  const dados = deslocar({ contracheques, eventos, modulos, notificacoes, recados }, por);
  // Documents are dated by their own content (the 2026 school calendar, its holidays, an assembly's minutes):
  // only their publication moves, so they read as recently published.
  return {
    ...dados,
    documentos: documentos.map((d) => ({ ...d, dthpublicacao: deslocarTexto(d.dthpublicacao, por) })),
  };
}

export type DemoDatada = ReturnType<typeof demoEm>;
