import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';
import { tentativaLogin } from '../db/schema/index.ts';

export interface LoginLimits {
  porUsuario: number;
  porEndereco: number;
  janelaMs: number;
}

/** The two counters one login attempt draws on. */
export interface ChavesTentativa {
  /** `p:<codpessoa>` for a known person, whatever identifier was typed; `u:<identifier>` otherwise. */
  pessoa: string;
  /** `e:<client address>`. */
  endereco: string;
}

/** Keys are prefixed so a person's counter can never collide with an address's. */
export function chavesTentativa(pessoa: number | string, endereco: string): ChavesTentativa {
  return {
    pessoa: typeof pessoa === 'number' ? `p:${pessoa}` : `u:${pessoa}`,
    endereco: `e:${endereco}`,
  };
}

/**
 * Wrong-password limits per person and per client address within a window, kept in the database so every API
 * process shares them. An attempt is *reserved* (counted) before the password is verified, in one atomic
 * upsert that refuses to count past the limit; a success gives the reservation back. So 50 concurrent guesses
 * get exactly `porUsuario` verifications, on one process or many.
 */
export class LoginLimiter {
  constructor(private readonly limits: LoginLimits) {}

  /** Reserves one attempt on both counters: 0 when it may be verified, else the seconds to wait. */
  async reservar(db: Executor, chaves: ChavesTentativa, now: Date): Promise<number> {
    const ate = new Date(now.getTime() + this.limits.janelaMs);
    const t = tentativaLogin;
    // Untyped parameters (outside a column's value) travel as text for both drivers.
    const agora = sql`${now.toISOString()}::timestamptz`;
    const novoFim = sql`${ate.toISOString()}::timestamptz`;
    // Rows at their limit inside their window are neither updated nor returned: missing means refused.
    const contadas = await db
      .insert(t)
      .values([
        { chave: chaves.pessoa, falhas: 1, janelaAte: ate },
        { chave: chaves.endereco, falhas: 1, janelaAte: ate },
      ])
      .onConflictDoUpdate({
        target: t.chave,
        set: {
          falhas: sql`CASE WHEN ${t.janelaAte} <= ${agora} THEN 1 ELSE ${t.falhas} + 1 END`,
          janelaAte: sql`CASE WHEN ${t.janelaAte} <= ${agora} THEN ${novoFim} ELSE ${t.janelaAte} END`,
        },
        setWhere: sql`${t.janelaAte} <= ${agora} OR ${t.falhas} < CASE WHEN ${t.chave} = ${chaves.endereco} THEN ${this.limits.porEndereco}::int ELSE ${this.limits.porUsuario}::int END`,
      })
      .returning({ chave: t.chave });
    if (contadas.length === 2) return 0;

    // Refused: give back what was counted on the other key, and wait for the blocking window to end.
    const devolver = contadas[0]?.chave;
    if (devolver) await db.execute(sql`UPDATE ${t} SET falhas = falhas - 1 WHERE chave = ${devolver}`);
    const [bloqueio] = rowsOf<{ ate: string | Date | null }>(
      await db.execute(
        sql`SELECT max(janela_ate) AS ate FROM ${t} WHERE chave IN (${chaves.pessoa}, ${chaves.endereco})`,
      ),
    );
    const fim = new Date(bloqueio?.ate ?? ate).getTime();
    return Math.max(1, Math.ceil((fim - now.getTime()) / 1000));
  }

  /**
   * A right password: the person starts afresh, and the address gets its reservation back — one statement (a
   * login's every round trip to the database counts in a storm). It locks both rows first, the person's before
   * the address's, as `reservar`'s insert does, so two logins of one person from one address wait for each other
   * instead of deadlocking.
   */
  async sucesso(db: Executor, chaves: ChavesTentativa): Promise<void> {
    const t = tentativaLogin;
    await db.execute(sql`
      WITH alvo AS (
        SELECT chave FROM ${t} WHERE chave IN (${chaves.pessoa}, ${chaves.endereco})
        ORDER BY chave = ${chaves.endereco} FOR UPDATE
      ),
      pessoa AS (DELETE FROM ${t} USING alvo WHERE ${t}.chave = alvo.chave AND alvo.chave = ${chaves.pessoa})
      UPDATE ${t} SET falhas = greatest(${t}.falhas - 1, 0)
      FROM alvo WHERE ${t}.chave = alvo.chave AND alvo.chave = ${chaves.endereco}`);
  }

  /** Drops finished windows (at start and hourly; an active window is never touched). */
  static async limparVencidas(db: Executor, now: Date): Promise<void> {
    await db.execute(
      sql`DELETE FROM ${tentativaLogin} WHERE janela_ate <= ${now.toISOString()}::timestamptz`,
    );
  }
}
