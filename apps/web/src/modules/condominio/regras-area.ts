import { formatMoedaBr } from '@portal/core';
import type { Resultado } from '../../lib/api-client.ts';

export type Area = Resultado<'areasComuns'>['itens'][number];
export type Reserva = Resultado<'minhasReservas'>['itens'][number];

/** '4 h' or '90 min': a slot's length as the rules say it. */
function duracao(minutos: number): string {
  return minutos % 60 === 0 ? `${minutos / 60} h` : `${minutos} min`;
}

/** The fee in R$, or "Gratuita". */
export function textoTaxa(centavos: number): string {
  return centavos > 0 ? formatMoedaBr(centavos / 100) : 'Gratuita';
}

/** An area's rules in a resident's words, one line each. */
export function regrasDaArea(a: Area): string[] {
  return [
    `Das ${a.abre} às ${a.fecha}, em períodos de ${duracao(a.duracaoMinutos)}`,
    `Taxa: ${textoTaxa(a.taxaCentavos)}`,
    `Reserve com ${a.antecedenciaHoras} h de antecedência; até ${a.maxPorMes} por mês por unidade`,
    `Cancelamento até ${a.cancelamentoHoras} h antes do início`,
    a.exigeAprovacao ? 'Precisa da aprovação do síndico' : 'Confirmada na hora',
  ];
}
