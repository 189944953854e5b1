/**
 * "The server answers again": the API client says so on the first answer after a request that could not reach
 * it. The browser's `online` event misses the usual case, a server or network that went away while the device
 * stayed connected; pages waiting on a backoff (up to a minute) then ask again at once (issue 29).
 */
const EVENTO = 'portal:conexao-voltou';
let semConexao = false;

/** A request did not reach the server. */
export function marcarSemConexao(): void {
  semConexao = true;
}

/** A request was answered: if the last ones were not, tells whoever waits. */
export function marcarComConexao(): void {
  if (!semConexao) return;
  semConexao = false;
  // After the answer that says so is handled: its own page, no longer waiting, must not ask again for it.
  setTimeout(() => globalThis.dispatchEvent?.(new Event(EVENTO)), 0);
}

/** Runs `acao` each time the server answers again; returns the unsubscribe. */
export function aoVoltarConexao(acao: () => void): () => void {
  globalThis.addEventListener?.(EVENTO, acao);
  return () => globalThis.removeEventListener?.(EVENTO, acao);
}
