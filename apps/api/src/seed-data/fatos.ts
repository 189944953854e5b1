import { dataDe } from './util/referencia.ts';

/**
 * The dated facts the demo tells in more than one place, each stored once: the recado that announces it, the
 * school calendar, the events list, a ticket, a statement and a claim all read its date here. Days are counted
 * from BASE_DEMO (2026-11-01, a Sunday) and move by the demo's days like the events (util/dia-demo.ts); past
 * health-plan facts are calendar dates of a month-bound statement and move with it by months.
 */
export const DIA = {
  /** Sábado: reunião de pais e mestres do 4º bimestre. */
  reuniaoPais: 6,
  /** Segunda-feira sem aula (recesso); as aulas voltam no dia seguinte. */
  recesso: 15,
  /** Quinta-feira: auditoria de qualidade no laboratório, às 10h. */
  auditoriaLaboratorio: 11,
  /** Terça-feira: assembleia geral extraordinária do Residencial Jardim das Acácias (evento e lista). */
  assembleiaAcacias: 16,
  /** Sábado: Carla's booking of the party room, confirmed by a notification. */
  reservaSalao: 20,
  /** Quarta-feira: conselho de classe do 6º ano A. */
  conselhoClasse: 38,
  /** Passeio do 6º ano ao Museu Catavento. */
  passeioMuseu: 18,
  /** Quinta-feira: treinamento de primeiros socorros (evento aberto) e o ingresso do administrador. */
  primeirosSocorros: 25,
  /** Sábado: Feira de Ciências no ginásio. */
  feiraCiencias: 27,
  /** Segunda-feira: início da semana de provas do 4º bimestre (até a sexta). */
  provasBimestre: 29,
  /** Último dia letivo regular. */
  encerramentoBimestre: 40,
  /** Sábado: formatura do 9º ano. */
  formatura: 41,
  /** Segunda-feira: recuperação final (até a sexta). */
  recuperacao: 43,
} as const;

/** Daniel's cardiology visit with Dra. Elisa: his co-payment statement and her claim (guia) name this day. */
export const CONSULTA_CARDIOLOGIA_DANIEL = dataDe(2026, 10, 22);
