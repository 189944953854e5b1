/** Every V4 operation number (core-surface.md's table), by name. */
export const CODDAO = {
  login: 16,
  encerrarSessao: 17,
  encerrarTodasSessoes: 18,
  pedirCodigoConta: 600,
  definirSenha: 601,
  alterarSenha: 602,
  sessoesAtivas: 603,
  encerrarOutraSessao: 604,
  salvarParametros: 4,
  versaoApp: 176,
  cadastroPessoa: 94,
  inscricaoEvento: 483,
  cancelarInscricaoEvento: 484,
  recados: 200,
  recado: 201,
  notificacoes: 210,
  notificacoesNaoLidas: 211,
  marcarNotificacaoLida: 212,
  guiaMedico: 220,
  contracheques: 230,
  fichaProfessor: 240,
  treinamentos: 250,
  docsite: 260,
  documentoHtml: 270,
  moduloRegistros: 300,
  moduloRegistro: 301,
  eventos: 310,
  registrarDispositivo: 320,
  atualizarContato: 330,
  cobrancas: 500,
  cobranca: 501,
  proximaCobranca: 505,
  cantina: 502,
  limiteCantina: 503,
  recargaCantina: 504,
} as const;

export type NomeOperacao = keyof typeof CODDAO;
export type Coddao = (typeof CODDAO)[NomeOperacao];

/** Operations guarded by the Idempotency-Key header (SPEC §7's 94 and 483, and every write added since). */
export const CODDAO_IDEMPOTENTES: readonly number[] = [
  CODDAO.cadastroPessoa,
  CODDAO.inscricaoEvento,
  CODDAO.cancelarInscricaoEvento,
  CODDAO.encerrarSessao,
  CODDAO.encerrarTodasSessoes,
  CODDAO.alterarSenha,
  CODDAO.encerrarOutraSessao,
  CODDAO.limiteCantina,
  CODDAO.recargaCantina,
];
