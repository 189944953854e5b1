import type { Topico } from '@portal/core';
import type { Avisos } from '../db/avisos.ts';
import type { Executor } from '../db/database.ts';
import { anunciar, CANAL_MUDANCAS, type Destino, lerAnuncio } from '../mudancas/anunciar.ts';

/**
 * What a cached read depends on: a topic of core's TOPICOS; a write announcing it makes every cached answer of
 * it stale.
 */
export type Grupo = Extract<Topico, 'recados' | 'guia' | 'documentos'>;

const GRUPOS: readonly Grupo[] = ['recados', 'guia', 'documentos'];
const MAXIMO = 20_000;
/** A safety net for changes made outside the API without an announcement (an operator's SQL): they show within it. */
const VALIDADE_MS = 30_000;

interface Guardada {
  versao: string;
  expira: number;
  json: string;
}

/**
 * Answers of hot reads (an announcements page, the medical guide, the public documents), kept as the JSON text
 * the route sends, by operation, person, context and parameters. Each group has a version: a write to it
 * (`alterado`, in the writing transaction) bumps it here and, through NOTIFY at commit, in every process; an
 * answer computed under an older version is never served. A reconnection of the channel bumps everything. The
 * announcement is the one every write makes for the app's streams (mudancas/anunciar.ts): one NOTIFY serves both.
 */
export class CacheLeituras {
  private readonly versoes = new Map<Grupo, number>(GRUPOS.map((g) => [g, 0]));
  private readonly respostas = new Map<string, Guardada>();

  constructor(avisos: Avisos) {
    avisos.assinar(CANAL_MUDANCAS, {
      aoNotificar: (payload) => {
        for (const t of lerAnuncio(payload)?.t ?? []) this.avancar(t);
      },
      aoConectar: () => {
        for (const g of GRUPOS) this.avancar(g);
      },
    });
  }

  async obter(chave: string, grupos: readonly Grupo[], calcular: () => Promise<unknown>, agora = Date.now()) {
    const versao = grupos.map((g) => this.versoes.get(g) ?? 0).join('.');
    const guardada = this.respostas.get(chave);
    if (guardada && guardada.versao === versao && guardada.expira > agora) return guardada.json;
    const json = JSON.stringify(await calcular());
    // A write that landed while computing has moved the version on: the answer may predate it, so keep it not.
    if (grupos.map((g) => this.versoes.get(g) ?? 0).join('.') === versao) {
      if (this.respostas.size >= MAXIMO) this.respostas.delete(this.respostas.keys().next().value as string);
      this.respostas.set(chave, { versao, expira: agora + VALIDADE_MS, json });
    }
    return json;
  }

  /**
   * Call after changing a group's rows, with the same executor (transaction) as the change: announces it to
   * every process and the streams of `pessoas`. The version moves here at once too, for this process's next read
   * (on PostgreSQL its own NOTIFY comes back a moment after the commit), and again when the NOTIFY arrives, so an
   * answer computed between the two is not kept.
   */
  async alterado(db: Executor, grupo: Grupo, pessoas: Destino): Promise<void> {
    this.avancar(grupo);
    await anunciar(db, [grupo], pessoas);
  }

  private avancar(grupo: string): void {
    const atual = this.versoes.get(grupo as Grupo);
    if (atual !== undefined) this.versoes.set(grupo as Grupo, atual + 1);
  }
}
