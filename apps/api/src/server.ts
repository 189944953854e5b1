// The API's entry. Its own imports are kept to PGlite's thread so that, with the embedded database (no
// DATABASE_URL), the thread starts loading PGlite and compiling its WebAssembly at once, while this thread loads
// the server's modules (~0.2 s); the folder is opened only once the server holds it (issue 12).
import { fileURLToPath } from 'node:url';
import { aquecerPglite } from './db/pglite-em-thread.ts';

// Read before the settings are checked: a DATABASE_URL that proves invalid stops the server anyway, and a thread
// started ahead but never used keeps no process alive.
if (!process.env.DATABASE_URL) aquecerPglite();

const { iniciarServidor } = await import('./iniciar-servidor.ts');
iniciarServidor(fileURLToPath(import.meta.url)).catch(async (error: unknown) => {
  const { mensagemDeFalhaNoInicio } = await import('./falha-no-inicio.ts');
  console.error(mensagemDeFalhaNoInicio(error));
  process.exit(1);
});
