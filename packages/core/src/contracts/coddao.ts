import { CREDENCIAIS_POR_SECAO } from '../credenciais/credenciais-por-secao.ts';

/**
 * What the API asks of a caller beyond its token: any one of a fixed list of credential codes, or — for the
 * operations of a module, whose parameter at `secaoNoParametro` names it ('condominio', 'escola'…) — one of the
 * codes of that SPEC §6 section (see credenciais-operacao.ts).
 */
export type CredenciaisOperacao = readonly string[] | { readonly secaoNoParametro: number };

/**
 * The part of an operation's contract that needs no schema: its number, whether a call must carry an
 * Idempotency-Key, and its credentials. operacoes.ts builds each contract from it; it lives apart so the app can
 * read it by number without loading zod and every schema into its first screen (~34 KB gzip).
 */
export interface FichaOperacao {
  readonly coddao: number;
  readonly idempotente?: true;
  readonly credenciais?: CredenciaisOperacao;
}

/** SPEC §6 leaves codes' meanings open; DESIGN.md gives the teacher code 4. */
const PROFESSOR = ['4'];
/** A recado to a class: its teacher (4) or the school office (S, DESIGN's secretaria), which may write to all. */
const PROFESSOR_OU_SECRETARIA = ['4', 'S'];
/** SPEC §6's escola section (families 2, teachers 4, S, D, A): the boletim is of that section. */
const ESCOLA = CREDENCIAIS_POR_SECAO.escola;
/** The school office (secretaria): credential 'S' (issue 31). */
const SECRETARIA = ['S'];
/** SPEC §6's condominium section: '6' a resident, '7' the síndico (DESIGN's roles; the role itself is checked too). */
const MORADOR = ['6'];
const SINDICO = ['7'];
/** The condominium's section (SPEC §6): residents and the people who run the building. */
const CONDOMINIO = ['6', '7'];
/** The gate's operations: the section's code '7', and then the porteiro's role in the building (403 without). */
const PORTARIA = ['7'];
/** Every module operation takes [copyCode, modulo, …]. */
const SECAO_DO_MODULO = { secaoNoParametro: 1 };

/**
 * Every V4 operation (core-surface.md's table), by name. Idempotent: SPEC §7's 94 and 483, and every write added
 * since.
 */
export const FICHAS_OPERACAO = {
  login: { coddao: 16 },
  encerrarSessao: { coddao: 17, idempotente: true },
  encerrarTodasSessoes: { coddao: 18, idempotente: true },
  pedirCodigoConta: { coddao: 600 },
  definirSenha: { coddao: 601 },
  alterarSenha: { coddao: 602, idempotente: true },
  sessoesAtivas: { coddao: 603 },
  encerrarOutraSessao: { coddao: 604, idempotente: true },
  meusDados: { coddao: 605 },
  pedirTrocaEmail: { coddao: 606 },
  confirmarTrocaEmail: { coddao: 607 },
  salvarEndereco: { coddao: 608, idempotente: true },
  bilheteMudancas: { coddao: 609 },
  salvarParametros: { coddao: 4 },
  versaoApp: { coddao: 176 },
  cadastroPessoa: { coddao: 94, idempotente: true },
  inscricaoEvento: { coddao: 483, idempotente: true },
  cancelarInscricaoEvento: { coddao: 484, idempotente: true },
  recados: { coddao: 200 },
  recado: { coddao: 201 },
  escreverRecado: { coddao: 202, idempotente: true, credenciais: PROFESSOR_OU_SECRETARIA },
  responderRecado: { coddao: 203, idempotente: true },
  respostasRecado: { coddao: 204 },
  confirmarCiente: { coddao: 205, idempotente: true },
  cienciasRecado: { coddao: 206 },
  inicioProfessor: { coddao: 208, credenciais: PROFESSOR },
  notificacoes: { coddao: 210 },
  notificacoesNaoLidas: { coddao: 211 },
  marcarNotificacaoLida: { coddao: 212 },
  guiaMedico: { coddao: 220 },
  contracheques: { coddao: 230 },
  fichaProfessor: { coddao: 240, credenciais: PROFESSOR },
  salvarNotas: { coddao: 241, idempotente: true, credenciais: PROFESSOR },
  boletim: { coddao: 242, credenciais: ESCOLA },
  aulasDoDia: { coddao: 243, credenciais: PROFESSOR },
  salvarChamada: { coddao: 244, idempotente: true, credenciais: PROFESSOR },
  frequenciaAluno: { coddao: 245 },
  justificarFalta: { coddao: 246, idempotente: true },
  treinamentos: { coddao: 250 },
  docsite: { coddao: 260 },
  calendarioEscolar: { coddao: 280 },
  feedCalendario: { coddao: 281 },
  regenerarFeedCalendario: { coddao: 282, idempotente: true },
  revogarFeedCalendario: { coddao: 283, idempotente: true },
  publicarEventoEscolar: { coddao: 284, idempotente: true, credenciais: SECRETARIA },
  editarEventoEscolar: { coddao: 285, idempotente: true, credenciais: SECRETARIA },
  cancelarEventoEscolar: { coddao: 286, idempotente: true, credenciais: SECRETARIA },
  turmasDaSecretaria: { coddao: 287, credenciais: SECRETARIA },
  documentoHtml: { coddao: 270 },
  justificativasPendentes: { coddao: 290, credenciais: SECRETARIA },
  decidirJustificativa: { coddao: 291, idempotente: true, credenciais: SECRETARIA },
  riscoFrequencia: { coddao: 292, credenciais: SECRETARIA },
  moduloRegistros: { coddao: 300, credenciais: SECAO_DO_MODULO },
  moduloRegistro: { coddao: 301, credenciais: SECAO_DO_MODULO },
  eventos: { coddao: 310 },
  registrarDispositivo: { coddao: 320 },
  registrarPushWeb: { coddao: 321, idempotente: true },
  removerPushWeb: { coddao: 322, idempotente: true },
  atualizarContato: { coddao: 330, idempotente: true },
  cobrancas: { coddao: 500, credenciais: SECAO_DO_MODULO },
  cobranca: { coddao: 501, credenciais: SECAO_DO_MODULO },
  proximaCobranca: { coddao: 505 },
  cantina: { coddao: 502 },
  limiteCantina: { coddao: 503, idempotente: true },
  recargaCantina: { coddao: 504, idempotente: true },
  // Issue 32: bookings of the building's common areas.
  areasComuns: { coddao: 700, credenciais: MORADOR },
  disponibilidadeArea: { coddao: 701, credenciais: MORADOR },
  reservarArea: { coddao: 702, idempotente: true, credenciais: MORADOR },
  minhasReservas: { coddao: 703, credenciais: MORADOR },
  cancelarReserva: { coddao: 704, idempotente: true, credenciais: MORADOR },
  reservasDoEdificio: { coddao: 705, credenciais: SINDICO },
  decidirReserva: { coddao: 706, idempotente: true, credenciais: SINDICO },
  cancelarReservaSindico: { coddao: 707, idempotente: true, credenciais: SINDICO },
  calendarioArea: { coddao: 708, credenciais: MORADOR },
  // The gate (issue 32): 720–739.
  visitas: { coddao: 720, credenciais: CONDOMINIO },
  autorizarVisita: { coddao: 721, idempotente: true, credenciais: CONDOMINIO },
  revogarVisita: { coddao: 722, idempotente: true, credenciais: CONDOMINIO },
  conferirPasse: { coddao: 723, idempotente: true, credenciais: PORTARIA },
  encomendas: { coddao: 725, credenciais: CONDOMINIO },
  registrarEncomenda: { coddao: 726, idempotente: true, credenciais: PORTARIA },
  retirarEncomenda: { coddao: 727, idempotente: true, credenciais: PORTARIA },
  encomendasPortaria: { coddao: 728, credenciais: PORTARIA },
  unidadesPortaria: { coddao: 729, credenciais: PORTARIA },
  fotoEncomenda: { coddao: 730, credenciais: CONDOMINIO },
  // Issue 32: assemblies with online voting, notices with read tracking, surveys (740–759).
  assembleias: { coddao: 740, credenciais: CONDOMINIO },
  assembleia: { coddao: 741, credenciais: CONDOMINIO },
  votar: { coddao: 742, idempotente: true, credenciais: CONDOMINIO },
  abrirVotacao: { coddao: 743, idempotente: true, credenciais: CONDOMINIO },
  encerrarVotacao: { coddao: 744, idempotente: true, credenciais: CONDOMINIO },
  auditoriaVotos: { coddao: 745, credenciais: CONDOMINIO },
  comunicados: { coddao: 746, credenciais: CONDOMINIO },
  lerComunicado: { coddao: 747, idempotente: true, credenciais: CONDOMINIO },
  publicarComunicado: { coddao: 748, idempotente: true, credenciais: CONDOMINIO },
  leiturasComunicado: { coddao: 749, credenciais: CONDOMINIO },
  pesquisas: { coddao: 750, credenciais: CONDOMINIO },
  pesquisa: { coddao: 751, credenciais: CONDOMINIO },
  responderPesquisa: { coddao: 752, idempotente: true, credenciais: CONDOMINIO },
  // Ocorrências (issue 32): 760–769.
  abrirOcorrencia: { coddao: 760, idempotente: true, credenciais: CONDOMINIO },
  ocorrencias: { coddao: 761, credenciais: CONDOMINIO },
  ocorrencia: { coddao: 762, credenciais: CONDOMINIO },
  fotoOcorrencia: { coddao: 763, credenciais: CONDOMINIO },
  mensagemOcorrencia: { coddao: 764, idempotente: true, credenciais: CONDOMINIO },
  moverOcorrencia: { coddao: 765, idempotente: true, credenciais: CONDOMINIO },
  ocorrenciasSindico: { coddao: 766, credenciais: CONDOMINIO },
  avaliarOcorrencia: { coddao: 767, idempotente: true, credenciais: CONDOMINIO },
  reabrirOcorrencia: { coddao: 768, idempotente: true, credenciais: CONDOMINIO },
} as const satisfies Record<string, FichaOperacao>;

export type NomeOperacao = keyof typeof FICHAS_OPERACAO;

/** Every V4 operation number, by name. */
export const CODDAO = Object.fromEntries(
  Object.entries(FICHAS_OPERACAO).map(([nome, ficha]) => [nome, ficha.coddao]),
) as { readonly [N in NomeOperacao]: (typeof FICHAS_OPERACAO)[N]['coddao'] };

export type Coddao = (typeof CODDAO)[NomeOperacao];

const porNumero = new Map<number, FichaOperacao>(Object.values(FICHAS_OPERACAO).map((f) => [f.coddao, f]));

/** The schema-free part of a coddao's contract, or undefined when the number is unknown. */
export function fichaDe(coddao: number): FichaOperacao | undefined {
  return porNumero.get(coddao);
}
