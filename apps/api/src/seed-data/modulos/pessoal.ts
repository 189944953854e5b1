import { contracheques } from '../contracheques.ts';
import { EMPRESA, PESSOA } from '../ids.ts';
import { pessoas } from '../pessoas.ts';
import type { CobrancaSeed, ModuloListaSeed, ModuloRegistroSeed } from '../types.ts';
import { centavos, DIAS_SEMANA, dataBr, dataDe, reais } from '../util/referencia.ts';
import { cobrancaSeed, contador, MESES, type SituacaoBoleto } from '../util/registro.ts';

/**
 * Personal lists: pprivada/*, registro-ponto/*, emprestimo/*, lanceventos/*, cafim/*,
 * cadastro/*. Employee records are scoped by codpessoa; 'Meus dados' is the account's own page (/conta/dados), editable.
 */

const proximo = contador(50_000);
const FUNCIONARIOS = [PESSOA.bruno, PESSOA.gabriela, PESSOA.henrique, PESSOA.admin];
const nomeDe = (codpessoa: number) => pessoas.find((p) => p.codpessoa === codpessoa)?.nome ?? '';

/** Annual income reports (ano-calendário 2025 and 2024); the PDF is V3 doc 'informe' [codpessoa, ano]. */
const informes: ModuloRegistroSeed[] = FUNCIONARIOS.flatMap((codpessoa) => {
  const mensal = contracheques.find((c) => c.codpessoa === codpessoa && c.competencia === '2026-10');
  const base = mensal?.totalProventos ?? 5000;
  return [2025, 2024].map((ano) => {
    const rendimentos = centavos(base * 13.33 * (ano === 2025 ? 0.95 : 0.9));
    const irrf = centavos(rendimentos * 0.14);
    const previdencia = centavos(rendimentos * 0.05);
    return {
      codregistro: proximo(),
      escopo: { codpessoa },
      titulo: `Informe de rendimentos ${ano}`,
      subtitulo: `Ano-calendário ${ano} · ${nomeDe(codpessoa)}`,
      data: `${ano + 1}-02-27`,
      valor: rendimentos,
      status: 'Disponível',
      statusCor: 'success' as const,
      anexo: {
        doc: 'informe',
        params: [codpessoa, ano],
        filename: `informe-rendimentos-${ano}.pdf`,
        filetype: 'application/pdf',
        tipo: 'informe',
      },
      detalhes: [
        { rotulo: 'Rendimentos tributáveis', valor: reais(rendimentos) },
        { rotulo: 'Contribuição previdenciária oficial', valor: reais(centavos(rendimentos * 0.11)) },
        { rotulo: 'Previdência complementar (Prev Futuro)', valor: reais(previdencia) },
        { rotulo: 'Imposto retido na fonte', valor: reais(irrf) },
        { rotulo: '13º salário (tributação exclusiva)', valor: reais(centavos(base)) },
      ],
    };
  });
});

const contribuicoes: ModuloRegistroSeed[] = FUNCIONARIOS.flatMap((codpessoa, j) => {
  let saldo = 48_200 + j * 21_750;
  return ([5, 6, 7, 8, 9, 10] as const)
    .map((mes) => {
      const c = contracheques.find(
        (x) => x.codpessoa === codpessoa && x.competencia === `2026-${String(mes).padStart(2, '0')}`,
      );
      const participante = c?.descontos.find((d) => d.codigo === '920')?.valor ?? 300;
      const patrocinador = participante; // the employer matches the employee's contribution 1:1
      const rentabilidade = centavos(saldo * 0.0087);
      saldo = centavos(saldo + participante + patrocinador + rentabilidade);
      return {
        codregistro: proximo(),
        escopo: { codpessoa },
        titulo: `Contribuição ${MESES[mes - 1]}/2026`,
        subtitulo: 'Prev Futuro - Plano de Contribuição Definida',
        data: dataDe(2026, mes + 1, 10),
        valor: centavos(participante + patrocinador),
        status: 'Creditada',
        statusCor: 'success' as const,
        detalhes: [
          { rotulo: 'Participante', valor: reais(participante) },
          { rotulo: 'Patrocinador', valor: reais(patrocinador) },
          { rotulo: 'Rentabilidade do mês (0,87%)', valor: reais(rentabilidade) },
          { rotulo: 'Saldo acumulado', valor: reais(saldo) },
        ],
      };
    })
    .reverse();
});

const DIAS_UTEIS = [
  '2026-10-30',
  '2026-10-29',
  '2026-10-28',
  '2026-10-27',
  '2026-10-26',
  '2026-10-23',
  '2026-10-22',
  '2026-10-21',
  '2026-10-20',
  '2026-10-19',
];
const marcacoes: ModuloRegistroSeed[] = FUNCIONARIOS.flatMap((codpessoa, j) =>
  DIAS_UTEIS.map((dia, i) => {
    const atraso = (i * 3 + j * 5) % 9;
    const batidas = [
      `08:0${atraso}`,
      `12:0${(atraso + 2) % 10}`,
      `13:0${(atraso + 4) % 10}`,
      `17:${String(5 + atraso).padStart(2, '0')}`,
    ];
    const incompleto = i === 3 && j !== 1;
    const dow = new Date(`${dia}T12:00:00Z`).getUTCDay();
    return {
      codregistro: proximo(),
      escopo: { codpessoa },
      titulo: `${dataBr(dia)} (${DIAS_SEMANA[dow]})`,
      subtitulo: (incompleto ? batidas.slice(0, 3) : batidas).join(' · '),
      data: dia,
      ...(incompleto
        ? { status: 'Ajuste pendente', statusCor: 'warning' as const }
        : { status: 'Completo', statusCor: 'success' as const }),
      detalhes: [
        { rotulo: 'Entrada', valor: batidas[0] as string },
        { rotulo: 'Saída para almoço', valor: batidas[1] as string },
        { rotulo: 'Retorno do almoço', valor: batidas[2] as string },
        { rotulo: 'Saída', valor: incompleto ? 'Não registrada' : (batidas[3] as string) },
        { rotulo: 'Local', valor: 'Registro pelo aplicativo (geolocalização)' },
      ],
    };
  }),
);

const bancoHoras: ModuloRegistroSeed[] = FUNCIONARIOS.flatMap((codpessoa, j) =>
  ([10, 9, 8, 7] as const).map((mes, i) => {
    const minutos = (((j + 1) * 97 + i * 53) % 600) - 180;
    const sinal = minutos < 0 ? '-' : '+';
    const abs = Math.abs(minutos);
    return {
      codregistro: proximo(),
      escopo: { codpessoa },
      titulo: `Banco de horas ${MESES[mes - 1]}/2026`,
      subtitulo: `Saldo ${sinal}${Math.floor(abs / 60)}h${String(abs % 60).padStart(2, '0')}`,
      data: dataDe(2026, mes + 1, 1),
      ...(minutos >= 0
        ? { status: 'Saldo positivo', statusCor: 'success' as const }
        : { status: 'Saldo negativo', statusCor: 'danger' as const }),
      detalhes: [
        { rotulo: 'Horas previstas', valor: '176h00' },
        {
          rotulo: 'Saldo do mês',
          valor: `${sinal}${Math.floor(abs / 60)}h${String(abs % 60).padStart(2, '0')}`,
        },
        { rotulo: 'Compensação até', valor: dataBr(dataDe(2027, 4, 30)) },
      ],
    };
  }),
);

/** Price-table instalment (French amortisation). */
/** The fixed instalment of a loan (Price table). */
function parcela(valor: number, taxa: number, n: number): number {
  return centavos((valor * taxa) / (1 - (1 + taxa) ** -n));
}

/** What is still owed: the present value of the instalments left, at the loan's rate. */
function saldoDevedor(p: number, taxa: number, restantes: number): number {
  return centavos((p * (1 - (1 + taxa) ** -restantes)) / taxa);
}

const contratos: ModuloRegistroSeed[] = FUNCIONARIOS.map((codpessoa, j) => {
  const valor = [12_000, 8_500, 20_000, 35_000][j] ?? 10_000;
  const n = [24, 12, 48, 36][j] ?? 24;
  const taxa = 0.0179;
  const pagas = [9, 11, 17, 4][j] ?? 0;
  const p = parcela(valor, taxa, n);
  return {
    codregistro: proximo(),
    escopo: { codpessoa },
    titulo: `Consignado nº ${2025_0000 + j * 317}`,
    subtitulo: `${n}x de ${reais(p)} · ${pagas}/${n} pagas`,
    data: dataDe(2026, 11 - pagas, 5), // first instalment: `pagas` months before November 2026
    valor,
    ...(pagas === n - 1
      ? { status: 'Última parcela', statusCor: 'warning' as const }
      : { status: 'Ativo', statusCor: 'success' as const }),
    detalhes: [
      { rotulo: 'Valor contratado', valor: reais(valor) },
      { rotulo: 'Taxa de juros', valor: '1,79% ao mês (CET 24,21% ao ano)' },
      { rotulo: 'Parcela', valor: reais(p) },
      { rotulo: 'Parcelas pagas', valor: `${pagas} de ${n}` },
      { rotulo: 'Saldo devedor', valor: reais(saldoDevedor(p, taxa, n - pagas)) },
      { rotulo: 'Instituição', valor: 'Sicoob Cocred' },
    ],
  };
});

const simulacoes: ModuloRegistroSeed[] = ([12, 24, 36, 48, 60] as const).map((n) => {
  const p = parcela(10_000, 0.0179, n);
  return {
    codregistro: proximo(),
    escopo: {},
    titulo: `${n} parcelas de ${reais(p)}`,
    subtitulo: 'Simulação para R$ 10.000,00 a 1,79% ao mês',
    valor: centavos(p * n),
    status: n <= 36 ? 'Disponível' : 'Sujeito à margem',
    statusCor: n <= 36 ? ('success' as const) : ('warning' as const),
    detalhes: [
      { rotulo: 'Valor solicitado', valor: reais(10_000) },
      { rotulo: 'Prazo', valor: `${n} meses` },
      { rotulo: 'Parcela', valor: reais(p) },
      { rotulo: 'Total a pagar', valor: reais(centavos(p * n)) },
      { rotulo: 'Margem consignável', valor: '35% do salário líquido' },
    ],
  };
});

const lancEventos: ModuloRegistroSeed[] = (
  [
    [EMPRESA.exatus, 'Henrique Batista Alves', 'Horas extras 50%', '8h', 'Aprovado'],
    [EMPRESA.exatus, 'Gabriela Martins Costa', 'Falta justificada (atestado)', '1 dia', 'Aprovado'],
    [EMPRESA.exatus, 'Carlos Eduardo Neves', 'Adicional noturno', '12h', 'Aguardando aprovação'],
    [EMPRESA.exatus, 'Patrícia Gomes Lima', 'Reembolso de quilometragem', '214 km', 'Rejeitado'],
    [EMPRESA.colegioHorizonte, 'Bruno Henrique Lima', 'Aulas extras (reposição)', '6 aulas', 'Aprovado'],
    [
      EMPRESA.colegioHorizonte,
      'Juliana Reis',
      'Substituição de professor',
      '4 aulas',
      'Aguardando aprovação',
    ],
  ] as const
).map(([codempresa, colaborador, evento, quantidade, status], i) => ({
  codregistro: proximo(),
  escopo: { codempresa },
  titulo: `${evento} - ${colaborador}`,
  subtitulo: `Quantidade: ${quantidade} · Competência 10/2026`,
  data: dataDe(2026, 10, 20 + i),
  status,
  statusCor:
    status === 'Aprovado'
      ? ('success' as const)
      : status === 'Rejeitado'
        ? ('danger' as const)
        : ('warning' as const),
  detalhes: [
    { rotulo: 'Colaborador', valor: colaborador },
    { rotulo: 'Evento', valor: evento },
    { rotulo: 'Quantidade', valor: quantidade },
    { rotulo: 'Competência', valor: '10/2026' },
  ],
}));

const cafim = { codempresa: EMPRESA.cafim };
const cafimMensalidades: CobrancaSeed[] = ([11, 10, 9, 8] as const).map((mes) => {
  const situacao: SituacaoBoleto = mes === 11 ? 'aberto' : 'pago';
  return cobrancaSeed({
    modulo: 'cafim',
    lista: 'mensalidades',
    codcobranca: proximo(),
    escopo: cafim,
    titulo: `Mensalidade CAFIM ${MESES[mes - 1]}/2026`,
    subtitulo: 'Associado titular · 1,5% do salário-base',
    vencimento: dataDe(2026, mes, 20),
    valor: 217.5,
    situacao,
    banco: '756',
    beneficiario: 'CAFIM - Caixa de Assistência dos Funcionários Municipais',
    chavePix: '14826357000138',
    cidade: 'Campinas',
    nossoNumero: `801${mes}`,
    ...(situacao === 'pago' ? { pagoEm: dataDe(2026, mes, 18) } : {}),
  });
});

const cafimBeneficios: ModuloRegistroSeed[] = (
  [
    ['Reembolso de óculos', '2026-10-14', 350.0, 'Aprovado'],
    ['Auxílio-natalidade', '2026-08-02', 600.0, 'Pago'],
    ['Reembolso de óculos', '2026-10-30', 280.0, 'Em análise'],
  ] as const
).map(([titulo, data, valor, status]) => ({
  codregistro: proximo(),
  escopo: cafim,
  titulo,
  subtitulo: `Solicitado em ${dataBr(data)}`,
  data,
  valor,
  status,
  statusCor: status === 'Em análise' ? ('warning' as const) : ('success' as const),
  documento: 'regulamento-cafim',
  detalhes: [
    { rotulo: 'Benefício', valor: titulo },
    { rotulo: 'Valor', valor: reais(valor) },
    { rotulo: 'Situação', valor: status },
  ],
}));

const dependentes: ModuloRegistroSeed[] = (
  [
    [PESSOA.daniel, 'Juliana Alves Rocha', 'Cônjuge', '03/02/1992'],
    [PESSOA.daniel, 'Pedro Alves Rocha', 'Filho', '18/06/2019'],
    [PESSOA.ana, 'Lucas Souza Almeida', 'Filho', '14/03/2015'],
    [PESSOA.ana, 'Mariana Souza Almeida', 'Filha', '22/07/2012'],
    [PESSOA.admin, 'Tiago Ribeiro Demo', 'Filho', '05/09/2010'],
    [PESSOA.henrique, 'Sílvia Alves', 'Cônjuge', '11/04/1975'],
    [PESSOA.henrique, 'Rafael Alves', 'Filho', '02/10/2008'],
  ] as const
).map(([codpessoa, nome, parentesco, nascimento]) => ({
  codregistro: proximo(),
  escopo: { codpessoa },
  titulo: nome,
  subtitulo: parentesco,
  status: 'Ativo',
  statusCor: 'success' as const,
  detalhes: [
    { rotulo: 'Parentesco', valor: parentesco },
    { rotulo: 'Data de nascimento', valor: nascimento },
    { rotulo: 'Dependente para IR', valor: parentesco === 'Cônjuge' ? 'Não' : 'Sim' },
  ],
}));

export const listasPessoal: readonly ModuloListaSeed[] = [
  { modulo: 'pprivada', lista: 'informe-rendimentos', titulo: 'Informe de rendimentos', registros: informes },
  {
    modulo: 'pprivada',
    lista: 'extrato-contribuicoes',
    titulo: 'Extrato de contribuições',
    registros: contribuicoes,
  },
  { modulo: 'registro-ponto', lista: 'marcacoes', titulo: 'Registro de ponto', registros: marcacoes },
  { modulo: 'registro-ponto', lista: 'banco-horas', titulo: 'Banco de horas', registros: bancoHoras },
  { modulo: 'emprestimo', lista: 'contratos', titulo: 'Empréstimo consignado', registros: contratos },
  { modulo: 'emprestimo', lista: 'simulacoes', titulo: 'Simular empréstimo', registros: simulacoes },
  { modulo: 'lanceventos', lista: 'lancamentos', titulo: 'Lançamentos de eventos', registros: lancEventos },
  // A list of charges: its header here, its bills in the `cobranca` table (cobrancasPessoal).
  { modulo: 'cafim', lista: 'mensalidades', titulo: 'CAFIM - Mensalidades', registros: [] },
  { modulo: 'cafim', lista: 'beneficios', titulo: 'CAFIM - Benefícios', registros: cafimBeneficios },
  { modulo: 'cadastro', lista: 'dependentes', titulo: 'Dependentes', registros: dependentes },
];

/** CAFIM's charges, in the `cobranca` table's row type. */
export const cobrancasPessoal: readonly CobrancaSeed[] = cafimMensalidades;
