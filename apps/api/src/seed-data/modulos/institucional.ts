import { DIA } from '../fatos.ts';
import { EMPRESA, PESSOA } from '../ids.ts';
import type { CobrancaSeed, ModuloListaSeed, ModuloRegistroSeed } from '../types.ts';
import { dia } from '../util/dia-demo.ts';
import { dataBr, dataDe, reais } from '../util/referencia.ts';
import { cobrancaSeed, contador, MESES, type SituacaoBoleto } from '../util/registro.ts';

/** Institutional lists: recados/enviados, comunicacao/*, eleicao/*, eventos/*, ceasa/*, dashboard/*. */

const proximo = contador(60_000);
const todos = {};

const enviados: ModuloRegistroSeed[] = (
  [
    [PESSOA.bruno, 'Pais do 6º ano A', 'Prova de Matemática remarcada', '2026-10-30', 15, 18],
    [PESSOA.bruno, 'Pais do 9º ano B', 'Lista de exercícios para o simulado', '2026-10-26', 16, 16],
    [PESSOA.bruno, 'Coordenação', 'Solicitação de sala de informática', '2026-10-20', 1, 1],
    [PESSOA.admin, 'Todos os usuários', 'Manutenção programada do portal', '2026-10-29', 412, 530],
    [PESSOA.admin, 'Síndicos', 'Novo módulo de reservas', '2026-10-15', 9, 12],
  ] as const
).map(([codpessoa, destino, titulo, data, lidos, total]) => ({
  codregistro: proximo(),
  escopo: { codpessoa },
  titulo,
  subtitulo: `Para: ${destino}`,
  data,
  status: `Lido por ${lidos} de ${total}`,
  statusCor: lidos === total ? ('success' as const) : ('warning' as const),
  detalhes: [
    { rotulo: 'Destinatários', valor: destino },
    { rotulo: 'Enviado em', valor: dataBr(data) },
    { rotulo: 'Leituras', valor: `${lidos} de ${total}` },
  ],
}));

const circulares: ModuloRegistroSeed[] = (
  [
    [
      'Circular 14/2026 - Novo portal do cliente',
      'Apresentação das novidades do aplicativo',
      '2026-10-28',
      'termos-de-uso',
    ],
    [
      'Circular 12/2026 - Política de privacidade atualizada',
      'Adequação à LGPD',
      '2026-10-05',
      'politica-privacidade',
    ],
    [
      'Circular 13/2026 - Eleição 2026',
      'Edital de convocação publicado',
      '2026-10-27',
      'edital-eleicao-2026',
    ],
    ['Circular 11/2026 - Código de ética', 'Canal de denúncias anônimas', '2026-09-12', 'codigo-etica'],
  ] as const
)
  // Newest first, as a reader of circulars expects; their numbers follow their dates.
  .toSorted(([, , a], [, , b]) => b.localeCompare(a))
  .map(([titulo, subtitulo, data, documento]) => ({
    codregistro: proximo(),
    escopo: todos,
    titulo,
    subtitulo,
    data,
    status: 'Publicada',
    statusCor: 'success' as const,
    documento,
    detalhes: [
      { rotulo: 'Publicada em', valor: dataBr(data) },
      { rotulo: 'Emitente', valor: 'Diretoria Executiva' },
    ],
  }));

const pesquisas: ModuloRegistroSeed[] = (
  [
    // Deadlines counted from the base and moved by days: two surveys open for weeks after the seed, one closed.
    // Their status is computed from the deadline (core's situacaoDoRegistro), here and by the API every day.
    ['Satisfação com o portal 2026', 'Leva 3 minutos', 29, '318'],
    ['Avaliação do atendimento', 'Nota de 0 a 10 e comentário', 14, '212'],
    ['Horário de funcionamento', 'Qual horário é melhor para você?', -32, '1.204'],
  ] as const
).map(([titulo, subtitulo, prazo, respostas]) => ({
  codregistro: proximo(),
  escopo: todos,
  titulo,
  subtitulo,
  data: dia(prazo, 'iso'),
  situacao: 'pesquisa' as const,
  detalhes: [
    { rotulo: 'Prazo', valor: dia(prazo, 'br') },
    { rotulo: 'Respostas', valor: respostas },
  ],
}));

const votacoes: ModuloRegistroSeed[] = [
  {
    codregistro: proximo(),
    escopo: todos,
    titulo: 'Eleição da Diretoria Executiva 2027–2028',
    subtitulo: 'Votação de 01/12/2026 a 03/12/2026',
    data: '2026-12-01',
    status: 'Inscrição de chapas',
    statusCor: 'warning',
    documento: 'edital-eleicao-2026',
    detalhes: [
      { rotulo: 'Inscrição de chapas', valor: '03/11/2026 a 13/11/2026' },
      { rotulo: 'Votação', valor: '01/12/2026 8h a 03/12/2026 18h' },
      { rotulo: 'Apuração', valor: '04/12/2026' },
    ],
  },
  {
    codregistro: proximo(),
    escopo: todos,
    titulo: 'Aprovação das contas de 2025',
    subtitulo: 'Assembleia Geral Ordinária',
    data: '2026-03-14',
    status: 'Encerrada - aprovada',
    statusCor: 'medium',
    detalhes: [
      { rotulo: 'Votos favoráveis', valor: '287 (91,4%)' },
      { rotulo: 'Votos contrários', valor: '12 (3,8%)' },
      { rotulo: 'Abstenções', valor: '15 (4,8%)' },
    ],
  },
  {
    codregistro: proximo(),
    escopo: todos,
    titulo: 'Reforma do estatuto social',
    subtitulo: 'Assembleia Geral Extraordinária',
    data: '2026-03-14',
    status: 'Encerrada - aprovada',
    statusCor: 'medium',
    documento: 'estatuto-social',
    detalhes: [
      { rotulo: 'Votos favoráveis', valor: '251 (80,0%)' },
      { rotulo: 'Votos contrários', valor: '41 (13,1%)' },
      { rotulo: 'Abstenções', valor: '22 (7,0%)' },
    ],
  },
];

const candidatos: ModuloRegistroSeed[] = (
  [
    ['Chapa 1 - Transparência e Gestão', 'Presidente: Marina Lopes Cardoso', 'Deferida'],
    ['Chapa 2 - Renovação', 'Presidente: Sérgio Augusto Vilela', 'Deferida'],
    ['Chapa 3 - União', 'Presidente: Cláudio Ferraz', 'Em análise'],
  ] as const
).map(([titulo, subtitulo, status]) => ({
  codregistro: proximo(),
  escopo: todos,
  titulo,
  subtitulo,
  data: '2026-11-13',
  status,
  statusCor: status === 'Deferida' ? ('success' as const) : ('warning' as const),
  detalhes: [
    { rotulo: 'Cabeça de chapa', valor: subtitulo.replace('Presidente: ', '') },
    { rotulo: 'Situação da inscrição', valor: status },
  ],
}));

const ingressos: ModuloRegistroSeed[] = (
  [
    // The events' own days (eventos.ts, fatos.ts), moved with them: tickets still to use.
    [PESSOA.admin, 'Treinamento de Primeiros Socorros', DIA.primeirosSocorros, 0, 'PS-2026-0041'],
    [PESSOA.ana, 'Feira de Ciências 2026', DIA.feiraCiencias, 0, 'FC-2026-0156'],
    // A past congress, dated like the certificate it gave.
    [PESSOA.admin, 'Congresso de Gestão 2026', '2026-08-20', 240, 'CG-2026-0918'],
  ] as const
).map(([codpessoa, titulo, quando, valor, codigo]) => ({
  codregistro: proximo(),
  escopo: { codpessoa },
  titulo,
  subtitulo: `Ingresso ${codigo}`,
  data: typeof quando === 'number' ? dia(quando, 'iso') : quando,
  valor,
  situacao: 'ingresso' as const,
  detalhes: [
    { rotulo: 'Código', valor: codigo },
    { rotulo: 'Data', valor: typeof quando === 'number' ? dia(quando, 'br') : dataBr(quando) },
    { rotulo: 'Valor', valor: valor ? reais(valor) : 'Gratuito' },
  ],
}));

const certificados: ModuloRegistroSeed[] = (
  [
    [PESSOA.admin, 'Congresso de Gestão 2026', '2026-08-20', 16],
    [PESSOA.admin, 'Workshop de LGPD', '2026-05-12', 4],
    [PESSOA.elisa, 'Jornada de Cardiologia 2026', '2026-06-05', 12],
    [PESSOA.gabriela, 'Atualização em eSocial e EFD-Reinf', '2026-04-18', 8],
  ] as const
).map(([codpessoa, titulo, data, horas]) => ({
  codregistro: proximo(),
  escopo: { codpessoa },
  titulo,
  subtitulo: `${horas} horas`,
  data,
  status: 'Emitido',
  statusCor: 'success' as const,
  detalhes: [
    { rotulo: 'Carga horária', valor: `${horas} horas` },
    { rotulo: 'Data de conclusão', valor: dataBr(data) },
    { rotulo: 'Código de verificação', valor: `CERT-${data.replace(/-/g, '')}-${codpessoa}` },
  ],
}));

const cotacoes: ModuloRegistroSeed[] = (
  [
    ['Tomate longa vida', 'Caixa 20 kg', 98.0, 12.1],
    ['Batata lavada especial', 'Saco 25 kg', 112.5, -4.3],
    ['Cebola nacional', 'Saco 20 kg', 64.0, 0.0],
    ['Alface crespa', 'Engradado 24 un.', 38.0, 8.5],
    ['Banana nanica', 'Caixa 20 kg', 52.0, -2.1],
    ['Laranja pera', 'Caixa 27 kg', 71.0, 3.4],
    ['Cenoura extra', 'Caixa 20 kg', 58.5, -9.8],
    ['Pimentão verde', 'Caixa 10 kg', 46.0, 0.6],
    ['Abobrinha italiana', 'Caixa 20 kg', 54.0, 5.2],
    ['Chuchu', 'Caixa 20 kg', 31.0, -6.4],
    ['Repolho verde', 'Saco 25 kg', 42.0, 0.0],
    ['Mandioca', 'Caixa 25 kg', 47.5, 1.8],
    ['Mamão formosa', 'Caixa 15 kg', 63.0, -3.7],
    ['Maçã gala', 'Caixa 18 kg', 148.0, 2.2],
    ['Limão tahiti', 'Saco 20 kg', 59.0, 14.6],
    ['Abacaxi pérola', 'Dúzia', 66.0, 0.9],
    ['Melancia', 'Kg', 1.9, -1.5],
    ['Ovos brancos', 'Caixa 30 dúzias', 182.0, 4.1],
  ] as const
).map(([produto, embalagem, valor, variacao]) => ({
  codregistro: proximo(),
  escopo: todos,
  titulo: produto,
  subtitulo: `${embalagem} · variação semanal ${variacao > 0 ? '+' : ''}${String(variacao).replace('.', ',')}%`,
  data: '2026-10-30',
  valor,
  ...(variacao > 1
    ? { status: 'Alta', statusCor: 'danger' as const }
    : variacao < -1
      ? { status: 'Baixa', statusCor: 'success' as const }
      : { status: 'Estável', statusCor: 'medium' as const }),
  detalhes: [
    { rotulo: 'Embalagem', valor: embalagem },
    { rotulo: 'Preço mais comum', valor: reais(valor) },
    { rotulo: 'Mínimo', valor: reais(Math.round(valor * 0.88 * 100) / 100) },
    { rotulo: 'Máximo', valor: reais(Math.round(valor * 1.1 * 100) / 100) },
    { rotulo: 'Fonte', valor: 'Boletim de preços Ceasa Campinas - 30/10/2026' },
  ],
}));

const boxes: CobrancaSeed[] = ([11, 10, 9, 8] as const).map((mes) => {
  const situacao: SituacaoBoleto = mes === 11 ? 'aberto' : 'pago';
  return cobrancaSeed({
    modulo: 'ceasa',
    lista: 'boxes',
    codcobranca: proximo(),
    escopo: { codempresa: EMPRESA.hortifruti },
    titulo: `Taxa de ocupação ${MESES[mes - 1]}/2026`,
    subtitulo: 'Box 37 - Pavilhão MLP · 48 m²',
    vencimento: dataDe(2026, mes, 10),
    valor: 1_286.4,
    situacao,
    banco: '104',
    beneficiario: 'Ceasa Campinas',
    chavePix: '44602773000198',
    cidade: 'Campinas',
    nossoNumero: `3701${mes}`,
    ...(situacao === 'pago' ? { pagoEm: dataDe(2026, mes, 9) } : {}),
    // The permit holder is the payer and the area is in the subtitle: the amount's composition is what remains.
    itens: [
      { descricao: 'Ocupação do box', valor: 1_072.0 },
      { descricao: 'Rateio de despesas comuns', valor: 214.4 },
    ],
  });
});

const indicadores: ModuloRegistroSeed[] = (
  [
    ['Receita do mês', 'Outubro/2026 · todas as empresas', 1_284_310.55, '+6,2% sobre setembro', 'success'],
    ['Inadimplência', '4,2% dos boletos vencidos', 53_940.2, '-0,8 p.p. no mês', 'success'],
    ['Boletos emitidos', '1.146 boletos em outubro', 871_402.1, '+3,1% sobre setembro', 'success'],
    ['Sinistralidade do plano', '78,4% (meta: 75%)', 612_877.0, 'Acima da meta', 'danger'],
    ['Alunos matriculados', '842 alunos · 2026', undefined, 'Rematrícula 2027: 37%', 'warning'],
    ['Acessos ao portal', '1.284 na última semana', undefined, '+12% na semana', 'success'],
  ] as const
).map(([titulo, subtitulo, valor, status, statusCor]) => ({
  codregistro: proximo(),
  escopo: todos,
  titulo,
  subtitulo,
  data: '2026-10-31',
  ...(valor !== undefined ? { valor } : {}),
  status,
  statusCor,
  detalhes: [
    { rotulo: 'Indicador', valor: titulo },
    { rotulo: 'Resumo', valor: subtitulo },
    { rotulo: 'Tendência', valor: status },
  ],
}));

export const listasInstitucional: readonly ModuloListaSeed[] = [
  { modulo: 'recados', lista: 'enviados', titulo: 'Recados enviados', registros: enviados },
  { modulo: 'comunicacao', lista: 'circulares', titulo: 'Circulares', registros: circulares },
  { modulo: 'comunicacao', lista: 'pesquisas', titulo: 'Pesquisas de satisfação', registros: pesquisas },
  { modulo: 'eleicao', lista: 'votacoes', titulo: 'Votações', registros: votacoes },
  { modulo: 'eleicao', lista: 'candidatos', titulo: 'Candidatos', registros: candidatos },
  { modulo: 'eventos', lista: 'ingressos', titulo: 'Meus ingressos', registros: ingressos },
  { modulo: 'eventos', lista: 'certificados', titulo: 'Certificados', registros: certificados },
  { modulo: 'ceasa', lista: 'cotacoes', titulo: 'Cotações Ceasa', registros: cotacoes },
  // A list of charges: its header here, its bills in the `cobranca` table (cobrancasInstitucional).
  { modulo: 'ceasa', lista: 'boxes', titulo: 'Taxas do box', registros: [] },
  { modulo: 'dashboard', lista: 'indicadores', titulo: 'Indicadores', registros: indicadores },
];

/** The Ceasa box's charges, in the `cobranca` table's row type. */
export const cobrancasInstitucional: readonly CobrancaSeed[] = boxes;
