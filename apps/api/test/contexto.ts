import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { LoginLimiter } from '../src/auth/login-limiter.ts';
import { Pessoas } from '../src/auth/pessoas.ts';
import { Sessoes } from '../src/auth/sessoes.ts';
import { Tokens } from '../src/auth/tokens.ts';
import { Avisos } from '../src/db/avisos.ts';
import type { Database } from '../src/db/database.ts';
import { pessoa } from '../src/db/schema/index.ts';
import { CacheLeituras } from '../src/http/cache-leituras.ts';
import type { Contexto } from '../src/operations/contexto.ts';
import type { OperacaoV4 } from '../src/operations/operacao.ts';
import { registry } from '../src/operations/registry.ts';
import { agoraTeste, testSettings, type V4Body } from './helper.ts';

/** A context built by hand, as the dispatcher would, for `codpessoa` (null: anonymous). */
export async function contextoPara(
  database: Database,
  codpessoa: number | null,
  paramsistema?: string,
): Promise<Contexto> {
  const settings = testSettings();
  const avisos = new Avisos(database);
  const [row] =
    codpessoa === null ? [] : await database.db.select().from(pessoa).where(eq(pessoa.codpessoa, codpessoa));
  if (codpessoa !== null && !row) throw new Error(`pessoa ${codpessoa} ausente`);
  return {
    db: database.db,
    settings,
    tokens: new Tokens(randomBytes(32), 3600),
    loginLimiter: new LoginLimiter(settings.loginLimits),
    sessoes: new Sessoes(database, 3600_000, agoraTeste, avisos),
    pessoas: new Pessoas(database.db, avisos),
    leituras: new CacheLeituras(avisos),
    sessao: row ? { pessoa: row, paramsistema: paramsistema ?? row.paramsistema ?? '', sid: 'teste' } : null,
    cliente: { ip: '127.0.0.1', agente: null, plataforma: null },
    now: agoraTeste,
  };
}

function op(coddao: number): OperacaoV4 {
  const found = registry.get(coddao);
  if (!found) throw new Error(`coddao ${coddao} ausente`);
  return found;
}

/** Parses parametros/conteudo with the operation's own schemas, then calls run. */
export async function executar(
  ctx: Contexto,
  coddao: number,
  parametros: unknown[],
  conteudo?: unknown,
): Promise<V4Body['conteudo']> {
  const pedido = op(coddao).preparar(parametros, conteudo);
  if (!pedido.ok) throw pedido.erro;
  return pedido.run(ctx);
}
