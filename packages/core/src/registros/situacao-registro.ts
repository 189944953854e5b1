/** The colour of a record's status, as the app paints it. */
export type CorSituacao = 'success' | 'warning' | 'danger' | 'medium';

/** A status as shown: its label and colour. */
export interface Situacao {
  status: string;
  statusCor: CorSituacao;
}

/**
 * What a record's status says before its day and from the day after it on. The label a list shows is computed
 * from the record's day and today, never stored: a survey "Aberta" with its deadline past, an assembly of last
 * week still "Convocada" or a booking of yesterday still "Confirmada" cannot be answered.
 */
const REGRAS = {
  /** An assembly on its day (`dia` = the day it is held). */
  assembleia: { ate: ['Convocada', 'warning'], depois: ['Realizada', 'medium'] },
  /** A confirmed booking of a common area, used on its day. */
  reserva: { ate: ['Confirmada', 'success'], depois: ['Realizada', 'medium'] },
  /** A booking request nobody answered: past its day it can no longer be used. */
  'reserva-pendente': { ate: ['Aguardando aprovação', 'warning'], depois: ['Não utilizada', 'medium'] },
  /** A survey open for answers until its deadline. */
  pesquisa: { ate: ['Aberta', 'warning'], depois: ['Encerrada', 'medium'] },
  /** An event ticket, used on the event's day. */
  ingresso: { ate: ['Confirmado', 'success'], depois: ['Utilizado', 'medium'] },
  /** A payment to a provider scheduled for its day. */
  'pagamento-previsto': { ate: ['Previsto', 'warning'], depois: ['Pago', 'success'] },
  /** A tax obligation not yet filed, due on its day. */
  obrigacao: { ate: ['Pendente', 'warning'], depois: ['Em atraso', 'danger'] },
} as const satisfies Record<
  string,
  { ate: readonly [string, CorSituacao]; depois: readonly [string, CorSituacao] }
>;

/** The kinds of date-driven status a record may have (`modulo_registro.situacao`). */
export type TipoSituacao = keyof typeof REGRAS;
export const TIPOS_SITUACAO = Object.keys(REGRAS) as TipoSituacao[];

/**
 * The status of a record of `tipo` on `dia` ('yyyy-mm-dd'), as of `hoje` ('yyyy-mm-dd', Brasília's): its day
 * itself still counts as before (an assembly is "Convocada" on the day it meets). undefined for an unknown kind
 * or an unreadable day, so the caller keeps what it has.
 *
 * @example
 * situacaoDoRegistro('pesquisa', '2026-11-15', '2026-11-27'); // { status: 'Encerrada', statusCor: 'medium' }
 */
export function situacaoDoRegistro(tipo: string, dia: string, hoje: string): Situacao | undefined {
  if (!Object.hasOwn(REGRAS, tipo)) return undefined;
  const d = /^\d{4}-\d{2}-\d{2}/.exec(dia)?.[0];
  const h = /^\d{4}-\d{2}-\d{2}/.exec(hoje)?.[0];
  if (!d || !h) return undefined;
  const regra = REGRAS[tipo as TipoSituacao];
  const [status, statusCor] = d >= h ? regra.ate : regra.depois;
  return { status, statusCor };
}
