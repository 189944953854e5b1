import { formatCpf } from '@portal/core';
import type { ContrachequeSeed } from '../seed-data/types.ts';
import { Folha, moeda } from './pdf-kit.ts';

/** The yearly income report (informe de rendimentos) built from the year's payslips. */
export async function informePdf(
  ano: number,
  pessoa: { nompessoa: string; cpf: string | null },
  empresa: { nomempresa: string; cnpj: string },
  contracheques: ContrachequeSeed[],
): Promise<Uint8Array> {
  const f = await Folha.criar(`Informe de rendimentos ${ano}`, empresa.nomempresa);
  const m = f.margem;
  const direita = f.largura - m;
  const soma = (fn: (c: ContrachequeSeed) => number) => contracheques.reduce((t, c) => t + fn(c), 0);
  const inss = soma((c) =>
    c.descontos.filter((d) => /inss/i.test(d.descricao)).reduce((t, d) => t + d.valor, 0),
  );
  const irrf = soma((c) =>
    c.descontos.filter((d) => /irrf|imposto/i.test(d.descricao)).reduce((t, d) => t + d.valor, 0),
  );
  f.texto('Comprovante de Rendimentos Pagos e de Imposto sobre a Renda Retido na Fonte', m, {
    negrito: true,
    tamanho: 10,
  });
  f.linha(16);
  f.texto(`Ano-calendário ${ano}`, m);
  f.linha(24);
  f.regua();
  f.texto('1. Fonte pagadora', m, { negrito: true });
  f.linha();
  f.texto(`${empresa.nomempresa} — CNPJ ${empresa.cnpj}`, m);
  f.linha(22);
  f.texto('2. Pessoa física beneficiária', m, { negrito: true });
  f.linha();
  f.texto(`${pessoa.nompessoa} — CPF ${pessoa.cpf ? formatCpf(pessoa.cpf) : '-'}`, m);
  f.linha(22);
  f.texto('3. Rendimentos tributáveis, deduções e imposto retido', m, { negrito: true });
  f.linha();
  const linhas: [string, number][] = [
    ['Total dos rendimentos (inclusive férias)', soma((c) => c.totalProventos)],
    ['Contribuição previdenciária oficial', inss],
    ['Imposto sobre a renda retido na fonte', irrf],
    ['Valor líquido recebido', soma((c) => c.liquido)],
  ];
  for (const [rotulo, valor] of linhas) {
    f.texto(rotulo, m);
    f.texto(moeda(valor), direita, { direita: true, negrito: true });
    f.linha();
  }
  f.linha(12);
  f.texto(`Meses considerados: ${contracheques.map((c) => c.competencia).join(', ') || 'nenhum'}`, m, {
    tamanho: 8,
  });
  f.linha(14);
  f.texto('Documento gerado pelo Portal do Cliente.', m, { tamanho: 8 });
  return f.salvar();
}
