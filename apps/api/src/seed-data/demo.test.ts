import {
  codigosCobranca,
  encargosCobranca,
  fatorVencimento,
  formatCompetencia,
  NOMES_MESES,
  SITUACOES_COBRANCA,
} from '@portal/core';
import { describe, expect, it } from 'vitest';
import { demoEm } from './demo.ts';
import { referenciaDe } from './util/deslocar.ts';

/** Issue 10, defect 13: the demo reads right on whatever day the database is created. */

/** 'yyyy-mm' of `referencia` moved by `meses`. */
function mes(referencia: string, meses = 0): string {
  const [a = 0, m = 0] = referencia.split('-').map(Number);
  const total = a * 12 + m - 1 + meses;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

const REFERENCIAS = ['2027-03-15', '2029-01-02', '2026-11-01', referenciaDe(new Date())];

describe.each(REFERENCIAS)('the demo as of %s', (referencia) => {
  const demo = demoEm(referencia);
  // A bill is a charge row (issue 28): its status is core's, on the day the database is created, as the API's.
  const cobrancas = (modulo: string, lista: string) =>
    demo.cobrancas
      .filter((c) => c.modulo === modulo && c.lista === lista)
      .map((c) => ({ ...c, status: encargosCobranca(c, referencia).rotulo }));
  const competencia = (m: string) => formatCompetencia(m);

  it('this month’s mensalidade and condominium bill are open, last month’s are paid or overdue', () => {
    for (const [modulo, lista, prefixo] of [
      ['escola', 'mensalidades', 'Mensalidade'],
      ['condominio', 'boletos', 'Condomínio'],
    ] as const) {
      const todos = cobrancas(modulo, lista);
      const deste = todos.filter((r) => r.titulo === `${prefixo} ${competencia(mes(referencia))}`);
      const doAnterior = todos.filter((r) => r.titulo === `${prefixo} ${competencia(mes(referencia, -1))}`);
      expect(deste.length, `${modulo}/${lista}`).toBeGreaterThan(0);
      expect(doAnterior.length, `${modulo}/${lista}`).toBeGreaterThan(0);
      // This month's is still to pay: neither paid nor cancelled (open until its day, overdue after it).
      for (const r of deste) {
        expect(r.pagoEm, r.titulo).toBeNull();
        expect(r.canceladoEm, r.titulo).toBeNull();
        expect([SITUACOES_COBRANCA.aberto, SITUACOES_COBRANCA.vencido]).toContain(r.status);
        expect(r.vencimento.slice(0, 7)).toBe(mes(referencia));
      }
      for (const r of doAnterior)
        expect([SITUACOES_COBRANCA.pago, SITUACOES_COBRANCA.vencido]).toContain(r.status);
    }
  });

  it('no bill is for a month after this one', () => {
    // Every charge, and every record that reads as a bill (a tax guide paid or due).
    const contas = [
      ...demo.cobrancas,
      ...demo.modulos
        .flatMap((l) => l.registros)
        .filter((r) => (Object.values(SITUACOES_COBRANCA) as string[]).includes(r.status ?? '')),
    ];
    expect(demo.cobrancas.length).toBeGreaterThan(20);
    const depois = NOMES_MESES.flatMap((nome, i) =>
      [1, 2, 3]
        .map((ano) => `${nome}/${Number(mes(referencia).slice(0, 4)) + ano - 1}`)
        .filter((t) => {
          const [, a = ''] = t.split('/');
          return `${a}-${String(i + 1).padStart(2, '0')}` > mes(referencia);
        }),
    );
    for (const r of contas) for (const t of depois) expect(r.titulo, t).not.toContain(t);
  });

  it('typeable lines (core’s, from the moved charge) encode the moved due date', () => {
    const abertas = demo.cobrancas.filter((c) => !c.pagoEm && !c.canceladoEm);
    expect(abertas.length).toBeGreaterThan(10);
    for (const c of abertas) {
      const d = codigosCobranca(c)?.linhaDigitavel ?? '';
      expect(Number(d.slice(33, 37)), c.txid).toBe(fatorVencimento(c.vencimento));
    }
  });

  it('payslips cover the six months before this one', () => {
    const meses = new Set(demo.contracheques.map((c) => c.competencia));
    for (const n of [-6, -5, -4, -3, -2, -1]) expect(meses).toContain(mes(referencia, n));
    expect([...meses].filter((m) => m >= mes(referencia))).toEqual([]);
  });

  it('the next events are ahead and messages are recent', () => {
    const dia = `${referencia}T23:59:59Z`;
    expect(demo.eventos.filter((e) => e.dthinicio > dia).length).toBeGreaterThan(3);
    const maisRecente =
      demo.recados
        .map((r) => r.dthpublicacao)
        .sort()
        .at(-1) ?? '';
    const dias = (Date.parse(`${referencia}T12:00:00Z`) - Date.parse(maisRecente)) / 86_400_000;
    expect(dias).toBeGreaterThanOrEqual(-1);
    expect(dias).toBeLessThan(7);
    const notificacao =
      demo.notificacoes
        .map((n) => n.dthcriacao)
        .sort()
        .at(-1) ?? '';
    expect(notificacao.slice(0, 7)).toBe(mes(referencia));
  });
});
