/**
 * What the API announces after a write and the app listens for (GET /api/V4/mudancas, Server-Sent Events): the
 * kinds of data a write can change, named once here so both sides agree. A change carries topics only, never
 * rows: the app re-reads what it shows. Zod-free, like coddao.ts, so the app's stream client stays small.
 */
export const TOPICOS = [
  /** Charges: paid, created, cancelled (the payment webhook, sign-ups, top-ups, the hold's expiry). */
  'cobrancas',
  /** The cafeteria's balance, limit and history. */
  'cantina',
  /** Events and the person's sign-ups. */
  'eventos',
  /** Notifications; a change carries the unread count (`naoLidas`), which the bell shows as is. */
  'notificacoes',
  /** Announcements, and whether the person has read them. */
  'recados',
  /** The person's context (coddao 4) and what hangs on it (menus, lists). */
  'contexto',
  /** The account: e-mail, password, address, contact, sessions. */
  'conta',
  /** The public documents. */
  'documentos',
  /** The medical guide. */
  'guia',
  /** Module records (coddao 300/301). */
  'modulos',
  /** Attendance: a lesson's roll call, absences' justifications and the school's decisions (issue 31). */
  'frequencia',
  /** The school calendar's events the school office publishes, changes or cancels (issue 31, coddao 284–286). */
  'calendario',
  /** The condominium's own life (issue 32): bookings of the common areas and their approvals. */
  'condominio',
  /** A building's assemblies and their votes, notices and their reads, surveys and their answers (issue 32). */
  'assembleias',
  /** A condominium's requests (ocorrências, coddao 760–768): their steps and messages. */
  'ocorrencias',
] as const;
export type Topico = (typeof TOPICOS)[number];

/** Where the stream is opened, with `?bilhete=` from coddao 609. */
export const ROTA_MUDANCAS = '/api/V4/mudancas';
/** The SSE event name of a change. */
export const EVENTO_MUDANCA = 'mudanca';

/** One `event: mudanca` of the stream. */
export interface Mudanca {
  topicos: Topico[];
  /** With `notificacoes`: the person's unread count in the stream's context, counted by the server. */
  naoLidas?: number;
}

const conhecidos = new Set<string>(TOPICOS);

export function ehTopico(valor: unknown): valor is Topico {
  return typeof valor === 'string' && conhecidos.has(valor);
}

/** A change's data as sent, or null for anything else (unknown topics are dropped: a newer API may send more). */
export function lerMudanca(texto: string): Mudanca | null {
  let valor: unknown;
  try {
    valor = JSON.parse(texto);
  } catch {
    return null;
  }
  if (!valor || typeof valor !== 'object') return null;
  const { topicos, naoLidas } = valor as Record<string, unknown>;
  if (!Array.isArray(topicos)) return null;
  const mudanca: Mudanca = { topicos: topicos.filter(ehTopico) };
  if (typeof naoLidas === 'number' && Number.isSafeInteger(naoLidas) && naoLidas >= 0) {
    mudanca.naoLidas = naoLidas;
  }
  return mudanca;
}
