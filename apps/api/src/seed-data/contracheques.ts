import { NOMES_MESES } from '@portal/core';
import { EMPRESA, PESSOA } from './ids.ts';
import type { ContrachequeSeed, LinhaContracheque } from './types.ts';
import { centavos } from './util/referencia.ts';

/**
 * Payslips (coddao 230; the server renders the PDF). Six monthly payslips (May–October 2026)
 * and the final 13th-salary payslip of 2025 for each employee. Amounts are computed, not typed,
 * so totals always add up: net = earnings − deductions, to the cent.
 *
 * Tables (kept fixed so the demo is stable): INSS progressive table of 2025; IRRF monthly table
 * of May 2025 with the 2026 reduction of Lei nº 15.270/2025 (no tax up to R$ 5.000,00, partial
 * reduction up to R$ 7.350,00).
 */

const FAIXAS_INSS: readonly [limite: number, aliquota: number][] = [
  [1518.0, 0.075],
  [2793.88, 0.09],
  [4190.83, 0.12],
  [8157.41, 0.14],
];

/** Progressive INSS contribution, capped at the ceiling. */
export function calcularInss(base: number): number {
  let total = 0;
  let anterior = 0;
  for (const [limite, aliquota] of FAIXAS_INSS) {
    if (base <= anterior) break;
    total += (Math.min(base, limite) - anterior) * aliquota;
    anterior = limite;
  }
  return centavos(total);
}

const FAIXAS_IRRF: readonly [limite: number, aliquota: number, deducao: number][] = [
  [2428.8, 0, 0],
  [2826.65, 0.075, 182.16],
  [3751.05, 0.15, 394.16],
  [4664.68, 0.225, 675.49],
  [Number.POSITIVE_INFINITY, 0.275, 908.73],
];
const DEDUCAO_DEPENDENTE = 189.59;

/** Monthly IRRF; from 2026 with the Lei nº 15.270/2025 reduction (rendimentos = gross taxable income). */
export function calcularIrrf(
  rendimentos: number,
  inss: number,
  dependentes: number,
  reducao2026 = true,
): number {
  const base = rendimentos - inss - dependentes * DEDUCAO_DEPENDENTE;
  const faixa = FAIXAS_IRRF.find(([limite]) => base <= limite) ?? FAIXAS_IRRF[FAIXAS_IRRF.length - 1];
  const [, aliquota, deducao] = faixa as [number, number, number];
  const imposto = Math.max(0, base * aliquota - deducao);
  let reducao = 0;
  if (!reducao2026) reducao = 0;
  else if (rendimentos <= 5000) reducao = imposto;
  else if (rendimentos <= 7350) reducao = Math.max(0, 978.62 - 0.133145 * rendimentos);
  return centavos(Math.max(0, imposto - reducao));
}

type Funcionario = {
  codpessoa: number;
  codempresa: number;
  cargo: string;
  matricula: string;
  salario: number;
  dependentes: number;
  /** Monthly transport voucher cost; the employee pays up to 6% of the base salary. */
  valeTransporte: number;
  /** Contribution to the Prev Futuro private pension plan, % of salary. */
  previdenciaPct: number;
  /** Extra earnings line (e.g. seniority bonus), % of salary. */
  adicional?: { descricao: string; pct: number };
};

const FUNCIONARIOS: readonly Funcionario[] = [
  {
    codpessoa: PESSOA.bruno,
    codempresa: EMPRESA.colegioHorizonte,
    cargo: 'Professor de Matemática',
    matricula: '000457',
    salario: 6850,
    dependentes: 1,
    valeTransporte: 0,
    previdenciaPct: 0.04,
    adicional: { descricao: 'Adicional de hora-atividade', pct: 0.05 },
  },
  {
    codpessoa: PESSOA.gabriela,
    codempresa: EMPRESA.exatus,
    cargo: 'Contadora',
    matricula: '000112',
    salario: 7900,
    dependentes: 0,
    valeTransporte: 0,
    previdenciaPct: 0.05,
  },
  {
    codpessoa: PESSOA.henrique,
    codempresa: EMPRESA.exatus,
    cargo: 'Tesoureiro',
    matricula: '000087',
    salario: 5600,
    dependentes: 2,
    valeTransporte: 286,
    previdenciaPct: 0.03,
    adicional: { descricao: 'Adicional por tempo de serviço', pct: 0.05 },
  },
  {
    codpessoa: PESSOA.admin,
    // The company the administrator logs in to: payslips follow the company in context (issue 10).
    codempresa: EMPRESA.colegioHorizonte,
    cargo: 'Diretor Administrativo',
    matricula: '000001',
    salario: 14500,
    dependentes: 1,
    valeTransporte: 0,
    previdenciaPct: 0.08,
  },
];

// Overtime hours per month (index = month − 5), so months differ believably.
const HORAS_EXTRAS = [0, 6, 0, 10, 4, 8];

function linha(codigo: string, descricao: string, referencia: string, valor: number): LinhaContracheque {
  return { codigo, descricao, referencia, valor: centavos(valor) };
}

function soma(linhas: readonly LinhaContracheque[]): number {
  return centavos(linhas.reduce((t, l) => t + l.valor, 0));
}

function pct(valor: number): string {
  return `${(valor * 100).toFixed(2).replace('.', ',')}%`;
}

function mensal(f: Funcionario, mes: number, cod: number): ContrachequeSeed {
  const horas = HORAS_EXTRAS[mes - 5] ?? 0;
  const valorHora = f.salario / 220;
  const proventos = [linha('001', 'Salário base', '30 dias', f.salario)];
  if (f.adicional)
    proventos.push(linha('010', f.adicional.descricao, pct(f.adicional.pct), f.salario * f.adicional.pct));
  if (horas > 0) proventos.push(linha('050', 'Horas extras 50%', `${horas}h`, horas * valorHora * 1.5));
  const bruto = soma(proventos);
  const inss = calcularInss(bruto);
  const irrf = calcularIrrf(bruto, inss, f.dependentes);
  const descontos = [linha('901', 'INSS', pct(inss / bruto), inss)];
  if (irrf > 0) descontos.push(linha('902', 'IRRF', `${f.dependentes} dep.`, irrf));
  if (f.valeTransporte > 0)
    descontos.push(linha('910', 'Vale-transporte', '6,00%', Math.min(f.valeTransporte, f.salario * 0.06)));
  descontos.push(
    linha('920', 'Previdência privada - Prev Futuro', pct(f.previdenciaPct), f.salario * f.previdenciaPct),
  );
  descontos.push(linha('930', 'Plano de saúde - Vida Plena', '', 189.9 + f.dependentes * 120));
  const totalDescontos = soma(descontos);
  const competencia = `2026-${String(mes).padStart(2, '0')}`;
  // Paid on the 5th working day of the next month; fixed dates keep the demo stable.
  const pagamento =
    ['2026-06-05', '2026-07-07', '2026-08-07', '2026-09-08', '2026-10-07', '2026-11-06'][mes - 5] ?? '';
  return {
    codcontracheque: cod,
    codpessoa: f.codpessoa,
    codempresa: f.codempresa,
    competencia,
    descricao: `Folha mensal - ${NOMES_MESES[mes - 1]}/2026`,
    cargo: f.cargo,
    matricula: f.matricula,
    proventos,
    descontos,
    totalProventos: bruto,
    totalDescontos,
    liquido: centavos(bruto - totalDescontos),
    baseInss: Math.min(bruto, 8157.41),
    baseFgts: bruto,
    fgtsMes: centavos(bruto * 0.08),
    baseIrrf: centavos(bruto - inss - f.dependentes * DEDUCAO_DEPENDENTE),
    dthpagamento: pagamento,
  };
}

/** Final 13th-salary payslip of 2025 (the first half was advanced in November). */
function decimoTerceiro(f: Funcionario, cod: number): ContrachequeSeed {
  const bruto = f.salario;
  const inss = calcularInss(bruto);
  // Paid in December 2025, before the 2026 reduction existed.
  const irrf = calcularIrrf(bruto, inss, f.dependentes, false);
  const proventos = [linha('060', '13º salário', '12/12 avos', bruto)];
  const descontos = [
    linha('065', 'Adiantamento 13º salário', '50,00%', bruto / 2),
    linha('901', 'INSS sobre 13º', pct(inss / bruto), inss),
  ];
  if (irrf > 0) descontos.push(linha('903', 'IRRF sobre 13º', `${f.dependentes} dep.`, irrf));
  const totalDescontos = soma(descontos);
  return {
    codcontracheque: cod,
    codpessoa: f.codpessoa,
    codempresa: f.codempresa,
    competencia: '2025-12',
    descricao: '13º salário 2025 - parcela final',
    cargo: f.cargo,
    matricula: f.matricula,
    proventos,
    descontos,
    totalProventos: bruto,
    totalDescontos,
    liquido: centavos(bruto - totalDescontos),
    baseInss: Math.min(bruto, 8157.41),
    baseFgts: bruto,
    fgtsMes: centavos(bruto * 0.08),
    baseIrrf: centavos(bruto - inss - f.dependentes * DEDUCAO_DEPENDENTE),
    dthpagamento: '2025-12-18',
  };
}

/** Every payslip, newest first per person; ids are stable (person index × 100 + sequence). */
export const contracheques: readonly ContrachequeSeed[] = FUNCIONARIOS.flatMap((f, i) => [
  ...[10, 9, 8, 7, 6, 5].map((mes) => mensal(f, mes, (i + 1) * 100 + mes)),
  decimoTerceiro(f, (i + 1) * 100 + 13),
]);
