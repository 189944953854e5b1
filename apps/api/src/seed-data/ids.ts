/**
 * Stable ids shared by every data file (and by tests): accounts, companies, units, students.
 * Kept apart so data files import ids without importing each other.
 */
export const PESSOA = {
  ana: 1001,
  bruno: 1002,
  carla: 1003,
  daniel: 1004,
  elisa: 1005,
  fabio: 1006,
  gabriela: 1007,
  henrique: 1008,
  admin: 1009,
  igor: 1010,
  joana: 1011,
  silvia: 1012,
  paulo: 1013,
  roberto: 1014,
  sebastiao: 1015,
} as const;

export const EMPRESA = {
  colegioHorizonte: 101,
  /** The administrator's second school (issue 31): another boletim formula. */
  escolaAurora: 102,
  vidaPlena: 201,
  clinicaElisa: -1201,
  laboratorio: -9302,
  exatus: 301,
  hortifruti: 401,
  larSeguro: 601,
  prevFuturo: 701,
  cafim: 801,
} as const;

export const CONDOMINIO = {
  acacias: '1001',
  solarAtlantico: '1002',
  vilaVerde: '1003',
  /** Roberto's unit, Bloco B - Apto 101, in Carla's building. */
  acaciasB101: '1004',
  /** The gate's account in Carla's building (no fraction: not a unit). */
  acaciasPortaria: '1005',
} as const;

/** The buildings the units belong to (issue 32). */
export const EDIFICIO = {
  acacias: 'ACACIAS',
  solarAtlantico: 'SOLAR',
  vilaVerde: 'VILAVERDE',
} as const;

export const ALUNO = {
  lucas: 'A10231',
  mariana: 'A10232',
  tiago: 'A10240',
  bia: 'A10241',
} as const;

export const TURMA = {
  quintoA2025: '2511',
  oitavoB2025: '2512',
  nonoA2025: '2513',
  primeiraEM2025: '2514',
  sextoA2026: '2611',
  nonoB2026: '2612',
  primeiraEM2026: '2613',
  segundaEM2026: '2614',
  terceiraEM2026: '2615',
  setimoAAurora2026: '2631',
} as const;

/** Password of every demo account: the server's config holds it (it prints it at every start). */
export { DEMO_SENHA } from '../config/senha-demo.ts';
