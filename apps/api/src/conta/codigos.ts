import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CODIGO_CONTA, type FinalidadeCodigo } from '@portal/core';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { codigoConta } from '../db/schema/index.ts';

/**
 * A keyed hash of a code: six digits are a million guesses, so a plain hash of a leaked table would give them all
 * back; the key (the server's token secret) stays out of the database.
 */
function hashCodigo(segredo: Uint8Array, codpessoa: number, finalidade: string, codigo: string): string {
  return createHmac('sha256', segredo).update(`${codpessoa}|${finalidade}|${codigo}`).digest('hex');
}

/**
 * A new code for this person and purpose, replacing any live one (the partial unique index `codigo_conta_vivo`
 * allows one live code per person and purpose, so two requests at once cannot both leave a live code).
 */
export async function emitirCodigo(
  db: Executor,
  segredo: Uint8Array,
  codpessoa: number,
  finalidade: FinalidadeCodigo,
  agora: Date,
  dado: string | null = null,
): Promise<string> {
  const codigo = String(randomInt(0, 10 ** CODIGO_CONTA.digitos)).padStart(CODIGO_CONTA.digitos, '0');
  await db
    .update(codigoConta)
    .set({ substituidoEm: agora })
    .where(
      and(
        eq(codigoConta.codpessoa, codpessoa),
        eq(codigoConta.finalidade, finalidade),
        isNull(codigoConta.usadoEm),
        isNull(codigoConta.substituidoEm),
      ),
    );
  await db.insert(codigoConta).values({
    codpessoa,
    finalidade,
    codigoHash: hashCodigo(segredo, codpessoa, finalidade, codigo),
    criadoEm: agora,
    expiraEm: new Date(agora.getTime() + CODIGO_CONTA.validadeMs),
    dado,
  });
  return codigo;
}

/** A code that matched: its row, and what it confirms (the new e-mail of a change). */
export interface CodigoConferido {
  codcodigo: number;
  dado: string | null;
}

/**
 * Spends one try of the person's live code; answers it when it matches (still unused), else null. The try is
 * counted by one UPDATE that passes only while fewer than 5 were made (the table's CHECK caps it too), so many
 * guesses at once still get 5 in all. Run it outside any transaction that may roll back, or the try is lost.
 */
export async function conferirCodigo(
  db: Executor,
  segredo: Uint8Array,
  codpessoa: number,
  finalidade: FinalidadeCodigo,
  codigo: string,
  agora: Date,
): Promise<CodigoConferido | null> {
  const [vivo] = await db
    .update(codigoConta)
    .set({ tentativas: sql`${codigoConta.tentativas} + 1` })
    .where(
      and(
        eq(codigoConta.codpessoa, codpessoa),
        eq(codigoConta.finalidade, finalidade),
        isNull(codigoConta.usadoEm),
        isNull(codigoConta.substituidoEm),
        gt(codigoConta.expiraEm, agora),
        lt(codigoConta.tentativas, CODIGO_CONTA.maximoTentativas),
      ),
    )
    .returning({
      codcodigo: codigoConta.codcodigo,
      codigoHash: codigoConta.codigoHash,
      dado: codigoConta.dado,
    });
  if (!vivo) return null;
  const esperado = Buffer.from(vivo.codigoHash, 'hex');
  const dado = Buffer.from(hashCodigo(segredo, codpessoa, finalidade, codigo), 'hex');
  return esperado.length === dado.length && timingSafeEqual(esperado, dado)
    ? { codcodigo: vivo.codcodigo, dado: vivo.dado }
    : null;
}

/** Uses a matched code up; false when another request used it first (a code works once). */
export async function usarCodigo(db: Executor, codcodigo: number, agora: Date): Promise<boolean> {
  const usado = await db
    .update(codigoConta)
    .set({ usadoEm: agora })
    .where(and(eq(codigoConta.codcodigo, codcodigo), isNull(codigoConta.usadoEm)))
    .returning({ codcodigo: codigoConta.codcodigo });
  return usado.length === 1;
}
