import pg from 'pg';

export interface Ouvinte {
  /** Each NOTIFY's payload on the channel. */
  aoNotificar(payload: string): void;
  /**
   * After every (re)connection, once LISTEN is in place: notifications sent while disconnected are lost, so
   * the caller reads what it may have missed.
   */
  aoConectar(): Promise<void>;
  /** A lost connection or a failed reconnection (logged by the caller; the channel keeps retrying). */
  aoFalhar(erro: unknown): void;
}

const ESPERA_MIN_MS = 250;
const ESPERA_MAX_MS = 5000;

/**
 * LISTEN on a PostgreSQL channel over a dedicated connection (a pooled one would be handed to queries), which
 * reconnects by itself with backoff when the database restarts. `pronto` settles after the first attempt.
 */
export function ouvirCanal(
  url: string,
  canal: string,
  ouvinte: Ouvinte,
): { pronto: Promise<void>; parar: () => Promise<void> } {
  let parado = false;
  let atual: pg.Client | null = null;
  let espera = ESPERA_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const agendar = () => {
    if (parado || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void conectar();
    }, espera);
    timer.unref();
    espera = Math.min(espera * 2, ESPERA_MAX_MS);
  };

  const conectar = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    atual = client;
    let caiu = false;
    const cair = (erro: unknown) => {
      if (caiu) return;
      caiu = true;
      if (atual === client) atual = null;
      client.end().catch(() => {});
      if (!parado) {
        ouvinte.aoFalhar(erro);
        agendar();
      }
    };
    client.on('error', cair);
    client.on('end', () => cair(new Error(`conexão do canal ${canal} encerrada`)));
    client.on('notification', (n) => {
      if (n.channel === canal && n.payload) ouvinte.aoNotificar(n.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(canal)}`);
      await ouvinte.aoConectar();
      espera = ESPERA_MIN_MS;
    } catch (erro) {
      cair(erro);
    }
  };

  return {
    pronto: conectar(),
    parar: async () => {
      parado = true;
      clearTimeout(timer);
      await atual?.end().catch(() => {});
    },
  };
}
