import {
  businessOutline,
  calculatorOutline,
  calendarOutline,
  cardOutline,
  cashOutline,
  chatbubblesOutline,
  checkboxOutline,
  createOutline,
  gridOutline,
  medkitOutline,
  megaphoneOutline,
  peopleOutline,
  personAddOutline,
  receiptOutline,
  restaurantOutline,
  schoolOutline,
  shieldCheckmarkOutline,
  storefrontOutline,
  timeOutline,
  walletOutline,
} from 'ionicons/icons';

export type InfoModulo = { titulo: string; icone: string; descricao: string };

/**
 * Title, icon (imported SVG data, so the bundle carries only these) and one-line description of each
 * module section of SPEC §2. SPEC names the routes only; the titles are what a Brazilian user expects.
 */
export const CATALOGO_MODULOS = {
  cantina: {
    titulo: 'Cantina',
    icone: restaurantOutline,
    descricao: 'Saldo, recargas e pedidos da cantina.',
  },
  eventos: { titulo: 'Eventos', icone: calendarOutline, descricao: 'Eventos abertos e suas inscrições.' },
  condominio: {
    titulo: 'Condomínio',
    icone: businessOutline,
    descricao: 'Boletos, reservas e avisos do condomínio.',
  },
  planosaude: {
    titulo: 'Plano de saúde',
    icone: medkitOutline,
    descricao: 'Carteirinha, guia médico, extrato de utilização e boletos.',
  },
  escola: {
    titulo: 'Escola',
    icone: schoolOutline,
    descricao: 'Boletim, frequência, calendário e financeiro escolar.',
  },
  cobranca: { titulo: 'Cobrança', icone: receiptOutline, descricao: 'Títulos em aberto, boletos e Pix.' },
  recados: { titulo: 'Recados', icone: chatbubblesOutline, descricao: 'Comunicados e avisos recebidos.' },
  contabilidade: {
    titulo: 'Contabilidade',
    icone: calculatorOutline,
    descricao: 'Guias, balancetes e documentos contábeis.',
  },
  comunicacao: {
    titulo: 'Comunicação',
    icone: megaphoneOutline,
    descricao: 'Circulares, informativos e campanhas.',
  },
  tesouraria: {
    titulo: 'Tesouraria',
    icone: walletOutline,
    descricao: 'Extratos, pagamentos e recebimentos.',
  },
  financeiro: {
    titulo: 'Financeiro',
    icone: cardOutline,
    descricao: 'Faturas, extratos e informe de rendimentos.',
  },
  cafim: { titulo: 'CAFIM', icone: peopleOutline, descricao: 'Atendimento financeiro e solicitações.' },
  pprivada: {
    titulo: 'Previdência privada',
    icone: shieldCheckmarkOutline,
    descricao: 'Contracheques, informe de rendimentos e extrato de contribuições.',
  },
  eleicao: { titulo: 'Eleição', icone: checkboxOutline, descricao: 'Chapas, candidatos e votação.' },
  'registro-ponto': {
    titulo: 'Registro de ponto',
    icone: timeOutline,
    descricao: 'Marcações e espelho de ponto.',
  },
  emprestimo: { titulo: 'Empréstimo', icone: cashOutline, descricao: 'Contratos, parcelas e simulações.' },
  cadastro: {
    titulo: 'Cadastro',
    icone: personAddOutline,
    descricao: 'Cadastro de pessoas, dados de contato e documentos.',
  },
  lanceventos: {
    titulo: 'Lançamento de eventos',
    icone: createOutline,
    descricao: 'Lançamentos de eventos da folha.',
  },
  ceasa: {
    titulo: 'Ceasa',
    icone: storefrontOutline,
    descricao: 'Cotações, boxes e boletos da central de abastecimento.',
  },
  dashboard: { titulo: 'Painel', icone: gridOutline, descricao: 'Indicadores e resumos.' },
} as const satisfies Record<string, InfoModulo>;

export type NomeModulo = keyof typeof CATALOGO_MODULOS;

/** The catalogue entry of a section name, or undefined for anything that is not a module. */
export function infoModulo(modulo: string): InfoModulo | undefined {
  return Object.hasOwn(CATALOGO_MODULOS, modulo) ? CATALOGO_MODULOS[modulo as NomeModulo] : undefined;
}
