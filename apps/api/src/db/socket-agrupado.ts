import { Socket } from 'node:net';

/**
 * A PostgreSQL connection's socket that sends what is written to it in one turn of the event loop in one system
 * call. node-postgres writes each statement on its own (it corks and uncorks around each one), while a transaction
 * sends several in a turn: its BEGIN with its first statements, its answer with its COMMIT (db/abrir-postgres.ts).
 * Each write to the socket was a system call that also ran the receiving side's TCP work: `writev` was 23 % of the
 * server's CPU under idempotent writes (issue 30's profile). The socket is corked at the turn's first write and
 * uncorked in the turn's check phase (setImmediate), after every promise of the turn has sent its statement: the
 * statements leave in the same turn as before, in one packet. `end()` uncorks by itself.
 */
export function socketAgrupado(): Socket {
  const socket = new Socket();
  const escrever = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  let juntando = false;
  const agrupada = ((...args: unknown[]) => {
    if (!juntando) {
      juntando = true;
      socket.cork();
      setImmediate(() => {
        juntando = false;
        socket.uncork();
      });
    }
    return escrever(...args);
  }) as Socket['write'];
  // net.Socket's connect() puts its prototype's write back on the socket: ours goes on after it.
  const conectar = socket.connect.bind(socket) as (...args: unknown[]) => Socket;
  socket.connect = ((...args: unknown[]) => {
    conectar(...args);
    socket.write = agrupada;
    return socket;
  }) as Socket['connect'];
  return socket;
}
