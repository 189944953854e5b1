import { contracheques } from './contracheques.ts';
import { documentos } from './documentos.ts';
import { eventos } from './eventos.ts';
import { modulos } from './modulos.ts';
import { notificacoes } from './notificacoes.ts';
import { recados } from './recados.ts';
import { comVencimento } from './util/boleto.ts';
import { deslocamentoAte, deslocar } from './util/deslocar.ts';

/**
 * The dated part of the demo as it reads on `referencia` ('yyyy-mm-dd', the day the database is created):
 * this month's bills open, last month's paid, payslips for the months before, messages recent, events ahead.
 * A pure function of that date; the seed and the tests that assert dates call it with the same one.
 */
export function demoEm(referencia: string) {
  const dados = deslocar(
    { contracheques, documentos, eventos, modulos, notificacoes, recados },
    deslocamentoAte(referencia),
  );
  // A typeable line encodes its due date: moved bills get theirs redone.
  for (const lista of dados.modulos) {
    for (const r of lista.registros) {
      if (r.linhaDigitavel && r.data) r.linhaDigitavel = comVencimento(r.linhaDigitavel, r.data);
    }
  }
  return dados;
}

export type DemoDatada = ReturnType<typeof demoEm>;
