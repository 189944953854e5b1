import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseTarget, pastaPglite } from './open-database.ts';
import { pessoa } from './schema.ts';

/** The child's entry; the build points it at dist/semear.js. */
const SEMEAR = fileURLToPath(new URL('./semear.ts', import.meta.url));

/**
 * Whether this is a first run, to be done by `criarEmProcessoFilho`: the PGlite folder holds no database yet
 * (initdb writes PG_VERSION), or the PostgreSQL database has no people (not migrated, or not seeded).
 */
export async function primeiraExecucao(target: DatabaseTarget): Promise<boolean> {
  if (target.kind === 'pglite') return !existsSync(join(pastaPglite(target.dataDir), 'PG_VERSION'));
  if (target.kind !== 'postgres') return false;
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const tabela = getTableName(pessoa);
    const { rows } = await client.query<{ existe: boolean }>('SELECT to_regclass($1) IS NOT NULL AS existe', [
      tabela,
    ]);
    if (!rows[0]?.existe) return true;
    const pessoas = await client.query(`SELECT 1 FROM ${pg.escapeIdentifier(tabela)} LIMIT 1`);
    return pessoas.rowCount === 0;
  } finally {
    await client.end();
  }
}

/**
 * Creates, migrates and seeds the database in a child process (db/semear.ts) with this process's environment, so
 * that PGlite's initdb and the seeding leave no memory behind here. Resolves whether the child seeded it (on
 * PostgreSQL another process may have been first). On PGlite the caller holds the data-dir lock; the child stops
 * if the caller dies (its IPC channel closes).
 */
export function criarEmProcessoFilho(): Promise<boolean> {
  // execArgv carries tsx's loader when the sources run (tests), nothing when the build does.
  const filho = spawn(process.execPath, [...process.execArgv, SEMEAR], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let criado = false;
  filho.on('message', (mensagem: { criado?: boolean }) => {
    criado = mensagem.criado === true;
  });
  return new Promise((ok, falha) => {
    filho.once('error', falha);
    filho.once('exit', (codigo, sinal) =>
      codigo === 0
        ? ok(criado)
        : falha(new Error(`a criação do banco de dados falhou (${sinal ?? `saída ${codigo}`})`)),
    );
  });
}
