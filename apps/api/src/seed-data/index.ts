/**
 * Demo data of the Portal API: pure, typed, deterministic. Written as of 2026-11-01 (BASE_DEMO); demoEm(referencia)
 * moves the dated part to the day the database is created. The database seed inserts these rows; see types.ts
 * for shapes and the ownership rule.
 */
export * from './calendario-escolar.ts';
export * from './cantina.ts';
export * from './ceps.ts';
export * from './cobrancas.ts';
export * from './contracheques.ts';
export * from './demo.ts';
export * from './documentos.ts';
export * from './empresas.ts';
export * from './escola-notas.ts';
export * from './eventos.ts';
export * from './guia-medico.ts';
export * from './ids.ts';
export * from './menus.ts';
export * from './modulos.ts';
export * from './notificacoes.ts';
export * from './papeis.ts';
export * from './pessoas.ts';
export * from './recados.ts';
export * from './treinamentos.ts';
export type * from './types.ts';
export { BASE_DEMO, type Deslocamento, deslocamentoAte, deslocar, referenciaDe } from './util/deslocar.ts';
export { dataHora, REFERENCIA } from './util/referencia.ts';
