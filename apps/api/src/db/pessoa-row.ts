import type { pessoa } from './schema/index.ts';

/** A person's row as stored: what auth/pessoas.ts keeps in memory and every operation's session carries. */
export type PessoaRow = typeof pessoa.$inferSelect;
