import { EVENTO_MUDANCA, type Mudanca, type Topico } from '@portal/core';
import type { Sessoes } from '../auth/sessoes.ts';
import type { Avisos } from '../db/avisos.ts';
import { CANAL_MUDANCAS, lerAnuncio } from './anunciar.ts';

/** Streams one person may hold open (tabs, devices); a further one closes their oldest. */
export const MAXIMO_POR_PESSOA = 5;
/** Streams of one process: past it a new one is refused (503), so a flood cannot exhaust its sockets. */
export const MAXIMO_FLUXOS = 20_000;
/** A comment line this often keeps proxies and mobile networks from dropping an idle stream (they cut at 30–60 s). */
export const BATIMENTO_MS = 25_000;

/** One open stream: who it is for, and how to write to it and end it (routes/mudancas.ts owns the socket). */
export interface Fluxo {
  readonly codpessoa: number;
  readonly sid: string;
  readonly paramsistema: string;
  escrever(texto: string): void;
  fechar(): void;
}

/** The unread count of a person in a context (the stream's), for a `notificacoes` change. */
export type ContarNaoLidas = (codpessoa: number, paramsistema: string) => Promise<number>;

export function eventoSse(mudanca: Mudanca): string {
  return `event: ${EVENTO_MUDANCA}\ndata: ${JSON.stringify(mudanca)}\n\n`;
}

/**
 * The open streams of changes of this process, by person. Each announcement on CANAL_MUDANCAS (one per write,
 * heard at its commit from any process) goes to the streams of the people it names — or to all, for data
 * everyone sees. A revoked session's streams close as the revocation is learnt; the heartbeat checks again.
 */
export class Fluxos {
  private readonly porPessoa = new Map<number, Set<Fluxo>>();
  private total = 0;
  private readonly batimento: NodeJS.Timeout;

  constructor(
    avisos: Avisos,
    private readonly sessoes: Sessoes,
    private readonly contarNaoLidas: ContarNaoLidas,
    private readonly aoFalhar: (erro: unknown) => void = () => {},
    private readonly porPessoaMaximo = MAXIMO_POR_PESSOA,
  ) {
    avisos.assinar(CANAL_MUDANCAS, {
      aoNotificar: (payload) => {
        const anuncio = lerAnuncio(payload);
        if (anuncio) this.entregar(anuncio.t, anuncio.p);
      },
      // Announcements sent while the channel was down are lost: every stream is told everything may have changed.
      aoConectar: () => this.entregar(['cobrancas', 'cantina', 'eventos', 'notificacoes', 'recados'], null),
    });
    sessoes.aoRevogar((sid) => this.fecharSessao(sid));
    this.batimento = setInterval(() => this.bater(), BATIMENTO_MS);
    this.batimento.unref();
  }

  get abertos(): number {
    return this.total;
  }

  /** Takes `fluxo` in, or answers false when this process holds too many already. */
  abrir(fluxo: Fluxo): boolean {
    if (this.total >= MAXIMO_FLUXOS || this.sessoes.revogada(fluxo.sid)) return false;
    let dele = this.porPessoa.get(fluxo.codpessoa);
    if (!dele) {
      dele = new Set();
      this.porPessoa.set(fluxo.codpessoa, dele);
    }
    if (dele.size >= this.porPessoaMaximo) {
      const maisAntigo = dele.values().next().value as Fluxo;
      this.remover(maisAntigo);
      maisAntigo.fechar();
    }
    dele.add(fluxo);
    this.total++;
    return true;
  }

  /** The socket ended (the client left): forget the stream. */
  remover(fluxo: Fluxo): void {
    const dele = this.porPessoa.get(fluxo.codpessoa);
    if (!dele?.delete(fluxo)) return;
    this.total--;
    if (dele.size === 0) this.porPessoa.delete(fluxo.codpessoa);
  }

  /** Ends every stream (the app is closing: an open stream would hold its close). */
  encerrar(): void {
    clearInterval(this.batimento);
    for (const dele of [...this.porPessoa.values()]) {
      for (const fluxo of [...dele]) {
        this.remover(fluxo);
        fluxo.fechar();
      }
    }
  }

  private entregar(topicos: readonly string[], pessoas: readonly number[] | null): void {
    const conhecidos = topicos as Topico[];
    const alvos = pessoas === null ? [...this.porPessoa.keys()] : pessoas;
    // Counted once per person and context, however many of their streams are open.
    const contagens = new Map<string, Promise<number | undefined>>();
    for (const codpessoa of alvos) {
      const dele = this.porPessoa.get(codpessoa);
      if (!dele) continue;
      for (const fluxo of dele) {
        const chave = `${codpessoa}|${fluxo.paramsistema}`;
        let contagem = contagens.get(chave);
        if (!contagem && conhecidos.includes('notificacoes')) {
          contagem = this.contarNaoLidas(codpessoa, fluxo.paramsistema).catch((erro: unknown) => {
            this.aoFalhar(erro);
            return undefined;
          });
          contagens.set(chave, contagem);
        }
        void this.enviar(fluxo, conhecidos, contagem);
      }
    }
  }

  private async enviar(fluxo: Fluxo, topicos: Topico[], contagem?: Promise<number | undefined>) {
    const mudanca: Mudanca = { topicos };
    // The bell is set from this count, never incremented: a lost or doubled event cannot leave it wrong.
    const naoLidas = await contagem;
    if (naoLidas !== undefined) mudanca.naoLidas = naoLidas;
    fluxo.escrever(eventoSse(mudanca));
  }

  private fecharSessao(sid: string): void {
    for (const dele of [...this.porPessoa.values()]) {
      for (const fluxo of [...dele]) {
        if (fluxo.sid !== sid) continue;
        this.remover(fluxo);
        fluxo.fechar();
      }
    }
  }

  private bater(): void {
    for (const dele of [...this.porPessoa.values()]) {
      for (const fluxo of [...dele]) {
        if (this.sessoes.revogada(fluxo.sid)) {
          this.remover(fluxo);
          fluxo.fechar();
        } else fluxo.escrever(': ok\n\n');
      }
    }
  }
}
