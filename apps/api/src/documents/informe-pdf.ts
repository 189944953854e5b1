import { formatCpf, formatMoedaBr } from '@portal/core';
import type { Contracheque } from '../db/schema/tipos.ts';
import { Folha } from './pdf-kit.ts';

/** What the income report shows: amounts, optional labelled details and a footnote. */
export interface InformeConteudo {
  linhas: { rotulo: string; valor: number }[];
  detalhes?: { rotulo: string; valor: string }[];
  rodape: string;
}

/** The report's figures summed from a year's payslips. */
export function resumoDosContracheques(contracheques: Contracheque[]): InformeConteudo {
  const soma = (fn: (c: Contracheque) => number) => contracheques.reduce((t, c) => t + fn(c), 0);
  const descontos = (padrao: RegExp) =>
    soma((c) => c.descontos.filter((d) => padrao.test(d.descricao)).reduce((t, d) => t + d.valor, 0));
  return {
    linhas: [
      { rotulo: 'Total dos rendimentos (inclusive férias)', valor: soma((c) => c.totalProventos) },
      { rotulo: 'Contribuição previdenciária oficial', valor: descontos(/inss/i) },
      { rotulo: 'Imposto sobre a renda retido na fonte', valor: descontos(/irrf|imposto/i) },
      { rotulo: 'Valor líquido recebido', valor: soma((c) => c.liquido) },
    ],
    rodape: `Meses considerados: ${contracheques.map((c) => c.competencia).join(', ')}`,
  };
}

/** The yearly income report (comprovante de rendimentos) as a one-page PDF. */
export async function informePdf(
  ano: number,
  pessoa: { nompessoa: string; cpf: string | null },
  empresa: { nomempresa: string; cnpj: string },
  conteudo: InformeConteudo,
): Promise<Uint8Array> {
  const f = await Folha.criar(`Informe de rendimentos ${ano}`, empresa.nomempresa);
  const m = f.margem;
  const direita = f.largura - m;
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
  for (const { rotulo, valor } of conteudo.linhas) {
    f.texto(rotulo, m);
    f.texto(formatMoedaBr(valor), direita, { direita: true, negrito: true });
    f.linha();
  }
  for (const { rotulo, valor } of conteudo.detalhes ?? []) {
    f.texto(rotulo, m);
    f.texto(valor, direita, { direita: true, negrito: true });
    f.linha();
  }
  f.linha(12);
  if (conteudo.rodape) {
    f.texto(conteudo.rodape, m, { tamanho: 8 });
    f.linha(14);
  }
  f.texto('Documento gerado pelo Portal do Cliente.', m, { tamanho: 8 });
  return f.salvar();
}
