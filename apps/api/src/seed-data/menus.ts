import { PESSOA } from './ids.ts';
import type { CodigoCredencial, MenuGrupoSeed, MenuItemSeed, PessoaSeed } from './types.ts';

/**
 * Side-menu groups (SPEC §3 "Menu group and items"). Icons are ionicon names. Some routes lack
 * the leading slash on purpose: the app adds it (SPEC §2 "Menu click behaviour").
 *
 * A route is either a real page (ROTAS_PAGINA, or '/doc/{codigo}' of a documento) or a generic
 * module list '/{modulo}/{lista}' answered by coddao 300 from modulos.ts.
 */

/** Routes served by dedicated pages rather than by the generic module list. */
export const ROTAS_PAGINA: readonly string[] = [
  '/eventos',
  '/treinamento',
  '/cadpessoaf',
  '/notificacoes',
  '/home/recados',
  '/escola/professor/inicio',
  '/escola/professor/ficha',
  '/escola/professor/recado',
  '/escola/calendario',
  '/escola/professor/chamada',
  '/escola/frequencia',
  '/escola/secretaria/justificativas',
  '/escola/secretaria/frequencia',
  '/pprivada/contracheque',
  '/planosaude/beneficiario/guia-medico',
  '/cadastro/documentos/docsite',
  '/conta/dados',
  '/condominio/reservas',
  '/condominio/reservas/minhas',
  '/condominio/reservas/aprovacoes',
  '/condominio/visitantes',
  '/condominio/encomendas',
  '/condominio/portaria',
  '/condominio/portaria/encomendas',
  '/condominio/assembleias',
  '/condominio/comunicados',
  '/condominio/pesquisas',
  '/condominio/ocorrencias',
  '/condominio/sindico/ocorrencias',
];

const item = (titulo: string, icone: string, rota: string): MenuItemSeed => ({ titulo, icone, rota });

// Items reused by several groups, named once so their routes never drift apart.
const I = {
  boletim: item('Boletim', 'ribbon-outline', '/escola/boletim'),
  frequencia: item('Frequência', 'checkbox-outline', 'escola/frequencia'),
  calendario: item('Calendário escolar', 'calendar-outline', '/escola/calendario'),
  mensalidades: item('Mensalidades', 'barcode-outline', '/escola/mensalidades'),
  matriculas: item('Matrículas', 'person-add-outline', '/escola/matriculas'),
  inicioProfessor: item('Início do professor', 'home-outline', '/escola/professor/inicio'),
  ficha: item('Ficha do professor', 'clipboard-outline', '/escola/professor/ficha'),
  chamada: item('Chamada', 'checkmark-done-outline', '/escola/professor/chamada'),
  justificativas: item(
    'Justificativas de faltas',
    'document-attach-outline',
    '/escola/secretaria/justificativas',
  ),
  riscoFrequencia: item('Risco de frequência', 'warning-outline', '/escola/secretaria/frequencia'),
  escreverRecado: item('Escrever recado', 'create-outline', '/escola/professor/recado'),
  cantinaSaldo: item('Saldo da cantina', 'wallet-outline', '/cantina/saldo'),
  cantinaCardapio: item('Cardápio da semana', 'fast-food-outline', 'cantina/cardapio'),
  regimento: item('Regimento escolar', 'book-outline', '/doc/regimento-escolar'),
  recadosEnviados: item('Recados enviados', 'mail-outline', '/recados/enviados'),
  condBoletos: item('Boletos do condomínio', 'barcode-outline', '/condominio/boletos'),
  condReservas: item('Reservas de áreas comuns', 'calendar-number-outline', '/condominio/reservas'),
  condMinhasReservas: item('Minhas reservas', 'list-outline', '/condominio/reservas/minhas'),
  condAprovacoes: item('Aprovação de reservas', 'checkbox-outline', '/condominio/reservas/aprovacoes'),
  condComunicados: item('Comunicados', 'megaphone-outline', 'condominio/comunicados'),
  condAssembleias: item('Assembleias', 'people-outline', '/condominio/assembleias'),
  condPesquisas: item('Pesquisas', 'stats-chart-outline', '/condominio/pesquisas'),
  condOcorrencias: item('Ocorrências', 'construct-outline', '/condominio/ocorrencias'),
  condOcorrenciasSindico: item(
    'Ocorrências dos moradores',
    'clipboard-outline',
    '/condominio/sindico/ocorrencias',
  ),
  condPrestacao: item('Prestação de contas', 'pie-chart-outline', '/condominio/prestacao-contas'),
  condInadimplencia: item('Inadimplência', 'alert-circle-outline', '/condominio/inadimplencia'),
  condVisitantes: item('Visitantes', 'people-circle-outline', '/condominio/visitantes'),
  condEncomendas: item('Encomendas', 'cube-outline', '/condominio/encomendas'),
  portariaPasse: item('Conferir passe', 'qr-code-outline', '/condominio/portaria'),
  portariaEncomendas: item('Encomendas da portaria', 'cube-outline', '/condominio/portaria/encomendas'),
  regulamentoCond: item('Regulamento interno', 'document-text-outline', '/doc/regulamento-interno'),
  carteirinha: item('Carteirinha digital', 'id-card-outline', '/planosaude/carteirinha'),
  guiaMedico: item('Guia médico', 'medkit-outline', '/planosaude/beneficiario/guia-medico'),
  extratoUtilizacao: item('Extrato de utilização', 'list-outline', '/planosaude/extrato-utilizacao'),
  planoBoletos: item('Boletos do plano', 'barcode-outline', 'planosaude/boletos'),
  autorizacoes: item('Autorizações', 'shield-checkmark-outline', '/planosaude/autorizacoes'),
  manualBeneficiario: item('Manual do beneficiário', 'book-outline', '/doc/manual-beneficiario'),
  guias: item('Guias de atendimento', 'document-attach-outline', '/planosaude/guias'),
  demonstrativos: item('Demonstrativos de pagamento', 'cash-outline', '/planosaude/demonstrativos'),
  manualPrestador: item('Manual do prestador', 'book-outline', '/doc/manual-prestador'),
  beneficiarios: item('Beneficiários', 'people-outline', '/planosaude/beneficiarios'),
  contExtratos: item('Extratos bancários', 'document-text-outline', '/contabilidade/extratos'),
  contBalancetes: item('Balancetes', 'stats-chart-outline', '/contabilidade/balancetes'),
  contGuias: item('Guias de impostos', 'receipt-outline', '/contabilidade/guias-impostos'),
  contObrigacoes: item('Obrigações acessórias', 'checkbox-outline', 'contabilidade/obrigacoes'),
  tesExtratos: item('Extratos da tesouraria', 'document-text-outline', '/tesouraria/extratos'),
  tesBalancetes: item('Balancetes da tesouraria', 'stats-chart-outline', '/tesouraria/balancetes'),
  fluxoCaixa: item('Fluxo de caixa', 'trending-up-outline', '/tesouraria/fluxo-caixa'),
  conciliacao: item('Conciliação bancária', 'swap-horizontal-outline', 'tesouraria/conciliacao'),
  indicadores: item('Indicadores', 'speedometer-outline', '/dashboard/indicadores'),
  contracheque: item('Contracheque', 'cash-outline', '/pprivada/contracheque'),
  informe: item('Informe de rendimentos', 'document-text-outline', '/pprivada/informe-rendimentos'),
  contribuicoes: item('Extrato de contribuições', 'trending-up-outline', '/pprivada/extrato-contribuicoes'),
  marcacoes: item('Registro de ponto', 'finger-print-outline', '/registro-ponto/marcacoes'),
  bancoHoras: item('Banco de horas', 'time-outline', 'registro-ponto/banco-horas'),
  emprestimos: item('Empréstimo consignado', 'card-outline', '/emprestimo/contratos'),
  simulacoes: item('Simular empréstimo', 'calculator-outline', '/emprestimo/simulacoes'),
  lancEventos: item('Lançamentos de eventos', 'create-outline', '/lanceventos/lancamentos'),
  cafimMensalidades: item('CAFIM - Mensalidades', 'heart-outline', '/cafim/mensalidades'),
  cafimBeneficios: item('CAFIM - Benefícios', 'gift-outline', '/cafim/beneficios'),
  finLancamentos: item('Lançamentos financeiros', 'swap-vertical-outline', '/financeiro/lancamentos'),
  finContasPagar: item('Contas a pagar', 'wallet-outline', 'financeiro/contas-pagar'),
  cobTitulos: item('Títulos em cobrança', 'barcode-outline', '/cobranca/titulos'),
  cobAcordos: item('Acordos', 'document-text-outline', '/cobranca/acordos'),
  ceasaCotacoes: item('Cotações Ceasa', 'leaf-outline', '/ceasa/cotacoes'),
  ceasaBoxes: item('Taxas do box', 'storefront-outline', '/ceasa/boxes'),
  circulares: item('Circulares', 'newspaper-outline', '/comunicacao/circulares'),
  pesquisas: item('Pesquisas de satisfação', 'chatbubbles-outline', 'comunicacao/pesquisas'),
  votacoes: item('Votações', 'podium-outline', '/eleicao/votacoes'),
  candidatos: item('Candidatos', 'people-circle-outline', '/eleicao/candidatos'),
  eventos: item('Eventos', 'ticket-outline', '/eventos'),
  ingressos: item('Meus ingressos', 'ticket-outline', '/eventos/ingressos'),
  certificados: item('Certificados', 'ribbon-outline', '/eventos/certificados'),
  treinamento: item('Treinamentos', 'videocam-outline', '/treinamento'),
  docsite: item('Documentos públicos', 'folder-open-outline', '/cadastro/documentos/docsite'),
  dadosCadastrais: item('Meus dados', 'person-circle-outline', '/conta/dados'),
  dependentes: item('Dependentes', 'people-outline', '/cadastro/dependentes'),
  cadpessoaf: item('Cadastro de pessoa física', 'person-add-outline', 'cadpessoaf'),
};

const grupo = (titulo: string, icone: string, menus: MenuItemSeed[]): MenuGrupoSeed => ({
  titulo,
  icone,
  menus,
});

/** Groups granted by each credential code of SPEC §6 (codes' meanings are the demo's own). */
export const MENUS_POR_CREDENCIAL: Readonly<Record<CodigoCredencial, readonly MenuGrupoSeed[]>> = {
  // 2: parent or guardian of students
  '2': [
    grupo('Escola', 'school-outline', [I.boletim, I.frequencia, I.calendario, I.mensalidades, I.regimento]),
    grupo('Cantina', 'restaurant-outline', [I.cantinaSaldo, I.cantinaCardapio]),
  ],
  // 4: teacher — his day first (issue 31)
  '4': [
    grupo('Professor', 'easel-outline', [
      I.inicioProfessor,
      I.chamada,
      I.ficha,
      I.escreverRecado,
      I.calendario,
      I.recadosEnviados,
      I.regimento,
    ]),
  ],
  // S: school office
  S: [
    grupo('Secretaria escolar', 'file-tray-full-outline', [
      I.justificativas,
      I.riscoFrequencia,
      I.matriculas,
      I.calendario,
      I.escreverRecado,
      I.mensalidades,
    ]),
  ],
  // D: school direction
  D: [grupo('Direção', 'briefcase-outline', [I.indicadores, I.matriculas, I.circulares])],
  // A: student
  A: [grupo('Aluno', 'school-outline', [I.boletim, I.frequencia, I.calendario, I.cantinaSaldo])],
  // 6: resident
  '6': [
    grupo('Condomínio', 'business-outline', [
      I.condBoletos,
      I.condReservas,
      I.condMinhasReservas,
      I.condVisitantes,
      I.condEncomendas,
      I.condComunicados,
      I.condAssembleias,
      I.condPesquisas,
      I.condOcorrencias,
      I.regulamentoCond,
    ]),
  ],
  // 7: building manager (síndico)
  '7': [
    grupo('Síndico', 'key-outline', [
      I.condAprovacoes,
      I.condPrestacao,
      I.condInadimplencia,
      I.condComunicados,
      I.condAssembleias,
      I.condPesquisas,
      I.condOcorrenciasSindico,
    ]),
  ],
  // I: health-plan beneficiary
  I: [
    grupo('Plano de saúde', 'medkit-outline', [
      I.carteirinha,
      I.guiaMedico,
      I.extratoUtilizacao,
      I.planoBoletos,
      I.autorizacoes,
      I.manualBeneficiario,
    ]),
  ],
  // J: medical provider; K: other provider (laboratory)
  J: [grupo('Prestador', 'pulse-outline', [I.guias, I.demonstrativos, I.guiaMedico, I.manualPrestador])],
  K: [grupo('Prestador', 'flask-outline', [I.guias, I.demonstrativos, I.guiaMedico, I.manualPrestador])],
  // L: health-plan manager
  L: [grupo('Gestão do plano', 'analytics-outline', [I.beneficiarios, I.indicadores, I.guiaMedico])],
  // 3: accountant; 9: accounting client; C: controller (accounting and treasury)
  '3': [
    grupo('Contabilidade', 'calculator-outline', [
      I.contExtratos,
      I.contBalancetes,
      I.contGuias,
      I.contObrigacoes,
    ]),
  ],
  '9': [grupo('Contabilidade', 'calculator-outline', [I.contBalancetes, I.contGuias])],
  C: [grupo('Controladoria', 'bar-chart-outline', [I.contBalancetes, I.fluxoCaixa, I.indicadores])],
  // X: treasurer
  X: [grupo('Tesouraria', 'wallet-outline', [I.tesExtratos, I.tesBalancetes, I.fluxoCaixa, I.conciliacao])],
};

/**
 * Everyone logged in gets this group (sections open to any user). Início, Notificações (with its counter) and Minha
 * conta are the shell's own items, shown to everyone: no group lists them again (issue 29).
 */
export const MENU_GERAL: MenuGrupoSeed = grupo('Geral', 'apps-outline', [
  I.eventos,
  I.treinamento,
  I.docsite,
  I.dadosCadastrais,
  I.cadpessoaf,
]);

const GRUPO_RH = grupo('Recursos humanos', 'people-outline', [
  I.contracheque,
  I.informe,
  I.contribuicoes,
  I.marcacoes,
  I.bancoHoras,
  I.emprestimos,
  I.lancEventos,
]);

/** Open-section groups some accounts have besides their credentials (employees, merchants). */
/**
 * People whose menus are not their credentials' (issues 31 and 32): the gate holds the building's credential 7 but
 * does none of the síndico's work, so his menu is the gate's alone.
 */
export const MENUS_PROPRIOS_POR_PESSOA: Readonly<Record<number, readonly MenuGrupoSeed[]>> = {
  [PESSOA.sebastiao]: [
    grupo('Portaria', 'shield-checkmark-outline', [I.portariaPasse, I.portariaEncomendas, I.condComunicados]),
  ],
  // The school office's lists are the whole school's, not one family's: the secretaria's own pages (issue 31)
  // replace the per-student lists credential S opens for the administrator.
  [PESSOA.silvia]: [
    grupo('Secretaria escolar', 'file-tray-full-outline', [
      I.justificativas,
      I.riscoFrequencia,
      I.calendario,
      I.circulares,
    ]),
  ],
};

export const MENUS_EXTRAS_POR_PESSOA: Readonly<Record<number, readonly MenuGrupoSeed[]>> = {
  [PESSOA.bruno]: [GRUPO_RH],
  [PESSOA.gabriela]: [GRUPO_RH],
  [PESSOA.henrique]: [GRUPO_RH],
  [PESSOA.igor]: [
    grupo('Ceasa', 'leaf-outline', [I.ceasaCotacoes, I.ceasaBoxes]),
    grupo('Financeiro', 'cash-outline', [I.finLancamentos, I.finContasPagar, I.cobTitulos]),
  ],
  [PESSOA.carla]: [grupo('Comunicação', 'chatbubbles-outline', [I.circulares, I.pesquisas])],
  [PESSOA.daniel]: [grupo('Cadastro', 'id-card-outline', [I.dependentes])],
};

/**
 * The administrator's composite menu (DESIGN.md): six groups; 'Institucional' has twelve items
 * and positions 6–9 (zero-based) are '/doc/' routes titled with a number prefix, so the header
 * title rule of SPEC §2 applies to them; position 10 is a numbered '/doc/' route outside 6–9 and
 * 'Condomínio' holds one at position 4, where the header title must be cleared.
 */
export const MENU_ADMINISTRADOR: readonly MenuGrupoSeed[] = [
  grupo('Escola', 'school-outline', [
    I.boletim,
    I.frequencia,
    I.calendario,
    I.mensalidades,
    I.matriculas,
    I.cantinaSaldo,
    I.cantinaCardapio,
  ]),
  grupo('Saúde', 'medkit-outline', [
    I.carteirinha,
    I.guiaMedico,
    I.extratoUtilizacao,
    I.planoBoletos,
    I.autorizacoes,
    I.guias,
    I.demonstrativos,
    I.beneficiarios,
  ]),
  grupo('Condomínio', 'business-outline', [
    I.condBoletos,
    I.condReservas,
    I.condComunicados,
    I.condAssembleias,
    item('1. Regulamento interno', 'document-text-outline', '/doc/regulamento-interno'),
    I.condPrestacao,
    I.condInadimplencia,
  ]),
  grupo('Financeiro e contabilidade', 'calculator-outline', [
    I.contExtratos,
    I.contBalancetes,
    I.contGuias,
    I.contObrigacoes,
    I.tesExtratos,
    I.tesBalancetes,
    I.fluxoCaixa,
    I.conciliacao,
    I.finLancamentos,
    I.finContasPagar,
    I.cobTitulos,
    I.cobAcordos,
  ]),
  grupo('Recursos humanos', 'people-outline', [
    I.contracheque,
    I.informe,
    I.contribuicoes,
    I.marcacoes,
    I.bancoHoras,
    I.emprestimos,
    I.simulacoes,
    I.lancEventos,
    I.cafimMensalidades,
    I.cafimBeneficios,
  ]),
  grupo('Institucional', 'library-outline', [
    I.circulares,
    I.pesquisas,
    I.recadosEnviados,
    I.votacoes,
    I.candidatos,
    I.eventos,
    item('1. Estatuto Social', 'document-text-outline', '/doc/estatuto-social'),
    item('2. Regimento Escolar', 'document-text-outline', '/doc/regimento-escolar'),
    item('3. Regulamento', 'document-text-outline', '/doc/regulamento-interno'),
    item('4. Política de Privacidade', 'lock-closed-outline', 'doc/politica-privacidade'),
    item('5. Manual do Beneficiário', 'book-outline', '/doc/manual-beneficiario'),
  ]),
  grupo('Outros serviços', 'grid-outline', [
    I.ceasaCotacoes,
    I.ceasaBoxes,
    I.indicadores,
    I.ingressos,
    I.certificados,
    I.treinamento,
    I.docsite,
    I.dadosCadastrais,
    I.dependentes,
    I.cadpessoaf,
  ]),
];

/** Merges groups of the same title, keeping the first occurrence of each route. */
function mesclar(grupos: readonly MenuGrupoSeed[]): MenuGrupoSeed[] {
  const porTitulo = new Map<string, MenuGrupoSeed>();
  for (const g of grupos) {
    const atual = porTitulo.get(g.titulo);
    if (!atual) {
      porTitulo.set(g.titulo, { ...g, menus: [...g.menus] });
      continue;
    }
    for (const m of g.menus) if (!atual.menus.some((x) => x.rota === m.rota)) atual.menus.push(m);
  }
  return [...porTitulo.values()];
}

/**
 * The menu the login answers for an account: the administrator's composite menu, or the groups
 * of each credential it holds, then its extra groups, then 'Geral'.
 */
export function menusDaPessoa(pessoa: Pick<PessoaSeed, 'codpessoa' | 'credenciais'>): MenuGrupoSeed[] {
  if (pessoa.codpessoa === PESSOA.admin)
    return MENU_ADMINISTRADOR.map((g) => ({ ...g, menus: [...g.menus] }));
  const proprios = MENUS_PROPRIOS_POR_PESSOA[pessoa.codpessoa];
  if (proprios) return mesclar([...proprios, MENU_GERAL]);
  return mesclar([
    ...pessoa.credenciais.flatMap((c) => MENUS_POR_CREDENCIAL[c]),
    ...(MENUS_EXTRAS_POR_PESSOA[pessoa.codpessoa] ?? []),
    MENU_GERAL,
  ]);
}
