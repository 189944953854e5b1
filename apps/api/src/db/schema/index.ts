// The database's tables, one file per domain; drizzle-kit reads this folder (drizzle.config.ts).
export * from './calendario.ts';
export * from './cantina.ts';
export * from './cobrancas.ts';
export * from './comunicacao.ts';
export * from './escola.ts';
export * from './escopo.ts';
export * from './eventos.ts';
export * from './folha.ts';
export * from './modulos.ts';
export * from './papeis.ts';
export * from './pessoas.ts';
export * from './saude.ts';
export * from './sistema.ts';
