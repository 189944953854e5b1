import { describe, expect, it } from 'vitest';
import { cobrancas } from './cobrancas.ts';
import { contracheques } from './contracheques.ts';
import { modulos } from './modulos.ts';
import type { ModuloRegistroSeed } from './types.ts';

/**
 * Issue 10, defect 3: every record that shows a total adds up — read back from what the person sees (the
 * details in R$), not from the code that built them.
 */

/** 'R$ 1.234,56' or '-R$ 1.234,56' → 1234.56 / -1234.56; NaN for anything else. */
function reais(texto: string | undefined): number {
  const m = /^(-?)R\$\s([\d.]+),(\d{2})$/.exec((texto ?? '').trim());
  if (!m) return Number.NaN;
  return (m[1] ? -1 : 1) * Number(`${(m[2] ?? '').replace(/\./g, '')}.${m[3]}`);
}

const detalhe = (r: ModuloRegistroSeed, rotulo: string) =>
  reais(r.detalhes.find((d) => d.rotulo === rotulo)?.valor);
const registros = (modulo: string, lista: string) =>
  modulos.find((l) => l.modulo === modulo && l.lista === lista)?.registros ?? [];
const centavos = (v: number) => Math.round(v * 100);

describe('demo records add up', () => {
  it('balancetes (contabilidade and tesouraria): the lines sum to the result, which is the record’s amount', () => {
    const todos = [...registros('contabilidade', 'balancetes'), ...registros('tesouraria', 'balancetes')];
    expect(todos.length).toBeGreaterThan(0);
    for (const r of todos) {
      const [resultado, ...resto] = [...r.detalhes].reverse();
      expect(resultado?.rotulo).toMatch(/^\(=\)/);
      const soma = resto.reduce((t, d) => t + centavos(reais(d.valor)), 0);
      expect(soma, r.titulo).toBe(centavos(reais(resultado?.valor)));
      expect(centavos(r.valor ?? 0), r.titulo).toBe(soma);
    }
  });

  it('bank statements: opening balance + in − out = closing balance', () => {
    const todos = [...registros('tesouraria', 'extratos'), ...registros('contabilidade', 'extratos')];
    expect(todos.length).toBeGreaterThan(0);
    for (const r of todos) {
      const esperado =
        centavos(detalhe(r, 'Saldo inicial')) +
        centavos(detalhe(r, 'Total de entradas')) -
        centavos(detalhe(r, 'Total de saídas'));
      expect(centavos(detalhe(r, 'Saldo final')), r.titulo).toBe(esperado);
      expect(centavos(r.valor ?? 0), r.titulo).toBe(esperado);
    }
  });

  it('condominium bills: fee + reserve fund + apportionment = the amount to pay', () => {
    // A bill is its charge row (issue 28): what makes it up is its items, which the bill's screen lists.
    const boletos = cobrancas.filter((c) => c.modulo === 'condominio' && c.lista === 'boletos');
    expect(boletos.length).toBeGreaterThan(0);
    for (const c of boletos) {
      const partes = c.itens
        .filter((i) => /^(Taxa condominial|Fundo de reserva|Rateio)/.test(i.descricao))
        .reduce((t, i) => t + i.valorCentavos, 0);
      expect(partes, c.titulo).toBe(c.valorCentavos);
    }
  });

  it('every charge made up of items: they sum to its amount', () => {
    const compostas = cobrancas.filter((c) => c.itens.length > 0);
    expect(compostas.length).toBeGreaterThan(0);
    for (const c of compostas)
      expect(
        c.itens.reduce((t, i) => t + i.valorCentavos, 0),
        c.titulo,
      ).toBe(c.valorCentavos);
  });

  it('payslips: lines sum to their totals and earnings − deductions = net pay', () => {
    for (const c of contracheques) {
      const soma = (l: { valor: number }[]) => l.reduce((t, x) => t + centavos(x.valor), 0);
      expect(soma(c.proventos)).toBe(centavos(c.totalProventos));
      expect(soma(c.descontos)).toBe(centavos(c.totalDescontos));
      expect(centavos(c.totalProventos) - centavos(c.totalDescontos)).toBe(centavos(c.liquido));
    }
  });

  it('loans: the instalment repays the amount at the stated rate, and the balance is what is left to repay', () => {
    const taxa = 0.0179;
    expect(registros('emprestimo', 'contratos').length).toBeGreaterThan(0);
    for (const r of registros('emprestimo', 'contratos')) {
      const valor = detalhe(r, 'Valor contratado');
      const p = detalhe(r, 'Parcela');
      const [pagas, n] = (r.detalhes.find((d) => d.rotulo === 'Parcelas pagas')?.valor ?? '')
        .split(' de ')
        .map(Number);
      if (pagas === undefined || n === undefined) throw new Error(r.titulo);
      const valorPresente = (parcelas: number) => (p * (1 - (1 + taxa) ** -parcelas)) / taxa;
      expect(Math.abs(valorPresente(n) - valor), r.titulo).toBeLessThan(n * 0.01);
      expect(Math.abs(valorPresente(n - pagas) - detalhe(r, 'Saldo devedor')), r.titulo).toBeLessThan(0.01);
    }
    for (const r of registros('emprestimo', 'simulacoes')) {
      const n = Number(/^(\d+) meses$/.exec(r.detalhes.find((d) => d.rotulo === 'Prazo')?.valor ?? '')?.[1]);
      expect(centavos(detalhe(r, 'Total a pagar')), r.titulo).toBe(
        Math.round(centavos(detalhe(r, 'Parcela')) * n),
      );
    }
  });

  it('health-plan statements: presented − disallowed − withheld = net', () => {
    expect(registros('planosaude', 'demonstrativos').length).toBeGreaterThan(0);
    for (const r of registros('planosaude', 'demonstrativos')) {
      const esperado =
        centavos(detalhe(r, 'Valor apresentado')) -
        centavos(detalhe(r, 'Glosas')) -
        centavos(detalhe(r, 'Retenções (IR, PIS, COFINS, CSLL)'));
      expect(centavos(detalhe(r, 'Valor líquido')), r.titulo).toBe(esperado);
    }
  });

  it('cash flow: in − out = the week’s balance', () => {
    expect(registros('tesouraria', 'fluxo-caixa').length).toBeGreaterThan(0);
    for (const r of registros('tesouraria', 'fluxo-caixa')) {
      expect(
        centavos(detalhe(r, 'Entradas previstas')) - centavos(detalhe(r, 'Saídas previstas')),
        r.titulo,
      ).toBe(centavos(detalhe(r, 'Saldo da semana')));
    }
  });
  it('condominium accounts: income − expenses = the month’s result, and the breakdown adds up to both', () => {
    expect(registros('condominio', 'prestacao-contas').length).toBeGreaterThan(0);
    for (const r of registros('condominio', 'prestacao-contas')) {
      const receitas = centavos(detalhe(r, 'Receitas'));
      const despesas = centavos(detalhe(r, 'Despesas'));
      expect(receitas - despesas, r.titulo).toBe(centavos(detalhe(r, 'Resultado do mês')));
      expect(centavos(r.valor ?? 0), r.titulo).toBe(receitas - despesas);
      const linhas = [...(r.html ?? '').matchAll(/<td>([^<]+)<\/td><td>([^<]+)<\/td>/g)].map(
        ([, conta = '', valor = '']) => [conta, centavos(reais(valor))] as const,
      );
      const soma = (contas: string[]) =>
        linhas.filter(([conta]) => contas.includes(conta)).reduce((t, [, v]) => t + v, 0);
      expect(soma(['Taxas condominiais recebidas', 'Fundo de reserva']), r.titulo).toBe(receitas);
      expect(linhas.length, r.titulo).toBe(6);
      expect(soma(linhas.slice(2).map(([conta]) => conta)), r.titulo).toBe(despesas);
    }
  });

  it('pension statements: each balance is the previous one + both contributions + the month’s yield', () => {
    const porPessoa = new Map<number | undefined, ModuloRegistroSeed[]>();
    for (const r of registros('pprivada', 'extrato-contribuicoes')) {
      porPessoa.set(r.escopo.codpessoa, [...(porPessoa.get(r.escopo.codpessoa) ?? []), r]);
    }
    expect(porPessoa.size).toBeGreaterThan(0);
    for (const lista of porPessoa.values()) {
      const antigos = [...lista].sort((a, b) => (a.data ?? '').localeCompare(b.data ?? ''));
      for (const [i, r] of antigos.entries()) {
        const aportes = centavos(detalhe(r, 'Participante')) + centavos(detalhe(r, 'Patrocinador'));
        expect(centavos(r.valor ?? 0), r.titulo).toBe(aportes);
        const anterior = antigos[i - 1];
        if (!anterior) continue;
        expect(centavos(detalhe(r, 'Saldo acumulado')), r.titulo).toBe(
          centavos(detalhe(anterior, 'Saldo acumulado')) +
            aportes +
            centavos(detalhe(r, 'Rentabilidade do mês (0,87%)')),
        );
      }
    }
  });
});
