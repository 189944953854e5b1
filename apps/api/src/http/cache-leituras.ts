import { TOPICOS, type Topico } from '@portal/core';
import type { Avisos } from '../db/avisos.ts';
import { type Anuncio, CANAL_MUDANCAS, lerAnuncio, ouvirAnunciosDoProcesso } from '../mudancas/anunciar.ts';

/**
 * What a cached read depends on: a topic of core's TOPICOS. A write announcing it — to everyone, or to the people
 * it concerns — makes the cached answers of it stale, everyone's or those people's.
 */
export type Grupo = Topico;

/** The answers kept, in characters of JSON text (UTF-16: at most twice as many bytes): ~64 MB at worst. */
export const MAXIMO_CARACTERES = 32 * 1024 * 1024;
/** Per-person versions kept before they are all forgotten at once (and every answer with them). */
const MAXIMO_VERSOES_POR_PESSOA = 200_000;
/**
 * A safety net for what no write announces: changes made outside the API (an operator's SQL) and statuses that
 * time moves (a charge becomes overdue at midnight): they show within it.
 */
const VALIDADE_MS = 30_000;
/**
 * How long this process's announcement may wait for its commit's NOTIFY: longer than any write transaction runs
 * (its lock waits are bounded far below). One that never comes (the write rolled back) stops mattering after it.
 */
const PENDENTE_MS = 15_000;

interface Guardada {
  versao: string;
  expira: number;
  json: string;
}

/**
 * Answers of reads, kept as the JSON text the route sends, by operation, person, context and parameters (the
 * route's key), so a read whose rows did not change since it was last answered costs no statement. Every write
 * announces what it changed and for whom (mudancas/anunciar.ts); here each topic has a version for everyone and one
 * per person, drawn from one counter that only grows, and an answer carries the versions it was computed under:
 * once either moves, it is never served again. A version moves twice per write: when the write announces, inside
 * its transaction (this process, before commit: a read of this process after the commit never meets the old
 * answer), and when its NOTIFY arrives at commit (every process: an answer computed between the two, which may
 * predate the commit, is dropped). Between the two, this process keeps no answer of what the write concerns: one
 * computed before the commit, kept under the new version, would be served after it until the NOTIFY came back. A
 * reconnection of the channel moves everything. The answers are bounded by their size, the least recently served
 * going first.
 */
export class CacheLeituras {
  private relogio = 0;
  private readonly globais = new Map<string, number>();
  private readonly porPessoa = new Map<string, number>();
  private readonly respostas = new Map<string, Guardada>();
  private caracteres = 0;
  /** This process's announcements whose commit's NOTIFY has not come back yet, by payload, with their deadline. */
  private readonly pendentes: { payload: string; anuncio: Anuncio; ate: number }[] = [];
  private readonly pararDeOuvir: () => void;

  constructor(avisos: Avisos) {
    avisos.assinar(CANAL_MUDANCAS, {
      aoNotificar: (payload) => {
        const anuncio = lerAnuncio(payload);
        if (!anuncio) return;
        this.ouvir(anuncio);
        const i = this.pendentes.findIndex((a) => a.payload === payload);
        if (i >= 0) this.pendentes.splice(i, 1);
      },
      aoConectar: () => this.esquecerTudo(),
    });
    this.pararDeOuvir = ouvirAnunciosDoProcesso((anuncio) => {
      this.ouvir(anuncio);
      this.pendentes.push({ payload: JSON.stringify(anuncio), anuncio, ate: Date.now() + PENDENTE_MS });
    });
  }

  /** The answer kept for `chave` while nothing it depends on moved, else `calcular`'s, kept for the next time. */
  async obter(
    chave: string,
    grupos: readonly Grupo[],
    codpessoa: number | null,
    calcular: () => Promise<unknown>,
    agora = Date.now(),
  ): Promise<string> {
    const versao = this.versaoDe(grupos, codpessoa);
    const guardada = this.respostas.get(chave);
    if (guardada && guardada.versao === versao && guardada.expira > agora) {
      // Served again: it becomes the most recent, the last to go.
      this.respostas.delete(chave);
      this.respostas.set(chave, guardada);
      return guardada.json;
    }
    const json = JSON.stringify(await calcular());
    // A write announced while computing, or announced and not yet committed: the answer may predate it.
    if (this.versaoDe(grupos, codpessoa) === versao && !this.pendente(grupos, codpessoa))
      this.guardar(chave, { versao, expira: agora + VALIDADE_MS, json });
    return json;
  }

  /** Whether a write of this process that concerns these groups and this person may not have committed yet. */
  private pendente(grupos: readonly Grupo[], codpessoa: number | null): boolean {
    if (this.pendentes.length === 0) return false;
    const agora = Date.now();
    while (this.pendentes.length > 0 && (this.pendentes[0]?.ate ?? 0) <= agora) this.pendentes.shift();
    return this.pendentes.some(
      ({ anuncio: { t, p } }) =>
        t.some((topico) => grupos.includes(topico)) &&
        (p === null || codpessoa === null || p.includes(codpessoa)),
    );
  }

  /** Stops hearing this process's announcements (the app closes). */
  fechar(): void {
    this.pararDeOuvir();
  }

  /** How much is kept: answers and their characters (for the bench and the tests). */
  tamanho(): { respostas: number; caracteres: number; versoesPorPessoa: number } {
    return {
      respostas: this.respostas.size,
      caracteres: this.caracteres,
      versoesPorPessoa: this.porPessoa.size,
    };
  }

  private versaoDe(grupos: readonly Grupo[], codpessoa: number | null): string {
    let versao = '';
    for (const g of grupos) {
      versao += `${this.globais.get(g) ?? 0}.`;
      if (codpessoa !== null) versao += `${this.porPessoa.get(`${g}|${codpessoa}`) ?? 0}.`;
    }
    return versao;
  }

  private guardar(chave: string, guardada: Guardada): void {
    const anterior = this.respostas.get(chave);
    if (anterior) {
      this.caracteres -= anterior.json.length;
      this.respostas.delete(chave);
    }
    if (guardada.json.length > MAXIMO_CARACTERES / 16) return;
    while (this.caracteres + guardada.json.length > MAXIMO_CARACTERES) {
      const [maisAntiga, velha] = this.respostas.entries().next().value as [string, Guardada];
      this.respostas.delete(maisAntiga);
      this.caracteres -= velha.json.length;
    }
    this.respostas.set(chave, guardada);
    this.caracteres += guardada.json.length;
  }

  private ouvir({ t, p }: Anuncio): void {
    for (const topico of t) {
      if (p === null) this.globais.set(topico, ++this.relogio);
      else for (const codpessoa of p) this.porPessoa.set(`${topico}|${codpessoa}`, ++this.relogio);
    }
    if (this.porPessoa.size > MAXIMO_VERSOES_POR_PESSOA) this.esquecerTudo();
  }

  /** Every topic moves for everyone: no answer kept so far is served again, and the per-person versions go. */
  private esquecerTudo(): void {
    this.porPessoa.clear();
    for (const topico of new Set<string>([...this.globais.keys(), ...TOPICOS]))
      this.globais.set(topico, ++this.relogio);
  }
}
