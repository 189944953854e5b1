import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enviarAgora, socketAgrupado } from './socket-agrupado.ts';

describe('a connection socket that sends one turn’s writes at once', () => {
  const recebido: Buffer[] = [];
  const servidor = createServer((s) => s.on('data', (d) => recebido.push(d)));
  let socket: Socket;
  let escritas = 0;

  beforeAll(async () => {
    servidor.listen(0, '127.0.0.1');
    await once(servidor, 'listening');
    socket = socketAgrupado();
    // What reaches the system: one call of _write or _writev is one write to the socket.
    const writev = socket._writev?.bind(socket);
    const write = socket._write.bind(socket);
    socket._writev = (chunks, cb) => {
      escritas++;
      writev?.(chunks, cb);
    };
    socket._write = (chunk, encoding, cb) => {
      escritas++;
      write(chunk, encoding, cb);
    };
    const endereco = servidor.address();
    if (!endereco || typeof endereco === 'string') throw new Error('sem porta');
    socket.connect(endereco.port, '127.0.0.1');
    await once(socket, 'connect');
  });
  afterAll(async () => {
    socket.destroy();
    servidor.close();
  });

  const chegou = (n: number) => expect.poll(() => Buffer.concat(recebido).length).toBe(n);

  it('writes made in one turn, promises included, leave in one system call, in order', async () => {
    escritas = 0;
    socket.write('BEGIN;');
    socket.write('SELECT 1;');
    await Promise.resolve();
    socket.write('COMMIT;');
    await chegou('BEGIN;SELECT 1;COMMIT;'.length);
    expect(escritas).toBe(1);
    expect(Buffer.concat(recebido).toString()).toBe('BEGIN;SELECT 1;COMMIT;');
  });

  it('writes of two turns leave in two', async () => {
    recebido.length = 0;
    escritas = 0;
    socket.write('a');
    await new Promise((pronto) => setImmediate(pronto));
    socket.write('b');
    await chegou(2);
    expect(escritas).toBe(2);
  });

  it("sends a transaction's last statements at once, not in the check phase; a later write waits again", async () => {
    recebido.length = 0;
    escritas = 0;
    socket.write('x;');
    socket.write('COMMIT;');
    expect(escritas).toBe(0);
    enviarAgora(socket);
    // Handed to the system before this turn goes on.
    expect(escritas).toBe(1);
    socket.write('y;');
    expect(escritas).toBe(1);
    await chegou('x;COMMIT;y;'.length);
    expect(escritas).toBe(2);
    enviarAgora({});
  });
});
