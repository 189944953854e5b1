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
  treinamentos: { coddao: 250 },
  docsite: { coddao: 260 },
  calendarioEscolar: { coddao: 280 },
  feedCalendario: { coddao: 281 },
  regenerarFeedCalendario: { coddao: 282, idempotente: true },
  revogarFeedCalendario: { coddao: 283, idempotente: true },
  documentoHtml: { coddao: 270 },
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
