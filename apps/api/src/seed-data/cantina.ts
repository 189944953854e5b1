import { alunos } from './empresas.ts';
import { ALUNO, EMPRESA } from './ids.ts';
import type { Escopo } from './types.ts';
import { dia } from './util/dia-demo.ts';

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

/** A purchase at the cafeteria (issue 28): `quando` an instant marker (util/dia-demo.ts) until the demo is dated. */
export type CompraCantinaSeed = {
  codaluno: string;
  escopo: Escopo;
  quando: string;
  item: string;
  valor: number;
  status: 'Entregue' | 'Agendado' | 'Cancelado';
};

/**
 * The students' purchases, picked up at the morning break (9h40 in Brasília) on days around the seed's, moved by
 * days: today's counts against the day's limit, the scheduled one stays ahead.
 */
export const comprasCantina: readonly CompraCantinaSeed[] = alunos.flatMap((a, i) =>
  (
    [
      [0, 'Pão de queijo + suco de laranja', 11.5, 'Entregue'],
      [-1, 'Sanduíche natural + água de coco', 16.9, 'Entregue'],
      [-2, 'Tapioca de queijo + suco de maracujá', 14.0, 'Entregue'],
      [2, 'Esfiha de carne + suco de acerola (agendado)', 12.5, 'Agendado'],
      [-5, 'Bolo de cenoura', 6.5, 'Cancelado'],
    ] as const
  )
    .slice(0, 5 - i)
    .map(([dias, item, valor, status]) => ({
      codaluno: a.codaluno,
      escopo: { codempresa: EMPRESA.colegioHorizonte, codaluno: a.codaluno },
      quando: dia(dias, 'instante', 'dias', '09:40'),
      item,
      valor,
      status,
    })),
);
