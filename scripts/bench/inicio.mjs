#!/usr/bin/env node
// `npm run bench:inicio`: how long a warm `npm start` takes until /config.json answers (the server answers; the
// login screen can load) and until /api/saude answers (the database is open and migrated: a login can be
// checked), beside the same measure of a bare Node HTTP server started the same way
// (`npm run bench:inicio:referencia`) in the same run, so a busy machine shows in both. Prints the medians, the
// difference (the portal's own start) and the load average.
// `--vezes N` (default 7). The first `npm start` of the run (which may build or create the database) is not counted.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const i = process.argv.indexOf('--vezes');
const VEZES = i > 0 ? Math.max(1, Number(process.argv[i + 1]) || 1) : 7;

const portaLivre = () =>
  new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

/** Milliseconds from `npm <args>` to a 200 from /config.json, and to one from /api/saude. */
async function medir(args, env) {
  const porta = await portaLivre();
  const inicio = performance.now();
  const npm = spawn('npm', args, {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, ...env, PORT: String(porta) },
  });
  const saiu = new Promise((ok) => npm.on('exit', ok));
  const ate = async (caminho) => {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${porta}${caminho}`)).ok) return performance.now() - inicio;
      } catch {
        // not listening yet
      }
      if (npm.exitCode !== null) throw new Error(`npm ${args.join(' ')} saiu antes de responder`);
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  const responde = await ate('/config.json');
  const banco = await ate('/api/saude');
  process.kill(-npm.pid, 'SIGTERM');
  await saiu;
  return { responde, banco };
}

const mediana = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-inicio-'));
try {
  const portal = () => medir(['start'], { DATA_DIR: dataDir, API_SILENT: '1' });
  const referencia = () => medir(['run', 'bench:inicio:referencia'], {});
  const carga = loadavg()[0];
  await portal(); // builds if stale, creates the demo database: not what a warm start is
  const tempos = { responde: [], banco: [], referencia: [] };
  for (let n = 0; n < VEZES; n++) {
    tempos.referencia.push((await referencia()).responde);
    const { responde, banco } = await portal();
    tempos.responde.push(responde);
    tempos.banco.push(banco);
  }
  const r = mediana(tempos.referencia);
  const lista = (v) => v.map((t) => t.toFixed(0)).join(' ');
  for (const [o_que, v] of [
    ['/config.json (o servidor responde)', tempos.responde],
    ['/api/saude (o banco está aberto)', tempos.banco],
  ]) {
    const p = mediana(v);
    console.log(`npm start aquecido → ${o_que}: mediana ${p.toFixed(0)} ms (${lista(v)})`);
    console.log(`  o próprio início do portal: ${(p - r).toFixed(0)} ms; razão ${(p / r).toFixed(2)}×`);
  }
  console.log(
    `referência (npm + Node, servidor HTTP vazio): mediana ${r.toFixed(0)} ms (${lista(tempos.referencia)})`,
  );
  console.log(`carga (load average 1 min): ${carga.toFixed(2)} no início, ${loadavg()[0].toFixed(2)} no fim`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
