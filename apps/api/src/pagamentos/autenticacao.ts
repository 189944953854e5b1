import { createHash } from 'node:crypto';

/**
 * The authentication printed on a receipt: a provider's code, here derived from the payment id. Kept out of the
 * seed (which uses it for the demo's paid bills) so that confirming a payment does not load the demo data.
 */
export function autenticacaoDe(idProvedor: string): string {
  return createHash('sha256').update(idProvedor).digest('hex').slice(0, 32).toUpperCase();
}
