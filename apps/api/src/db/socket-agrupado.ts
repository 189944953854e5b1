import { Socket } from 'node:net';

const ENVIAR_AGORA = Symbol('enviarAgora');

interface Agrupado {
  [ENVIAR_AGORA]: () => void;
}

/** Sends what `socket` (a `socketAgrupado`) holds of this turn now; on any other socket, nothing. */
export function enviarAgora(socket: unknown): void {
  (socket as Partial<Agrupado> | undefined)?.[ENVIAR_AGORA]?.();
}

/**
 * A PostgreSQL connection's socket that sends what is written to it in one turn of the event loop in one system
 * call. node-postgres writes each statement on its own (it corks and uncorks around each one), while a transaction
 * sends several in a turn: its BEGIN with its first statements, its answer with its COMMIT (db/abrir-postgres.ts).
 * Each write to the socket was a system call that also ran the receiving side's TCP work: `writev` was 23 % of the
 * server's CPU under idempotent writes (issue 30's profile). The socket is corked at the turn's first write and
 * uncorked in the turn's check phase (setImmediate), after every promise of the turn has sent its statement: the
 * statements leave in the same turn as before, in one packet. `end()` uncorks by itself.
 *
 * A transaction's last statements (its COMMIT or ROLLBACK, with the statement sent beside it) leave at once
 * instead (`enviarAgora`): nothing follows them on the connection, and until the COMMIT arrives the transaction
 * holds its rows — waiting for the check phase, behind every other request of the turn, was time another request
 * waited for the same row (issue 30: the idempotent write on one student's card).
 */
export function socketAgrupado(): Socket {
  const socket = new Socket() as Socket & Partial<Agrupado>;
  const escrever = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  let juntando = false;
  const soltar = () => {
    if (!juntando) return;
    juntando = false;
    socket.uncork();
  };
  const agrupada = ((...args: unknown[]) => {
    if (!juntando) {
      juntando = true;
      socket.cork();
      setImmediate(soltar);
    }
    return escrever(...args);
  }) as Socket['write'];
  socket[ENVIAR_AGORA] = soltar;
  // net.Socket's connect() puts its prototype's write back on the socket: ours goes on after it.
  const conectar = socket.connect.bind(socket) as (...args: unknown[]) => Socket;
  socket.connect = ((...args: unknown[]) => {
    conectar(...args);
    socket.write = agrupada;
    return socket;
  }) as Socket['connect'];
  return socket;
}
