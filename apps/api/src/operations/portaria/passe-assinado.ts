import { createHmac, timingSafeEqual } from 'node:crypto';
import { conteudoAssinadoDoPasse, type PasseLido } from '@portal/core';

/**
 * The pass's signature (issue 32): HMAC-SHA-256 of core's signed content under a key derived from the server's
 * token secret (DATA_DIR/jwt-secret), so passes survive restarts and every process of one folder agrees, and a
 * token and a pass can never stand for each other. 128 bits, base64url: a QR code stays small and readable.
 */
const ROTULO = 'portal/portaria/passe/v1';

function chaveDosPasses(segredo: Uint8Array): Buffer {
  return createHmac('sha256', segredo).update(ROTULO).digest();
}

function assinatura(segredo: Uint8Array, codautorizacao: number, codigo: string): Buffer {
  return createHmac('sha256', chaveDosPasses(segredo))
    .update(conteudoAssinadoDoPasse(codautorizacao, codigo))
    .digest()
    .subarray(0, 16);
}

/** What the pass's QR code holds. */
export function textoDoPasse(segredo: Uint8Array, codautorizacao: number, codigo: string): string {
  return `${conteudoAssinadoDoPasse(codautorizacao, codigo)}.${assinatura(segredo, codautorizacao, codigo).toString('base64url')}`;
}

/** Whether a read pass carries the server's signature for its number and code (compared in constant time). */
export function passeAutentico(segredo: Uint8Array, lido: Extract<PasseLido, { tipo: 'assinado' }>): boolean {
  const esperada = assinatura(segredo, lido.codautorizacao, lido.codigo);
  const recebida = Buffer.from(lido.assinatura, 'base64url');
  return recebida.length === esperada.length && timingSafeEqual(recebida, esperada);
}
