import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One POST the local push service received: its headers and raw (encrypted) body. */
export interface PushRecebido {
  caminho: string;
  headers: Record<string, string | string[] | undefined>;
  corpo: Buffer;
}

/**
 * A push service on this machine, over HTTPS with a certificate made for the test (openssl, self-signed for
 * 127.0.0.1): what a browser's push service is to the server, since this machine reaches none. It records every
 * message and answers with the status the test sets (201 as FCM does, or 404/410 for a dropped subscription).
 */
export async function servicoPushLocal(): Promise<{
  url: string;
  /** Trusts exactly this service's certificate: what the server's sender is given in the test. */
  agente: Agent;
  recebidos: PushRecebido[];
  /** The next message not yet taken, waiting for it if none has arrived. */
  proximo(): Promise<PushRecebido>;
  responderCom(status: number): void;
  fechar(): Promise<void>;
}> {
  const pasta = mkdtempSync(join(tmpdir(), 'push-local-'));
  const chave = join(pasta, 'chave.pem');
  const certificado = join(pasta, 'certificado.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      chave,
      '-out',
      certificado,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(certificado);
  const key = readFileSync(chave);
  rmSync(pasta, { recursive: true, force: true });

  let status = 201;
  const recebidos: PushRecebido[] = [];
  let entregues = 0;
  const esperando: ((p: PushRecebido) => void)[] = [];
  const servidor: Server = createServer({ cert, key }, (req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', () => {
      const recebido = { caminho: req.url ?? '', headers: req.headers, corpo: Buffer.concat(partes) };
      recebidos.push(recebido);
      res.writeHead(status).end();
      const quem = esperando.shift();
      if (quem) {
        entregues += 1;
        quem(recebido);
      }
    });
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const endereco = servidor.address();
  const porta = typeof endereco === 'object' && endereco ? endereco.port : 0;
  const agente = new Agent({ ca: cert });
  return {
    url: `https://127.0.0.1:${porta}`,
    agente,
    recebidos,
    proximo: () =>
      new Promise((ok) => {
        const jaChegou = recebidos[entregues];
        if (jaChegou) {
          entregues += 1;
          ok(jaChegou);
        } else esperando.push(ok);
      }),
    responderCom(novo) {
      status = novo;
    },
    fechar: () =>
      new Promise((ok) => {
        agente.destroy();
        servidor.close(() => ok());
        servidor.closeAllConnections();
      }),
  };
}
