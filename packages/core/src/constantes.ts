/**
 * Business constants and limits of SPEC §9, written once.
 *
 * @example
 * CONSTANTES.breakpointDesktop; // 992
 */
export const CONSTANTES = {
  breakpointDesktop: 992,
  contadorNotificacoesMs: 5000,
  registroServiceWorkerMs: 30000,
  reautenticacaoEsperaMs: 60000,
  anexoUrlVidaMs: 60000,
  toastDuracaoMs: 2000,
  toastPosicao: 'bottom',
  cepTamanhoMinimo: 8,
  anoMinimo: 1900,
  anoMaximo: 2100,
  corTemaMarca: '#004085',
  corTemaPadrao: '#007bff',
  corStatusBarAndroid: '#7a171c',
  safeAreaTopoAndroidPx: 15,
  letrasPlataforma: { web: 'W', android: 'G', ios: 'A' },
  codigosCopiaRota: { planosaude: 'W8', prevsan: 'W2', padrao: 'W1' },
  coddao: { login: 16, salvarParametros: 4, versaoApp: 176, cadastroPessoa: 94, inscricaoEvento: 483 },
  coddaoIdempotentes: [94, 483],
  locale: 'pt-BR',
  moeda: 'BRL',
  transicaoEntradaMs: 280,
  transicaoVoltaMs: 200,
  storage: { drivers: ['secureStorage', 'indexedDB', 'localStorage'], tamanho: 4980736, versao: 1 },
  deviceReadyAvisoMs: 5000,
} as const;
