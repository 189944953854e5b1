import { chamar, operacoes } from '../../../lib/api-client.ts';

/** The assemblies of the context unit's building (coddao 740), a page at a time. */
export function listarAssembleias(pagina: number) {
  return chamar(operacoes.assembleias, [pagina, 20]);
}

/** One assembly with its agenda, the unit's votes, the quorum and, once closed, the results (coddao 741). */
export function lerAssembleia(codassembleia: number) {
  return chamar(operacoes.assembleia, [codassembleia], undefined, { loader: false });
}

/**
 * The unit's vote on an item (coddao 742): `versao` is the one read, absent for the unit's first vote, so the API
 * refuses (400 CONFLITO) a change the unit's other resident overtook.
 */
export function votar(coditem: number, opcao: number, versao: number | undefined, idempotencyKey: string) {
  return chamar(
    operacoes.votar,
    [coditem],
    { opcao, ...(versao === undefined ? {} : { versao }) },
    { idempotencyKey, loader: false },
  );
}

/** The síndico opens (coddao 743) or closes (744) the assembly's online voting. */
export function abrirVotacao(codassembleia: number, idempotencyKey: string) {
  return chamar(operacoes.abrirVotacao, [codassembleia], undefined, { idempotencyKey });
}

export function encerrarVotacao(codassembleia: number, idempotencyKey: string) {
  return chamar(operacoes.encerrarVotacao, [codassembleia], undefined, { idempotencyKey });
}

/** Who voted what and when, every change (coddao 745, the síndico's). */
export function lerAuditoriaVotos(codassembleia: number) {
  return chamar(operacoes.auditoriaVotos, [codassembleia], undefined, { loader: false });
}
