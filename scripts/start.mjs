#!/usr/bin/env node
// `npm start`: install what is missing, rebuild the app and the API when stale, then run the compiled API, which migrates and seeds
// its database on first run and serves the app on the same port. A signal to npm (Ctrl+C, SIGTERM) stops the
// server and waits for it, so the port and the data-dir lock are released.
import { spawn } from 'node:child_process';
import { prepararApi, prepararApp, prepararDependencias, ROOT } from './preparar.mjs';

prepararDependencias();
prepararApp();
prepararApi();

// The compiled server: nothing is compiled at start.
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: ROOT,
  stdio: 'inherit',
});
let encerrando = false;
function encerrar(signal) {
  if (encerrando) return;
  encerrando = true;
  server.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => encerrar(signal));
// npm may die without passing the signal on (its shell does): a parent that is gone stops the server too.
const pai = process.ppid;
setInterval(() => {
  if (process.ppid !== pai) encerrar('SIGTERM');
}, 500).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
