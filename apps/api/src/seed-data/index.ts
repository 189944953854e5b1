export * from './empresas.ts';
export * from './ids.ts';
export * from './menus.ts';
export * from './pessoas.ts';
export type * from './types.ts';
export { REFERENCIA } from './util/referencia.ts';
