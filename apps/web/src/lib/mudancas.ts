import { EVENTO_MUDANCA, lerMudanca, type Mudanca, TOPICOS, type Topico } from '@portal/core';
import { getRuntimeConfig } from '../config/runtime-config.ts';
import { chamar, isErroV4, operacoes } from './api-client.ts';

/**
 * The app's end of the stream of changes (GET {api}/V4/mudancas, Server-Sent Events): after every write that
 * concerns the person, the API names what changed (core's TOPICOS) and the screens showing it re-read. Opened
 * after login with a one-minute ticket (coddao 609: EventSource sends no Authorization header, and the token
 * must not travel in a URL), closed on logout. A dropped stream is opened again after a growing wait (1 s, 2 s,
 * 4 s… up to a minute, each shortened at random so that a restarted server is not hit by every app at once),
 * at once when the device comes back online; on reconnection every topic is announced, since what changed
 * meanwhile was not heard.
 */

export const ESPERA_MIN_MS = 1000;
export const ESPERA_MAX_MS = 60_000;

/** The wait before reconnection attempt `tentativa` (0 first): doubling, capped, and between half and all of it. */
export function esperaDe(tentativa: number, aleatorio: () => number = Math.random): number {
  const teto = Math.min(ESPERA_MAX_MS, ESPERA_MIN_MS * 2 ** Math.min(tentativa, 16));
  return Math.round(teto * (0.5 + aleatorio() / 2));
}

/** The part of EventSource used here (tests give their own). */
export interface FonteEventos {
  onopen: ((ev: Event) => void) | null;
  onerror: ((ev: Event) => void) | null;
  addEventListener(tipo: string, ouvinte: (ev: MessageEvent<string>) => void): void;
  close(): void;
}

export interface DependenciasMudancas {
  /** A ticket for the session's stream, or null when there is no session (then nothing is opened). */
  obterBilhete(): Promise<string | null>;
  abrir(url: string): FonteEventos;
  url(bilhete: string): string;
  agendar(acao: () => void, ms: number): () => void;
  /** Calls `acao` when the device comes back online; answers how to stop. */
  aoFicarOnline(acao: () => void): () => void;
  aleatorio(): number;
}

type Ouvinte = (mudanca: Mudanca) => void;

export class CanalMudancas {
  private readonly ouvintes = new Map<Topico, Set<Ouvinte>>();
  private fonte: FonteEventos | null = null;
  private cancelarEspera: (() => void) | null = null;
  private pararOnline: (() => void) | null = null;
  private ativo = false;
  /** Failed attempts since the last stream that opened. */
  private tentativas = 0;
  private jaAbriu = false;
  /** Bumped by every start and stop: an answer for an older one is dropped. */
  private geracao = 0;

  constructor(private readonly dep: DependenciasMudancas) {}

  /** Calls `callback` with every change naming `topico`; answers how to stop. */
  aoMudar(topico: Topico, callback: Ouvinte): () => void {
    let deste = this.ouvintes.get(topico);
    if (!deste) {
      deste = new Set();
      this.ouvintes.set(topico, deste);
    }
    deste.add(callback);
    return () => deste.delete(callback);
  }

  /** Opens the stream (again, for a new session or context). */
  iniciar(): void {
    this.parar();
    this.ativo = true;
    this.jaAbriu = false;
    this.tentativas = 0;
    this.pararOnline = this.dep.aoFicarOnline(() => {
      if (!this.ativo || this.fonte) return;
      this.cancelarEspera?.();
      this.cancelarEspera = null;
      this.tentativas = 0;
      void this.conectar();
    });
    void this.conectar();
  }

  /** Closes the stream and stops reconnecting (logout). */
  parar(): void {
    this.geracao++;
    this.ativo = false;
    this.fonte?.close();
    this.fonte = null;
    this.cancelarEspera?.();
    this.cancelarEspera = null;
    this.pararOnline?.();
    this.pararOnline = null;
  }

  /** True while a stream is open or being opened. */
  get conectado(): boolean {
    return this.fonte !== null;
  }

  private async conectar(): Promise<void> {
    const geracao = this.geracao;
    let bilhete: string | null;
    try {
      bilhete = await this.dep.obterBilhete();
    } catch {
      if (geracao === this.geracao) this.reagendar();
      return;
    }
    if (geracao !== this.geracao || !this.ativo) return;
    if (!bilhete) return this.parar();
    const fonte = this.dep.abrir(this.dep.url(bilhete));
    this.fonte = fonte;
    fonte.onopen = () => {
      this.tentativas = 0;
      // Whatever changed while no stream was open went unheard: every screen re-reads once.
      if (this.jaAbriu) this.entregar({ topicos: [...TOPICOS] });
      this.jaAbriu = true;
    };
    fonte.addEventListener(EVENTO_MUDANCA, (ev) => {
      const mudanca = lerMudanca(ev.data);
      if (mudanca) this.entregar(mudanca);
    });
    // EventSource would retry with the same ticket, which lives a minute: a new one is fetched instead.
    fonte.onerror = () => {
      if (this.fonte !== fonte) return;
      fonte.close();
      this.fonte = null;
      this.reagendar();
    };
  }

  private reagendar(): void {
    if (!this.ativo) return;
    const espera = esperaDe(this.tentativas++, this.dep.aleatorio);
    this.cancelarEspera = this.dep.agendar(() => {
      this.cancelarEspera = null;
      void this.conectar();
    }, espera);
  }

  private entregar(mudanca: Mudanca): void {
    for (const topico of mudanca.topicos) {
      for (const ouvinte of this.ouvintes.get(topico) ?? []) {
        try {
          ouvinte(mudanca);
        } catch (erro) {
          console.warn('Falha ao atualizar após mudança.', erro);
        }
      }
    }
  }
}

const canal = new CanalMudancas({
  obterBilhete: async () => {
    const r = await chamar(operacoes.bilheteMudancas, [], undefined, {
      loader: false,
      // A background reconnection never brings up the login screen: it waits and tries again.
      reautenticar: false,
    });
    return isErroV4(r) ? null : r.bilhete;
  },
  abrir: (url) => new EventSource(url),
  url: (bilhete) => `${getRuntimeConfig().api}/V4/mudancas?bilhete=${encodeURIComponent(bilhete)}`,
  agendar: (acao, ms) => {
    const id = setTimeout(acao, ms);
    return () => clearTimeout(id);
  },
  aoFicarOnline: (acao) => {
    window.addEventListener('online', acao);
    return () => window.removeEventListener('online', acao);
  },
  aleatorio: Math.random,
});

/** Calls `callback` whenever the API says `topico` changed for this person; answers how to stop. */
export const aoMudar = (topico: Topico, callback: Ouvinte) => canal.aoMudar(topico, callback);
/**
 * After login (and after a context change: the stream counts in the ticket's context). Where EventSource does not
 * exist (an old WebView, the tests' jsdom) nothing opens and screens read as they did without it.
 */
export const iniciarMudancas = () => {
  if (typeof EventSource !== 'undefined') canal.iniciar();
};
/** On logout. */
export const pararMudancas = () => canal.parar();
