/** A PostgreSQL server the API connects to (DATABASE_URL), with its pool's ceiling. */
export type PostgresTarget = { kind: 'postgres'; url: string; poolMax?: number };

/** Where the API's database lives: a PostgreSQL server, an embedded PGlite folder, or memory (tests). */
export type DatabaseTarget = PostgresTarget | { kind: 'pglite'; dataDir: string } | { kind: 'memory' };
