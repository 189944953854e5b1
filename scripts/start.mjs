#!/usr/bin/env node
// `npm start`: install what is missing, rebuild the app and the API when stale, then run the compiled API, which migrates and seeds
// its database on first run and serves the app on the same port. A signal to npm (Ctrl+C, SIGTERM) stops the
// server, which releases the port and the data-dir lock before it exits.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { prepararApi, prepararApp, prepararDependencias, ROOT } from './preparar.mjs';

prepararDependencias();
prepararApp();
prepararApi();

// The compiled server, in this very process: a second Node would add its start-up (~50 ms) to every `npm start`.
// The server handles SIGINT, SIGTERM and SIGHUP itself (it frees the port and the data-dir lock). Stack traces
// name the bundle's lines (dist/ is not minified); NODE_OPTIONS=--enable-source-maps names the sources' instead,
// at ~0.08 s of every start (Node reads and parses the maps as each module loads).
// npm may die without passing the signal on (its shell does): a parent that is gone stops the server too.
const pai = process.ppid;
setInterval(() => {
  if (process.ppid !== pai) process.kill(process.pid, 'SIGTERM');
}, 500).unref();
await import(pathToFileURL(join(ROOT, 'apps/api/dist/server.js')).href);
