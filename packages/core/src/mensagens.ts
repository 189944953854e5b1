/**
 * Every user-visible text of the portal's rules (SPEC §8 error catalogue, loading texts, dialog buttons), written
 * once here so the app and the API import them instead of re-typing them.
 *
 * @example
 * alert({ header: MENSAGENS.tituloErro, message: MENSAGENS.cepNaoEncontrado });
 */
export const MENSAGENS = {
  tituloErro: 'Erro!',
  tituloErroDocumento: 'Erro',
  tituloAviso: 'Aviso',
  tituloAtencao: 'ATENÇÃO!!!',
  tituloNovaVersao: 'Nova versão disponível',
  cepNaoEncontrado: 'Não foi possível localizar o endereço com o cep informado.',
  nenhumDado: 'Nenhum dado encontrado.',
  falhaBuscarDocumento: 'Falha ao buscar documento.',
  reautenticacaoFalhou: 'Token expirado e reautenticação falhou.',
  tokenInvalido: 'Token inválido ou sessão expirada',
  requisicaoDuplicada: 'Requisição duplicada detectada. Aguardando finalização anterior.',
  falhaConectarServidor: 'Falha ao conectar ao servidor.',
  falhaConexao: 'Falha na conexão.',
  falhaAbrirArquivo: 'Falha ao abrir o arquivo.',
  popupBloqueado: 'Pop-up bloqueado! Permita pop-ups para visualizar o anexo.',
  falhaAtualizarParametros: 'Não foi possível atualizar os parâmetros no momento.',
  cpfInvalido: 'Aviso: CPF inválido',
  telefoneInvalido: 'Telefone inválido',
  dataInvalida: 'Data inválida',
  buscandoEndereco: 'Buscando endereço...',
  processando: 'Processando...',
  aguarde: 'Aguarde...',
  atualizando: 'Atualizando...',
  botaoFechar: 'Fechar',
  botaoAtualizar: 'Atualizar',
  botaoNao: 'Não',
  botaoSim: 'Sim',
  botaoOk: 'OK',
  usuarioPadrao: 'Usuário',
  menuInicio: 'Início',
  menuSair: 'Sair',
  // A route's code or content that cannot be shown (issue 29): said in the page, the menu and header stay.
  tituloPaginaIndisponivel: 'Página indisponível',
  paginaNaoCarregou:
    'Não foi possível carregar esta página. Verifique sua conexão: tentaremos de novo assim que ela voltar.',
  paginaComErro: 'Ocorreu um erro ao mostrar esta página.',
  botaoTentarNovamente: 'Tentar novamente',
  novaVersaoMensagem: (instalada: number, disponivel: number): string =>
    `Há uma nova versão do aplicativo. Atualize para continuar. Versão instalada: ${instalada}. Versão disponível: ${disponivel}.`,
} as const;

/** Name of one text of the catalogue. */
export type ChaveMensagem = keyof typeof MENSAGENS;
