import type pg from 'pg';
import type { Database } from './database.ts';

interface Assinatura {
  /** Each NOTIFY's payload on the channel. */
  aoNotificar(payload: string): void;
  /**
   * At start and after every reconnection, once LISTEN is in place: notifications sent while disconnected are
   * lost, so the subscriber re-reads (or forgets) what it may have missed.
   */
  aoConectar(): Promise<void> | void;
}

const ESPERA_MIN_MS = 250;
const ESPERA_MAX_MS = 5000;

/**
 * What one API process hears from the others: PostgreSQL LISTEN over one dedicated connection (a pooled one
 * would be handed to queries), reconnecting by itself with backoff when the database restarts. On PGlite there
 * is one process, and the same LISTEN runs inside the embedded cluster: a NOTIFY is heard when its transaction
 * commits, as on PostgreSQL. Subscribe before `iniciar`.
 */
export class Avisos {
  /** By channel; several subscribers may share one (the read cache and the streams hear every change). */
  private readonly assinaturas = new Map<string, Assinatura[]>();
  private parado = false;
  private atual: pg.Client | null = null;
  private espera = ESPERA_MIN_MS;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Database,
    /** A lost connection or a failed reconnection (logged by the caller; the channel keeps retrying). */
    private readonly aoFalhar: (erro: unknown) => void = () => {},
  ) {}

  assinar(canal: string, assinatura: Assinatura): void {
    this.assinaturas.set(canal, [...(this.assinaturas.get(canal) ?? []), assinatura]);
  }

  async iniciar(): Promise<void> {
    if (this.database.kind === 'postgres' && this.database.url) return this.conectar(this.database.url);
    await this.database.escutar?.(this.assinaturas.keys(), {
      aoNotificar: (canal, payload) => this.notificar(canal, payload),
      aoReabrir: () => void this.conectados().catch(this.aoFalhar),
    });
    await this.conectados();
  }

  private notificar(canal: string, payload: string): void {
    for (const a of this.assinaturas.get(canal) ?? []) a.aoNotificar(payload);
  }

  private async conectados(): Promise<void> {
    for (const lista of this.assinaturas.values()) for (const a of lista) await a.aoConectar();
  }

  async encerrar(): Promise<void> {
    this.parado = true;
    clearTimeout(this.timer);
    await this.atual?.end().catch(() => {});
  }

  private agendar(url: string): void {
    if (this.parado || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.conectar(url);
    }, this.espera);
    this.timer.unref();
    this.espera = Math.min(this.espera * 2, ESPERA_MAX_MS);
  }

  private async conectar(url: string): Promise<void> {
    // node-postgres loads only on PostgreSQL (db/abrir-postgres.ts).
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    this.atual = client;
    let caiu = false;
    const cair = (erro: unknown) => {
      if (caiu) return;
      caiu = true;
      if (this.atual === client) this.atual = null;
      client.end().catch(() => {});
      if (this.parado) return;
      this.aoFalhar(erro);
      this.agendar(url);
    };
    client.on('error', cair);
    client.on('end', () => cair(new Error('conexão de avisos encerrada')));
    client.on('notification', (n) => {
      if (n.payload) this.notificar(n.channel, n.payload);
    });
    try {
      await client.connect();
      for (const canal of this.assinaturas.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(canal)}`);
      await this.conectados();
      this.espera = ESPERA_MIN_MS;
    } catch (erro) {
      cair(erro);
    }
  }
}
