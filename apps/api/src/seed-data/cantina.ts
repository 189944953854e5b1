import { ALUNO } from './ids.ts';

/** A student's cafeteria card (issue 13): balance and daily limit in reais, blocked items. */
export type CartaoCantinaSeed = {
  codaluno: string;
  saldo: number;
  limiteDiario: number;
  bloqueados: string[];
};

export const cartoesCantina: readonly CartaoCantinaSeed[] = [
  { codaluno: ALUNO.lucas, saldo: 46.8, limiteDiario: 25, bloqueados: ['Refrigerante'] },
  { codaluno: ALUNO.mariana, saldo: 8.4, limiteDiario: 25, bloqueados: [] },
  { codaluno: ALUNO.tiago, saldo: 112.5, limiteDiario: 25, bloqueados: [] },
];

export const cartaoCantina = (codaluno: string) => cartoesCantina.find((c) => c.codaluno === codaluno);
