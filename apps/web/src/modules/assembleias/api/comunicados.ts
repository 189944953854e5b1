import { chamar, operacoes } from '../../../lib/api-client.ts';

/** The building's notices (coddao 746), each with when the caller read it. */
export function listarComunicados(pagina: number) {
  return chamar(operacoes.comunicados, [pagina, 20]);
}

/** The caller read the notice (coddao 747): the first reading's instant stays. */
export function marcarComunicadoLido(codcomunicado: number, idempotencyKey: string) {
  return chamar(operacoes.lerComunicado, [codcomunicado], undefined, { idempotencyKey, loader: false });
}

/** The síndico publishes a notice (coddao 748). */
export function publicarComunicado(conteudo: { titulo: string; texto: string }, idempotencyKey: string) {
  return chamar(operacoes.publicarComunicado, [], conteudo, { idempotencyKey });
}

/** Who read the notice and who not yet (coddao 749, the síndico's). */
export function lerLeiturasComunicado(codcomunicado: number) {
  return chamar(operacoes.leiturasComunicado, [codcomunicado], undefined, { loader: false });
}
