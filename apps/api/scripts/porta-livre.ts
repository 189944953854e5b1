import { createServer } from 'node:net';

/** A loopback TCP port nobody listens on right now (the OS picks it; closed again before it is returned). */
export function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}
