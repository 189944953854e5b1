import { type CobrancaResumo, formatDataBr, formatMoedaBr } from '@portal/core';

/** What the home's "next due" card says, for the Ionic page and for the sketch painted before it. */
export function linhasDoVencimento(c: CobrancaResumo): {
  vencida: boolean;
  rotulo: string;
  valor: string;
  quando: string;
  data: string;
  rota: string;
} {
  const vencida = c.situacao === 'vencido';
  return {
    vencida,
    rotulo: vencida ? 'Vencido' : 'Próximo vencimento',
    // What is still due today: an underpayment leaves the rest.
    valor: formatMoedaBr(c.restanteCentavos / 100),
    quando: vencida ? 'venceu em' : 'vence em',
    data: formatDataBr(c.vencimento),
    rota: `/${c.modulo}/${c.lista}/${c.codcobranca}`,
  };
}
