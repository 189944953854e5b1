import { CONSULTA_CARDIOLOGIA_DANIEL } from '../fatos.ts';
import { EMPRESA, PESSOA } from '../ids.ts';
import type { CobrancaSeed, Escopo, ModuloListaSeed, ModuloRegistroSeed } from '../types.ts';
import { dataBr, dataDe, reais } from '../util/referencia.ts';
import { cobrancaSeed, contador, MESES, type SituacaoBoleto } from '../util/registro.ts';

/**
 * Health-plan lists (planosaude/*): beneficiary lists are scoped by person (Daniel and the
 * administrator), provider lists by provider company, manager lists by the plan company.
 */

const proximo = contador(30_000);
const VIDA_PLENA = {
  beneficiario: 'Vida Plena Saúde',
  chavePix: '31827364000173',
  cidade: 'São Paulo',
  banco: '033',
};

type Beneficiario = {
  escopo: Escopo;
  titular: string;
  carteira: string;
  nascimento: string;
  dependentes: [string, string, string][];
};
const BENEFICIARIOS: readonly Beneficiario[] = [
  {
    escopo: { codpessoa: PESSOA.daniel },
    titular: 'Daniel Augusto Rocha',
    carteira: '0201 4587 0012 3456 7',
    nascimento: '12/09/1990',
    dependentes: [
      ['Juliana Alves Rocha', '0201 4587 0012 3457 5', '03/02/1992'],
      ['Pedro Alves Rocha', '0201 4587 0012 3458 3', '18/06/2019'],
    ],
  },
  {
    escopo: { codpessoa: PESSOA.admin },
    titular: 'Administrador Demo',
    carteira: '0201 4587 0099 0001 2',
    nascimento: '01/01/1980',
    dependentes: [['Tiago Ribeiro Demo', '0201 4587 0099 0002 0', '05/09/2010']],
  },
];

const carteirinha: ModuloRegistroSeed[] = BENEFICIARIOS.flatMap((b) =>
  [
    [b.titular, b.carteira, b.nascimento, 'Titular'] as const,
    ...b.dependentes.map(([n, c, d]) => [n, c, d, 'Dependente'] as const),
  ].map(([nome, carteira, nascimento, tipo]) => ({
    codregistro: proximo(),
    escopo: b.escopo,
    titulo: nome,
    subtitulo: `Carteira ${carteira}`,
    data: '2027-12-31',
    status: 'Ativa',
    statusCor: 'success' as const,
    detalhes: [
      { rotulo: 'Plano', valor: 'Vida Plena Essencial' },
      { rotulo: 'Tipo', valor: tipo },
      { rotulo: 'Acomodação', valor: 'Enfermaria' },
      { rotulo: 'Abrangência', valor: 'Estadual (SP)' },
      { rotulo: 'Data de nascimento', valor: nascimento },
      { rotulo: 'Validade', valor: '31/12/2027' },
      { rotulo: 'Registro ANS', valor: '418.772' },
      { rotulo: 'Central 24h', valor: '0800 770 1234' },
    ],
  })),
);

const extrato: ModuloRegistroSeed[] = BENEFICIARIOS.flatMap((b) =>
  (
    [
      ['Consulta - Cardiologia', 'Dra. Elisa Fernandes Prado', CONSULTA_CARDIOLOGIA_DANIEL, 38.0],
      ['Hemograma completo', 'Laboratório Análise Certa', dataDe(2026, 10, 18), 6.2],
      ['Consulta - Pediatria', 'Clínica Pequeno Príncipe Kids', dataDe(2026, 10, 9), 38.0],
      ['Ressonância magnética de joelho', 'Centro Médico Vida Plena', dataDe(2026, 9, 28), 120.0],
      ['Sessão de fisioterapia (5x)', 'Clínica Fisio Ativa', dataDe(2026, 9, 14), 75.0],
      ['Consulta - Clínica Geral', 'Centro Médico Vida Plena', dataDe(2026, 8, 30), 38.0],
    ] as const
  ).map(([procedimento, prestador, data, copart]) => ({
    codregistro: proximo(),
    escopo: b.escopo,
    titulo: procedimento,
    subtitulo: prestador,
    data,
    valor: copart,
    status: 'Coparticipação',
    statusCor: 'medium' as const,
    detalhes: [
      { rotulo: 'Beneficiário', valor: b.titular },
      { rotulo: 'Prestador', valor: prestador },
      { rotulo: 'Data do atendimento', valor: dataBr(data) },
      { rotulo: 'Coparticipação', valor: reais(copart) },
      { rotulo: 'Cobrança', valor: 'No boleto do mês seguinte' },
    ],
  })),
);

const boletos: CobrancaSeed[] = BENEFICIARIOS.flatMap((b, i) =>
  ([11, 10, 9, 8, 7, 6] as const).map((mes) => {
    const vidas = 1 + b.dependentes.length;
    // November carries the 6,06% annual adjustment authorised by the ANS.
    const mensalidade = Math.round((i === 0 ? 1217.38 : 1431.06) * (mes >= 11 ? 1.0606 : 1) * 100) / 100;
    const situacao: SituacaoBoleto = mes === 11 ? 'aberto' : 'pago';
    return cobrancaSeed({
      modulo: 'planosaude',
      lista: 'boletos',
      codcobranca: proximo(),
      escopo: b.escopo,
      titulo: `Mensalidade ${MESES[mes - 1]}/2026`,
      subtitulo: `Vida Plena Essencial · ${vidas} vidas`,
      vencimento: dataDe(2026, mes, 15),
      valor: mensalidade,
      situacao,
      ...VIDA_PLENA,
      nossoNumero: `201${i}${mes}`,
      ...(situacao === 'pago' ? { pagoEm: dataDe(2026, mes, 14) } : {}),
    });
  }),
);

const autorizacoes: ModuloRegistroSeed[] = BENEFICIARIOS.flatMap((b) =>
  (
    [
      [
        'Ressonância magnética de joelho direito',
        dataDe(2026, 10, 30),
        'Autorizada',
        'success',
        'AUT-2026-118734',
      ],
      ['Artroscopia de joelho', dataDe(2026, 10, 31), 'Em análise', 'warning', 'AUT-2026-118901'],
      ['Tomografia de seios da face', dataDe(2026, 9, 3), 'Negada', 'danger', 'AUT-2026-104552'],
    ] as const
  ).map(([procedimento, data, status, cor, senha]) => ({
    codregistro: proximo(),
    escopo: b.escopo,
    titulo: procedimento,
    subtitulo: `Solicitação ${senha}`,
    data,
    status,
    statusCor: cor,
    detalhes: [
      { rotulo: 'Beneficiário', valor: b.titular },
      { rotulo: 'Senha', valor: senha },
      { rotulo: 'Solicitante', valor: 'Dr. Rodrigo Peixoto Aguiar (CRM-SP 98.765)' },
      { rotulo: 'Prazo de resposta (ANS)', valor: '21 dias úteis' },
      ...(status === 'Negada'
        ? [
            {
              rotulo: 'Motivo',
              valor: 'Procedimento fora da cobertura contratual (Rol ANS, DUT não atendida)',
            },
          ]
        : []),
    ],
  })),
);

type Prestador = { escopo: Escopo; nome: string; tipo: 'consulta' | 'exame' };
const PRESTADORES: readonly Prestador[] = [
  { escopo: { codempresa: EMPRESA.clinicaElisa }, nome: 'Clínica Dra. Elisa Prado', tipo: 'consulta' },
  { escopo: { codempresa: EMPRESA.laboratorio }, nome: 'Laboratório Análise Certa', tipo: 'exame' },
];
const PACIENTES = [
  'Daniel Augusto Rocha',
  'Marta Regina Siqueira',
  'José Antônio Lemos',
  'Fernanda Costa Brito',
  'Ricardo Tavares Paiva',
  'Lúcia Helena Prates',
];

const guias: ModuloRegistroSeed[] = PRESTADORES.flatMap((p, j) =>
  PACIENTES.map((paciente, i) => {
    // Daniel's visit to Dra. Elisa is the one his statement lists: the same day, read from fatos.ts.
    const data =
      i === 0 && p.tipo === 'consulta' ? CONSULTA_CARDIOLOGIA_DANIEL : dataDe(2026, 10, 12 + i * 3);
    const numero = `${data.slice(0, 7)}${data.slice(8, 10)}-${4400 + i * 37 + j * 500}`;
    const valor = p.tipo === 'consulta' ? 190 : ([48.3, 22.1, 96.75, 31.4, 150.2, 64.9][i] ?? 40);
    const situacao =
      i === 1
        ? { status: 'Glosa parcial', statusCor: 'danger' as const }
        : i === 4
          ? { status: 'Em análise', statusCor: 'warning' as const }
          : { status: 'Aprovada', statusCor: 'success' as const };
    return {
      codregistro: proximo(),
      escopo: p.escopo,
      titulo: `Guia ${numero}`,
      subtitulo: `${paciente} · ${p.tipo === 'consulta' ? 'Consulta em consultório (TUSS 10101012)' : 'Exames laboratoriais SP/SADT'}`,
      data,
      valor,
      ...situacao,
      detalhes: [
        { rotulo: 'Prestador', valor: p.nome },
        { rotulo: 'Beneficiário', valor: paciente },
        { rotulo: 'Tipo de guia', valor: p.tipo === 'consulta' ? 'Consulta' : 'SP/SADT' },
        { rotulo: 'Valor apresentado', valor: reais(valor) },
        ...(i === 1
          ? [{ rotulo: 'Motivo da glosa', valor: '1705 - Procedimento sem autorização prévia' }]
          : []),
      ],
    };
  }),
);

/** Dra. Elisa's claim with a partial disallowance: her notification names this very claim. */
export const GUIA_GLOSADA_ELISA = guias
  .find((g) => g.escopo.codempresa === EMPRESA.clinicaElisa && g.status === 'Glosa parcial')
  ?.titulo.replace('Guia ', '');

const demonstrativos: ModuloRegistroSeed[] = PRESTADORES.flatMap((p, j) =>
  ([10, 9, 8, 7, 6] as const).map((mes, i) => {
    const bruto = Math.round((j === 0 ? 18_430 : 42_870) * (1 + ((i * 7) % 9) / 100) * 100) / 100;
    const glosas = Math.round(bruto * 0.018 * 100) / 100;
    const impostos = Math.round((bruto - glosas) * (j === 0 ? 0.0615 : 0.0465) * 100) / 100;
    const liquido = Math.round((bruto - glosas - impostos) * 100) / 100;
    return {
      codregistro: proximo(),
      escopo: p.escopo,
      titulo: `Demonstrativo de pagamento ${MESES[mes - 1]}/2026`,
      subtitulo: p.nome,
      data: dataDe(2026, mes + 1, 25),
      valor: liquido,
      // Scheduled for the 25th: "Previsto" until then, "Pago" after (core's rule).
      situacao: 'pagamento-previsto' as const,
      detalhes: [
        { rotulo: 'Valor apresentado', valor: reais(bruto) },
        { rotulo: 'Glosas', valor: reais(glosas) },
        { rotulo: 'Retenções (IR, PIS, COFINS, CSLL)', valor: reais(impostos) },
        { rotulo: 'Valor líquido', valor: reais(liquido) },
      ],
    };
  }),
);

const beneficiarios: ModuloRegistroSeed[] = (
  [
    ['Daniel Augusto Rocha', 'Titular', 'Ativo'],
    ['Juliana Alves Rocha', 'Dependente', 'Ativo'],
    ['Pedro Alves Rocha', 'Dependente', 'Ativo'],
    ['Administrador Demo', 'Titular', 'Ativo'],
    ['Tiago Ribeiro Demo', 'Dependente', 'Ativo'],
    ['Marta Regina Siqueira', 'Titular', 'Suspenso'],
    ['José Antônio Lemos', 'Titular', 'Em carência'],
    ['Lúcia Helena Prates', 'Titular', 'Cancelado'],
  ] as const
).map(([nome, tipo, status], i) => ({
  codregistro: proximo(),
  escopo: { codempresa: EMPRESA.vidaPlena },
  titulo: nome,
  subtitulo: `${tipo} · Vida Plena Essencial`,
  data: dataDe(2024 + (i % 3), 1 + ((i * 5) % 12), 1),
  status,
  statusCor:
    status === 'Ativo'
      ? ('success' as const)
      : status === 'Cancelado'
        ? ('medium' as const)
        : status === 'Suspenso'
          ? ('danger' as const)
          : ('warning' as const),
  detalhes: [
    { rotulo: 'Tipo', valor: tipo },
    { rotulo: 'Situação', valor: status },
    ...(status === 'Suspenso'
      ? [{ rotulo: 'Motivo', valor: 'Mensalidades em atraso há mais de 60 dias' }]
      : []),
  ],
}));

export const listasPlanoSaude: readonly ModuloListaSeed[] = [
  { modulo: 'planosaude', lista: 'carteirinha', titulo: 'Carteirinha digital', registros: carteirinha },
  { modulo: 'planosaude', lista: 'extrato-utilizacao', titulo: 'Extrato de utilização', registros: extrato },
  // A list of charges: its header here, its bills in the `cobranca` table (cobrancasPlanoSaude).
  { modulo: 'planosaude', lista: 'boletos', titulo: 'Boletos do plano', registros: [] },
  { modulo: 'planosaude', lista: 'autorizacoes', titulo: 'Autorizações', registros: autorizacoes },
  { modulo: 'planosaude', lista: 'guias', titulo: 'Guias de atendimento', registros: guias },
  {
    modulo: 'planosaude',
    lista: 'demonstrativos',
    titulo: 'Demonstrativos de pagamento',
    registros: demonstrativos,
  },
  { modulo: 'planosaude', lista: 'beneficiarios', titulo: 'Beneficiários', registros: beneficiarios },
];

/** The health plan's charges, in the `cobranca` table's row type. */
export const cobrancasPlanoSaude: readonly CobrancaSeed[] = boletos;
