import { eq, sql } from 'drizzle-orm';
import type { Avisos } from '../db/avisos.ts';
import type { Db, Executor } from '../db/database.ts';
import type { PessoaRow } from '../db/pessoa-row.ts';
import { pessoa } from '../db/schema/index.ts';

/** The PostgreSQL channel on which a changed person's codpessoa is announced to every API process. */
export const CANAL_PESSOAS = 'portal_pessoa_alterada';
/** Enough for every active person of a large provider; the oldest entry leaves first. */
const MAXIMO = 20_000;

/**
 * The people behind valid tokens, kept in memory so an authenticated request does not look its person up.
 * Every write to a person goes through `alterada` (in the writing transaction), which forgets the row here and,
 * through NOTIFY at commit, in every other process; a reconnection of the channel forgets everything, since
 * changes may have been missed meanwhile.
 */
export class Pessoas {
  private readonly linhas = new Map<number, PessoaRow>();
  /** Bumped whenever a person changes: part of the key of every cached answer computed for them. */
  private geracao = 0;
  private readonly geracoes = new Map<number, number>();

  constructor(
    private readonly db: Db,
    avisos: Avisos,
  ) {
    avisos.assinar(CANAL_PESSOAS, {
      aoNotificar: (codpessoa) => this.esquecer(Number(codpessoa)),
      aoConectar: () => {
        this.linhas.clear();
        this.geracao += 1;
      },
    });
  }

  async buscar(codpessoa: number): Promise<PessoaRow | null> {
    const guardada = this.linhas.get(codpessoa);
    if (guardada) return guardada;
    const [row] = await this.db.select().from(pessoa).where(eq(pessoa.codpessoa, codpessoa)).limit(1);
    if (!row) return null;
    if (this.linhas.size >= MAXIMO) this.linhas.delete(this.linhas.keys().next().value as number);
    this.linhas.set(codpessoa, row);
    return row;
  }

  /** Changes whenever the person's row may have changed (what a cached answer for them depends on). */
  versao(codpessoa: number): string {
    return `${this.geracao}.${this.geracoes.get(codpessoa) ?? 0}`;
  }

  /** Call after changing a person's row, with the same executor (transaction) as the change. */
  async alterada(db: Executor, codpessoa: number): Promise<void> {
    this.esquecer(codpessoa);
    await db.execute(sql`SELECT pg_notify(${CANAL_PESSOAS}, ${String(codpessoa)})`);
  }

  private esquecer(codpessoa: number): void {
    this.linhas.delete(codpessoa);
    this.geracoes.set(codpessoa, (this.geracoes.get(codpessoa) ?? 0) + 1);
  }
}
