import { formatDataBr, formatDiaPorExtenso, NOMES_MESES } from '@portal/core';
import { BASE_DEMO, type Deslocamento, emCadaTexto } from './deslocar.ts';

/**
 * A day the demo names in a text or a field, kept as its distance from BASE_DEMO until demoEm knows the reference
 * date, and only then written out (`escreverDias`). Moving dates by rewriting the texts they are spelt in read
 * "sábado, 7 de novembro" as a month name and left the day behind while the message around it moved by days; a
 * day written from its value moves with the rest and gets its weekday from core, so it can never disagree.
 *
 * How it moves:
 * - 'dias': by the demo's days, like every instant (messages, events): what is announced stays ahead of its
 *   announcement and on the same date everywhere it is named.
 * - 'semanas': by whole weeks, for what is laid out by weekday: the canteen's menu is this week's, Monday to
 *   Friday (the coming one on a weekend).
 * - 'meses': by whole months keeping the day, like bills and competências (a due date on the 10th stays on it).
 * - 'fixo': not at all, for a day a document's own content states (an assembly's minutes): it stays true.
 */
export type Movimento = 'dias' | 'semanas' | 'meses' | 'fixo';

/** How the day is written: 'iso' yyyy-mm-dd, 'br' dd/mm/aaaa, 'dia' '7 de novembro', 'semana' 'sábado, 7 de novembro' ('Semana' to open a sentence: 'Sábado, 7 de novembro'), 'mes' 'novembro', 'instante' an ISO timestamp at `hora` in Brasília. */
export type FormatoDia = 'iso' | 'br' | 'dia' | 'semana' | 'Semana' | 'mes' | 'instante';

const MARCA =
  /⟦(dias|semanas|meses|fixo):(-?\d+)\|(iso|br|dia|semana|Semana|mes|instante)(?:@(\d\d):(\d\d))?⟧/g;

/** The day `dias` after BASE_DEMO, written as `formato` once the demo is dated. */
export function dia(
  dias: number,
  formato: FormatoDia = 'dia',
  movimento: Movimento = 'dias',
  hora = '12:00',
): string {
  return `⟦${movimento}:${dias}|${formato}${formato === 'instante' ? `@${hora}` : ''}⟧`;
}

const DIA_MS = 86_400_000;
const BASE_MS = Date.parse(BASE_DEMO);

/** The ISO date the marker names once moved by `por`. */
function dataMovida(movimento: Movimento, distancia: number, por: Deslocamento): string {
  const dias = por.dias ?? 0;
  if (movimento === 'meses') {
    const base = new Date(BASE_MS + distancia * DIA_MS);
    const total = base.getUTCFullYear() * 12 + base.getUTCMonth() + por.meses;
    const ano = Math.floor(total / 12);
    const mes = total % 12;
    const ultimo = new Date(Date.UTC(ano, mes + 1, 0)).getUTCDate();
    return new Date(Date.UTC(ano, mes, Math.min(base.getUTCDate(), ultimo))).toISOString().slice(0, 10);
  }
  // BASE_DEMO is a Sunday: whole weeks counted from the Saturday before it, so a weekend shows the coming week.
  const por_ = movimento === 'semanas' ? Math.floor((dias + 1) / 7) * 7 : movimento === 'fixo' ? 0 : dias;
  return new Date(BASE_MS + (distancia + por_) * DIA_MS).toISOString().slice(0, 10);
}

/** Every marker of a text written out for the demo moved by `por`. */
export function escreverDiasTexto(texto: string, por: Deslocamento): string {
  if (!texto.includes('⟦')) return texto;
  return texto.replace(MARCA, (_, movimento: Movimento, distancia: string, formato: FormatoDia, h, m) => {
    const iso = dataMovida(movimento, Number(distancia), por);
    switch (formato) {
      case 'iso':
        return iso;
      case 'br':
        return formatDataBr(iso);
      case 'semana':
        return formatDiaPorExtenso(iso, { semana: true });
      case 'Semana': {
        const texto = formatDiaPorExtenso(iso, { semana: true });
        return `${texto.charAt(0).toUpperCase()}${texto.slice(1)}`;
      }
      case 'mes':
        return (NOMES_MESES[Number(iso.slice(5, 7)) - 1] ?? '').toLowerCase();
      case 'instante':
        // Brasília is UTC−3 all year since 2019.
        return new Date(Date.parse(iso) + (Number(h) + 3) * 3_600_000 + Number(m) * 60_000).toISOString();
      default:
        return formatDiaPorExtenso(iso);
    }
  });
}

/** A copy of seed data with every marker written out (file contents, base64, untouched). */
export function escreverDias<T>(valor: T, por: Deslocamento): T {
  return emCadaTexto(valor, (texto) => escreverDiasTexto(texto, por));
}
