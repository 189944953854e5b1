#!/usr/bin/env node
// Renders deploy/nginx/portal.conf.in into an nginx server config:
//   node deploy/gerar-nginx.mjs --portas 8081,8082 --listen 443 --nome portal.exemplo.com.br \
//     --cert /etc/ssl/certs/portal.pem --key /etc/ssl/private/portal.key > /etc/nginx/sites-enabled/portal.conf
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const MODELO = fileURLToPath(new URL('./nginx/portal.conf.in', import.meta.url));

/** The config for these API ports, TLS files and address; every @NAME@ of the template must be given. */
export function gerarNginx({ portas, listen = '443', nome = '_', cert, key }) {
  if (!portas?.length || !cert || !key)
    throw new Error('gerar-nginx: --portas, --cert e --key são obrigatórios');
  const valores = {
    UPSTREAMS: portas.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n    '),
    LISTEN: String(listen),
    SERVER_NAME: nome,
    CERT: cert,
    KEY: key,
  };
  return readFileSync(MODELO, 'utf8').replace(/@([A-Z_]+)@/g, (_, chave) => {
    if (!(chave in valores)) throw new Error(`gerar-nginx: @${chave}@ sem valor`);
    return valores[chave];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      portas: { type: 'string' },
      listen: { type: 'string', default: '443' },
      nome: { type: 'string', default: '_' },
      cert: { type: 'string' },
      key: { type: 'string' },
    },
  });
  process.stdout.write(gerarNginx({ ...values, portas: values.portas?.split(',').map((p) => p.trim()) }));
}
