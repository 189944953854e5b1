import { connect, createServer, type Server, type Socket } from 'node:net';

/** A TCP relay to PostgreSQL that a test can cut and restore, as a database restart would look to the API. */
export interface ProxyTcp {
  porta: number;
  cortar(): Promise<void>;
  religar(): Promise<void>;
  fechar(): Promise<void>;
}

export async function proxyTcp(destino: { host: string; port: number }): Promise<ProxyTcp> {
  const sockets = new Set<Socket>();
  let servidor: Server | null = null;
  let porta = 0;
  const escutar = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((cliente) => {
        const banco = connect(destino);
        for (const sk of [cliente, banco]) {
          sockets.add(sk);
          sk.on('close', () => sockets.delete(sk));
          sk.on('error', () => {});
        }
        cliente.pipe(banco).pipe(cliente);
        cliente.on('close', () => banco.destroy());
        banco.on('close', () => cliente.destroy());
      });
      s.once('error', reject);
      s.listen(porta, '127.0.0.1', () => {
        const a = s.address();
        porta = typeof a === 'object' && a ? a.port : porta;
        servidor = s;
        resolve();
      });
    });
  const cortar = async () => {
    const s = servidor;
    servidor = null;
    for (const sk of sockets) sk.destroy();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await escutar();
  return { porta, cortar, religar: escutar, fechar: cortar };
}
