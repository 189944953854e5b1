import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { resolveSettings } from '../config/resolve-settings.ts';
import { parseEnv } from '../config/settings.ts';
import { anunciar } from '../mudancas/anunciar.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { gravarDocumento } from './gravar-documento.ts';
import { openDatabase } from './open-database.ts';
import { seedDatabase } from './seed/seed.ts';

const USO =
  'Uso: npm run documento -w apps/api -- --codigo <codigo> --titulo <título> --arquivo <arquivo.html> [--descricao <texto>] [--publico] [--empresa <codempresa>] [--condominio <codcondominio>]';

/**
 * `npm run documento -w apps/api -- …`: publishes (or replaces) an HTML document of doc/{codigo} in the
 * database of DATA_DIR / DATABASE_URL (one per scope: --empresa/--condominio give a company's or a building's own), with the server stopped when on PGlite. The HTML is stored as given:
 * the app sanitises every document it shows.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      codigo: { type: 'string' },
      titulo: { type: 'string' },
      arquivo: { type: 'string' },
      descricao: { type: 'string', default: '' },
      publico: { type: 'boolean', default: false },
      empresa: { type: 'string' },
      condominio: { type: 'string' },
    },
  });
  if (
    !values.codigo ||
    !/^[a-z0-9-]{1,60}$/.test(values.codigo) ||
    !values.titulo ||
    !values.arquivo ||
    (values.empresa !== undefined && !/^-?\d{1,10}$/.test(values.empresa))
  ) {
    console.error(USO);
    process.exit(64);
  }
  const parsed = parseEnv(process.env);
  if (!parsed.ok) {
    for (const erro of parsed.erros) console.error(erro);
    process.exit(78);
  }
  const settings = resolveSettings(parsed.env);
  const html = readFileSync(values.arquivo, 'utf8');
  const release = settings.target.kind === 'pglite' ? acquireDataDirLock(settings.dataDir) : () => {};
  try {
    const database = await openDatabase(settings.target, async (db) => {
      await seedDatabase(db, settings.app.passwordSecret);
    });
    try {
      const coddocumento = await gravarDocumento(database.db, {
        codigo: values.codigo,
        titulo: values.titulo,
        descricao: values.descricao ?? '',
        dthpublicacao: new Date(),
        publico: values.publico ?? false,
        html,
        escCodempresa: values.empresa === undefined ? null : Number(values.empresa),
        escCodcondomino: values.condominio ?? null,
      });
      // A running API on the same PostgreSQL drops its cached list of public documents at once.
      await anunciar(database.db, ['documentos'], 'todos');
      console.log(`Documento ${values.codigo} publicado (código ${coddocumento}).`);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
