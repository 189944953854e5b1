import { NOMES_MESES } from './competencia.ts';
import { partesData } from './partes-data.ts';

/** pt-BR weekday names, Sunday first (Date#getUTCDay order). */
export const DIAS_DA_SEMANA = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;

/**
 * A calendar day as a sentence says it in pt-BR: '7 de novembro', the first of a month as '1º de dezembro',
 * with its weekday in front when asked ('sábado, 7 de novembro'). Texts that name a day are written from the
 * date itself, so the weekday can never disagree with it. '' when unreadable.
 *
 * @example
 * formatDiaPorExtenso('2026-11-07'); // '7 de novembro'
 * formatDiaPorExtenso('2026-11-07', { semana: true }); // 'sábado, 7 de novembro'
 */
export function formatDiaPorExtenso(data: string, opcoes: { semana?: boolean } = {}): string {
  const p = partesData(data.slice(0, 10));
  if (!p) return '';
  const mes = NOMES_MESES[p.mes - 1]?.toLowerCase() ?? '';
  const dia = `${p.dia === 1 ? '1º' : p.dia} de ${mes}`;
  if (!opcoes.semana) return dia;
  return `${DIAS_DA_SEMANA[new Date(Date.UTC(p.ano, p.mes - 1, p.dia)).getUTCDay()]}, ${dia}`;
}
