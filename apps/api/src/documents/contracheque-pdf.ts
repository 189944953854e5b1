import { formatCompetencia, formatCpf, formatMoedaBr } from '@portal/core';
import type { Contracheque } from '../db/schema/tipos.ts';
import { Folha } from './pdf-kit.ts';

/** The payslip (demonstrativo de pagamento) as a one-page PDF. */
export async function contrachequePdf(
  c: Contracheque,
  pessoa: { nompessoa: string; cpf: string | null },
  empresa: { nomempresa: string; cnpj: string },
): Promise<Uint8Array> {
  const f = await Folha.criar(`Contracheque ${formatCompetencia(c.competencia)}`, empresa.nomempresa);
  const m = f.margem;
  const direita = f.largura - m;
  f.texto(empresa.nomempresa, m, { tamanho: 13, negrito: true });
  f.texto('Demonstrativo de Pagamento', direita, { tamanho: 11, negrito: true, direita: true });
  f.linha(14);
  f.texto(`CNPJ ${empresa.cnpj}`, m);
  f.texto(`Competência: ${formatCompetencia(c.competencia)}`, direita, { direita: true });
  f.linha(22);
  f.regua();
  f.texto(`Funcionário: ${pessoa.nompessoa}`, m, { negrito: true });
  f.texto(`Matrícula: ${c.matricula}`, direita, { direita: true });
  f.linha();
  f.texto(`CPF: ${pessoa.cpf ? formatCpf(pessoa.cpf) : '-'}`, m);
  f.texto(`Cargo: ${c.cargo}`, direita, { direita: true });
  f.linha(24);
  f.regua();
  const col = { codigo: m, descricao: m + 50, referencia: m + 280, proventos: m + 420, descontos: direita };
  f.texto('Cód.', col.codigo, { negrito: true });
  f.texto('Descrição', col.descricao, { negrito: true });
  f.texto('Referência', col.referencia, { negrito: true });
  f.texto('Proventos', col.proventos, { negrito: true, direita: true });
  f.texto('Descontos', col.descontos, { negrito: true, direita: true });
  f.linha(16);
  const linhas = [
    ...c.proventos.map((l) => ({ ...l, provento: true })),
    ...c.descontos.map((l) => ({ ...l, provento: false })),
  ];
  for (const l of linhas) {
    f.texto(l.codigo, col.codigo);
    f.texto(l.descricao, col.descricao);
    f.texto(l.referencia, col.referencia);
    f.texto(formatMoedaBr(l.valor), l.provento ? col.proventos : col.descontos, { direita: true });
    f.linha();
  }
  f.linha(8);
  f.regua();
  f.texto('Totais', col.descricao, { negrito: true });
  f.texto(formatMoedaBr(c.totalProventos), col.proventos, { negrito: true, direita: true });
  f.texto(formatMoedaBr(c.totalDescontos), col.descontos, { negrito: true, direita: true });
  f.linha(20);
  f.texto('Valor líquido a receber', col.descricao, { tamanho: 11, negrito: true });
  f.texto(formatMoedaBr(c.liquido), col.descontos, { tamanho: 11, negrito: true, direita: true });
  f.linha(28);
  f.regua();
  const bases: [string, number][] = [
    ['Base INSS', c.baseInss],
    ['Base FGTS', c.baseFgts],
    ['FGTS do mês', c.fgtsMes],
    ['Base IRRF', c.baseIrrf],
  ];
  bases.forEach(([rotulo], i) => {
    const x = m + i * ((direita - m) / 4);
    f.texto(rotulo, x, { tamanho: 8 });
  });
  f.linha(12);
  bases.forEach(([, valor], i) => {
    const x = m + i * ((direita - m) / 4);
    f.texto(formatMoedaBr(valor), x, { negrito: true });
  });
  f.linha(30);
  const [ano, mes, dia] = c.dthpagamento.slice(0, 10).split('-');
  f.texto(`Pago em ${dia}/${mes}/${ano}. Documento gerado pelo Portal do Cliente.`, m, { tamanho: 8 });
  return f.salvar();
}
