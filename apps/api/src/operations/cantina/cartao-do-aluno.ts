import { MENSAGENS_API } from '@portal/core';
import { alcanceDe } from '../alcance.ts';
import { type Contexto, sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';

/** The list a top-up's charge belongs to (coddao 504 makes it; the webhook raises the balance when it is paid). */
export const LISTA_COBRANCA_CANTINA = { modulo: 'cantina', lista: 'recargas' } as const;

/** How many of the last purchases the cafeteria page shows. */
export const COMPRAS = 10;

/** The student as the context sees it: one of the person's (and the chosen one, when chosen); else 400. */
export function alunoNoContexto(ctx: Contexto, codaluno: string): string {
  if (!alcanceDe(sessaoDe(ctx)).alunos.includes(codaluno))
    throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado, {
      'parametros.1': 'Aluno não encontrado.',
    });
  return codaluno;
}

/** The instants a Brasília day ('yyyy-mm-dd') runs between: UTC−3, no daylight saving since 2019. */
export function limitesDoDia(dia: string): [Date, Date] {
  const inicio = new Date(`${dia}T03:00:00Z`);
  return [inicio, new Date(inicio.getTime() + 86_400_000)];
}
