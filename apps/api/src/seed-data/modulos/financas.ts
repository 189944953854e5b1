import { montarPix } from '@portal/core';
import { EMPRESA } from '../ids.ts';
import type { CobrancaSeed, ModuloListaSeed, ModuloRegistroSeed } from '../types.ts';
import { centavos, dataBr, dataDe, reais } from '../util/referencia.ts';
import { cobrancaSeed, contador, MESES, type SituacaoBoleto, STATUS } from '../util/registro.ts';

/**
 * Money lists: contabilidade/* and tesouraria/* (scoped by the accounting office 301),
 * financeiro/* and cobranca/* (scoped by Igor's company 401).
 */

const proximo = contador(40_000);
const exatus = { codempresa: EMPRESA.exatus };
const hortifruti = { codempresa: EMPRESA.hortifruti };

const CONTAS = [
  { banco: 'Banco do Brasil', agencia: '3012-4', conta: '45.871-9', saldoBase: 184_320.55 },
  { banco: 'Itaú Unibanco', agencia: '0457', conta: '22981-3', saldoBase: 62_904.1 },
  { banco: 'Sicoob Cocred', agencia: '3089', conta: '118.442-0', saldoBase: 27_615.0 },
];

function extratos(prefixo: string): ModuloRegistroSeed[] {
  return CONTAS.flatMap((c, j) =>
    ([10, 9, 8] as const).map((mes, i) => {
      const saldoInicial = centavos(c.saldoBase - i * 1_250);
      const entradas = centavos(c.saldoBase * (0.42 + i * 0.03));
      const saidas = centavos(c.saldoBase * (0.39 + ((i + j) % 3) * 0.025));
      const saldoFinal = centavos(saldoInicial + entradas - saidas);
      return {
        codregistro: proximo(),
        escopo: exatus,
        titulo: `${c.banco} - ${MESES[mes - 1]}/2026`,
        subtitulo: `${prefixo} · Ag. ${c.agencia} · C/C ${c.conta}`,
        data: dataDe(2026, mes + 1, 1),
        valor: saldoFinal,
        ...(i === 0 && j === 0
          ? { status: 'Conciliação pendente', statusCor: 'warning' as const }
          : { status: 'Conciliado', statusCor: 'success' as const }),
        detalhes: [
          { rotulo: 'Banco', valor: c.banco },
          { rotulo: 'Saldo inicial', valor: reais(saldoInicial) },
          { rotulo: 'Total de entradas', valor: reais(entradas) },
          { rotulo: 'Total de saídas', valor: reais(saidas) },
          { rotulo: 'Saldo final', valor: reais(saldoFinal) },
        ],
      };
    }),
  );
}

function balancetes(titulo: string): ModuloRegistroSeed[] {
  return ([10, 9, 8, 7, 6] as const).map((mes, i) => {
    const receita = centavos(412_880 + i * 9_713.37);
    const parcelas: [string, number][] = [
      ['Receita bruta de serviços', receita],
      ['(-) Deduções e impostos sobre receita', -centavos(receita * 0.1125)],
      ['(-) Custos dos serviços prestados', -centavos(receita * (0.58 + (i % 3) * 0.02))],
      ['(-) Despesas administrativas', -centavos(receita * 0.21)],
    ];
    // The result is the sum of the lines above it, never typed apart from them (issue 10).
    const resultado = centavos(parcelas.reduce((total, [, valor]) => total + valor, 0));
    const linhas: [string, number][] = [...parcelas, ['(=) Resultado do período', resultado]];
    return {
      codregistro: proximo(),
      escopo: exatus,
      titulo: `${titulo} ${MESES[mes - 1]}/2026`,
      subtitulo: 'Exatus Contabilidade e Assessoria',
      data: dataDe(2026, mes + 1, 10),
      valor: resultado,
      ...(mes === 10
        ? { status: 'Em fechamento', statusCor: 'warning' as const }
        : { status: 'Fechado', statusCor: 'success' as const }),
      detalhes: linhas.map(([rotulo, valor]) => ({ rotulo, valor: reais(valor) })),
      html:
        `<h2>${titulo} de ${MESES[mes - 1]} de 2026</h2><table><thead><tr><th>Conta</th><th>Valor</th></tr></thead><tbody>` +
        linhas.map(([c, v]) => `<tr><td>${c}</td><td>${reais(v)}</td></tr>`).join('') +
        '</tbody></table>',
    };
  });
}

const guiasImpostos: ModuloRegistroSeed[] = (
  [
    ['DAS - Simples Nacional', 'Competência 10/2026', '2026-11-20', 8_743.21, 'aberto'],
    ['DARF - DCTFWeb (INSS e IRRF da folha)', 'Competência 10/2026', '2026-11-20', 21_406.88, 'aberto'],
    ['Guia do FGTS Digital', 'Competência 10/2026', '2026-11-20', 6_112.4, 'aberto'],
    ['DAS - Simples Nacional', 'Competência 09/2026', '2026-10-20', 8_512.09, 'pago'],
    ['DARF - DCTFWeb (INSS e IRRF da folha)', 'Competência 09/2026', '2026-10-20', 20_977.15, 'pago'],
    ['ISS - Prefeitura de Ribeirão Preto', 'Competência 09/2026', '2026-10-10', 3_204.77, 'vencido'],
  ] as const
).map(([titulo, subtitulo, vencimento, valor, situacao]) => {
  if (titulo.startsWith('ISS')) {
    // The municipal tax is collected by the city's own boleto, which the office forwards: a list of guides is
    // informational (issue 28), so the record says where it stands and carries no charge of this portal.
    return {
      codregistro: proximo(),
      escopo: exatus,
      titulo,
      subtitulo,
      data: vencimento,
      valor,
      ...STATUS[situacao as SituacaoBoleto],
      detalhes: [
        { rotulo: 'Beneficiário', valor: 'Prefeitura de Ribeirão Preto' },
        { rotulo: 'Vencimento', valor: dataBr(vencimento) },
        { rotulo: 'Valor', valor: reais(valor) },
        { rotulo: 'Forma de pagamento', valor: 'Boleto da prefeitura, enviado ao cliente' },
      ],
    };
  }
  const cod = proximo();
  const aberto = situacao === 'aberto';
  return {
    codregistro: cod,
    escopo: exatus,
    titulo,
    subtitulo,
    data: vencimento,
    valor,
    ...(aberto
      ? { status: 'Em aberto', statusCor: 'warning' as const }
      : { status: 'Pago', statusCor: 'success' as const }),
    ...(aberto
      ? {
          pixCopiaECola: montarPix({
            chave: '00394460000141',
            nome: 'Receita Federal do Brasil',
            cidade: 'Brasilia',
            valorCentavos: Math.round(valor * 100),
            txid: `G${cod}`,
          }) as string,
        }
      : {}),
    detalhes: [
      { rotulo: 'Contribuinte', valor: 'Exatus Contabilidade e Assessoria - 64.538.291/0001-59' },
      { rotulo: 'Vencimento', valor: dataBr(vencimento) },
      { rotulo: 'Valor', valor: reais(valor) },
    ],
  };
});

const obrigacoes: ModuloRegistroSeed[] = (
  [
    ['DCTFWeb', 'Competência 10/2026', '2026-11-13', 'Pendente'],
    ['EFD-Reinf', 'Competência 10/2026', '2026-11-15', 'Pendente'],
    ['eSocial - eventos periódicos', 'Competência 10/2026', '2026-11-15', 'Em andamento'],
    ['PGDAS-D', 'Competência 10/2026', '2026-11-20', 'Pendente'],
    ['EFD-Reinf', 'Competência 09/2026', '2026-10-15', 'Transmitida'],
    ['DCTFWeb', 'Competência 09/2026', '2026-10-15', 'Transmitida'],
  ] as const
).map(([titulo, subtitulo, prazo, status]) => ({
  codregistro: proximo(),
  escopo: exatus,
  titulo,
  subtitulo,
  data: prazo,
  // Not yet filed: pending until its deadline, late after it (core's rule); filing is a fact, kept as a label.
  ...(status === 'Pendente'
    ? { situacao: 'obrigacao' as const }
    : { status, statusCor: status === 'Transmitida' ? ('success' as const) : ('warning' as const) }),
  detalhes: [
    { rotulo: 'Prazo', valor: dataBr(prazo) },
    { rotulo: 'Responsável', valor: 'Gabriela Martins Costa' },
    ...(status === 'Transmitida'
      ? [{ rotulo: 'Recibo', valor: `1.2.${prazo.replace(/-/g, '')}.0048812` }]
      : []),
  ],
}));

const fluxoCaixa: ModuloRegistroSeed[] = (
  [
    ['Semana 1 (02 a 06/11/2026)', 96_400, 118_250],
    ['Semana 2 (09 a 13/11/2026)', 142_800, 87_430],
    ['Semana 3 (16 a 20/11/2026)', 88_150, 131_900],
    ['Semana 4 (23 a 27/11/2026)', 121_300, 74_600],
    ['Semana 5 (30/11/2026 a 04/12/2026)', 65_700, 142_380],
  ] as const
).map(([titulo, entradas, saidas], i) => ({
  codregistro: proximo(),
  escopo: exatus,
  titulo,
  subtitulo: `Entradas ${reais(entradas)} · Saídas ${reais(saidas)}`,
  data: dataDe(2026, 11, 2 + i * 7),
  valor: entradas - saidas,
  ...(entradas >= saidas
    ? { status: 'Positivo', statusCor: 'success' as const }
    : { status: 'Negativo', statusCor: 'danger' as const }),
  detalhes: [
    { rotulo: 'Entradas previstas', valor: reais(entradas) },
    { rotulo: 'Saídas previstas', valor: reais(saidas) },
    { rotulo: 'Saldo da semana', valor: reais(entradas - saidas) },
  ],
}));

const conciliacao: ModuloRegistroSeed[] = (
  [
    ['TED recebida - Hortifruti Santos Ltda.', 'Banco do Brasil', '2026-10-29', 4_850, 'Não conciliado'],
    ['Tarifa de pacote de serviços', 'Banco do Brasil', '2026-10-30', -89.9, 'Não conciliado'],
    ['Pix recebido - Colégio Horizonte', 'Itaú Unibanco', '2026-10-30', 12_400, 'Não conciliado'],
    ['Pagamento fornecedor - Papelaria Central', 'Itaú Unibanco', '2026-10-27', -1_236.4, 'Conciliado'],
    ['Rendimento de aplicação', 'Sicoob Cocred', '2026-10-31', 312.77, 'Conciliado'],
  ] as const
).map(([titulo, banco, data, valor, status]) => ({
  codregistro: proximo(),
  escopo: exatus,
  titulo,
  subtitulo: banco,
  data,
  valor,
  status,
  statusCor: status === 'Conciliado' ? ('success' as const) : ('warning' as const),
  detalhes: [
    { rotulo: 'Conta', valor: banco },
    { rotulo: 'Data do lançamento', valor: dataBr(data) },
    { rotulo: 'Valor', valor: reais(valor) },
  ],
}));

const lancamentos: ModuloRegistroSeed[] = (
  [
    ['Venda - Supermercado Bom Preço', 'Receita de vendas', '2026-10-30', 6_840.0],
    ['Venda - Restaurante Sabor Caseiro', 'Receita de vendas', '2026-10-29', 2_315.5],
    ['Compra de tomate e pimentão - Produtor Rural J. Tanaka', 'Mercadorias', '2026-10-28', -4_120.0],
    ['Frete Campinas-Sumaré', 'Logística', '2026-10-28', -380.0],
    ['Taxa de ocupação do box - outubro', 'Despesas operacionais', '2026-10-10', -1_286.4],
    ['Energia elétrica - câmara fria', 'Despesas operacionais', '2026-10-15', -932.61],
    ['Venda - Quitanda da Vila', 'Receita de vendas', '2026-10-24', 1_170.0],
    ['Folha de pagamento - outubro', 'Pessoal', '2026-10-05', -9_460.0],
  ] as const
).map(([titulo, categoria, data, valor]) => ({
  codregistro: proximo(),
  escopo: hortifruti,
  titulo,
  subtitulo: categoria,
  data,
  valor,
  ...(valor >= 0
    ? { status: 'Entrada', statusCor: 'success' as const }
    : { status: 'Saída', statusCor: 'danger' as const }),
  detalhes: [
    { rotulo: 'Categoria', valor: categoria },
    { rotulo: 'Data', valor: dataBr(data) },
    { rotulo: 'Conta', valor: 'Banco do Brasil - C/C 77.104-2' },
  ],
}));

const contasPagar: CobrancaSeed[] = (
  [
    [
      'Taxa de ocupação do box - novembro',
      'Ceasa Campinas',
      '2026-11-10',
      1_286.4,
      'aberto',
      '104',
      '44602773000198',
    ],
    [
      'Energia elétrica - câmara fria',
      'CPFL Paulista',
      '2026-11-16',
      947.22,
      'aberto',
      '001',
      '33050196000188',
    ],
    [
      'Embalagens e caixas plásticas',
      'Embalagens Campinas Ltda.',
      '2026-10-25',
      2_140.0,
      'vencido',
      '341',
      '48102733000150',
    ],
    [
      'Contabilidade - outubro',
      'Exatus Contabilidade e Assessoria',
      '2026-10-10',
      890.0,
      'pago',
      '001',
      '64538291000159',
    ],
  ] as const
).map(([titulo, beneficiario, vencimento, valor, situacao, banco, cnpj]) =>
  cobrancaSeed({
    modulo: 'financeiro',
    lista: 'contas-pagar',
    codcobranca: proximo(),
    escopo: hortifruti,
    titulo,
    subtitulo: beneficiario,
    vencimento,
    valor,
    situacao,
    banco,
    beneficiario,
    chavePix: cnpj,
    cidade: 'Campinas',
    nossoNumero: '4401',
    ...(situacao === 'pago' ? { pagoEm: '2026-10-09' } : {}),
  }),
);

const CLIENTES = [
  'Supermercado Bom Preço',
  'Restaurante Sabor Caseiro',
  'Quitanda da Vila',
  'Hotel Fazenda Recanto',
  'Escola Municipal Castro Alves',
];
const titulos: CobrancaSeed[] = CLIENTES.map((cliente, i) => {
  const situacao: SituacaoBoleto =
    (['aberto', 'vencido', 'pago', 'aberto', 'cancelado'] as const)[i] ?? 'aberto';
  return cobrancaSeed({
    modulo: 'cobranca',
    lista: 'titulos',
    codcobranca: proximo(),
    escopo: hortifruti,
    titulo: `Duplicata ${2026_1100 + i * 17}`,
    subtitulo: cliente,
    vencimento: dataDe(2026, 10 + (i % 2), 5 + i * 4),
    valor: [3_420.0, 1_876.5, 2_955.0, 5_210.8, 640.0][i] ?? 1_000,
    situacao,
    banco: '001',
    beneficiario: 'Hortifruti Santos Ltda.',
    chavePix: '75463728000159',
    cidade: 'Campinas',
    nossoNumero: `40${i}`,
    ...(situacao === 'pago' ? { pagoEm: '2026-10-14' } : {}),
    // Hortifruti issued it: Supermercado Bom Preço and the others pay it, not the company's people.
    aReceber: true,
  });
});

const acordos: ModuloRegistroSeed[] = (
  [
    ['Acordo - Restaurante Sabor Caseiro', 3, 1_876.5, 'Em dia'],
    ['Acordo - Mercadinho São Jorge', 6, 4_310.0, 'Parcela em atraso'],
  ] as const
).map(([titulo, parcelas, valor, status]) => ({
  codregistro: proximo(),
  escopo: hortifruti,
  titulo,
  subtitulo: `${parcelas} parcelas de ${reais(centavos(valor / parcelas))}`,
  data: '2026-10-05',
  valor,
  status,
  statusCor: status === 'Em dia' ? ('success' as const) : ('danger' as const),
  detalhes: [
    { rotulo: 'Valor renegociado', valor: reais(valor) },
    { rotulo: 'Parcelas', valor: String(parcelas) },
    { rotulo: 'Juros', valor: '1% ao mês' },
  ],
}));

export const listasFinancas: readonly ModuloListaSeed[] = [
  {
    modulo: 'contabilidade',
    lista: 'extratos',
    titulo: 'Extratos bancários',
    registros: extratos('Conta movimento'),
  },
  { modulo: 'contabilidade', lista: 'balancetes', titulo: 'Balancetes', registros: balancetes('Balancete') },
  { modulo: 'contabilidade', lista: 'guias-impostos', titulo: 'Guias de impostos', registros: guiasImpostos },
  { modulo: 'contabilidade', lista: 'obrigacoes', titulo: 'Obrigações acessórias', registros: obrigacoes },
  {
    modulo: 'tesouraria',
    lista: 'extratos',
    titulo: 'Extratos da tesouraria',
    registros: extratos('Tesouraria'),
  },
  {
    modulo: 'tesouraria',
    lista: 'balancetes',
    titulo: 'Balancetes da tesouraria',
    registros: balancetes('Balancete de caixa'),
  },
  { modulo: 'tesouraria', lista: 'fluxo-caixa', titulo: 'Fluxo de caixa', registros: fluxoCaixa },
  { modulo: 'tesouraria', lista: 'conciliacao', titulo: 'Conciliação bancária', registros: conciliacao },
  { modulo: 'financeiro', lista: 'lancamentos', titulo: 'Lançamentos financeiros', registros: lancamentos },
  // Lists of charges: their headers here, their bills in the `cobranca` table (cobrancasFinancas).
  { modulo: 'financeiro', lista: 'contas-pagar', titulo: 'Contas a pagar', registros: [] },
  { modulo: 'cobranca', lista: 'titulos', titulo: 'Títulos em cobrança', registros: [] },
  { modulo: 'cobranca', lista: 'acordos', titulo: 'Acordos', registros: acordos },
];

/** The Hortifruti's bills to pay and the receivables it issued, in the `cobranca` table's row type. */
export const cobrancasFinancas: readonly CobrancaSeed[] = [...contasPagar, ...titulos];
