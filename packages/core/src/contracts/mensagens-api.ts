import { LIMITES_ANEXO } from './limites-anexo.ts';

const mb = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/** Portuguese messages the API answers in `conteudo.mensagem` (beyond SPEC §8's, which live in MENSAGENS). */
export const MENSAGENS_API = {
  loginRecusado: 'Usuário ou senha inválidos.',
  muitasTentativas: 'Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.',
  semPermissao: 'Você não tem permissão para acessar este recurso.',
  operacaoDesconhecida: 'Operação desconhecida.',
  requisicaoInvalida: 'Requisição inválida.',
  caractereDeControle: 'Requisição inválida: um texto traz um caractere de controle não permitido.',
  corpoProfundo: 'Requisição inválida: estrutura aninhada demais.',
  enderecoInvalido: 'Endereço inválido.',
  parametrosInvalidos: 'Parâmetros inválidos.',
  chaveIdempotenciaAusente:
    'Cabeçalho Idempotency-Key ausente ou inválido (1 a 255 caracteres ASCII imprimíveis).',
  chaveReutilizada: 'Idempotency-Key já utilizada com outro conteúdo.',
  erroInterno: 'Erro interno. Tente novamente mais tarde.',
  servicoIndisponivel: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  corpoGrande: 'Requisição muito grande: o limite é de 1 MB (anexos do cadastro: até 3 arquivos de 5 MB).',
  anexosInvalidos: `Anexos inválidos: até ${LIMITES_ANEXO.maxArquivos} arquivos de no máximo ${mb(LIMITES_ANEXO.maxBytes)} cada, dos tipos ${LIMITES_ANEXO.extensoes.join(', ')}.`,
  naoEncontrado: 'Registro não encontrado.',
  recursoNaoEncontrado: 'Recurso não encontrado.',
  contextoEmpresa: 'Empresa inválida: escolha uma das suas empresas.',
  contextoAnoLetivo: 'Ano letivo inválido: escolha um ano letivo da empresa selecionada.',
  contextoTurma: 'Turma inválida: escolha uma turma dos seus alunos ou em que você leciona.',
  contextoAluno: 'Aluno inválido: escolha um dos seus alunos na empresa selecionada.',
  contextoCondominio: 'Condomínio inválido: escolha um dos seus condomínios.',
  recadoSemCiencia: 'Este recado não pede ciência.',
  recadoCienciaDoAutor: 'Quem escreveu o recado não confirma ciência dele.',
  eventoLotado: 'Não há vagas disponíveis para este evento.',
  eventoJaInscrito: 'Você já está inscrito neste evento.',
  eventoJaComecou: 'O evento já começou: a inscrição não pode mais ser cancelada.',
  cpfInvalido: 'CPF inválido.',
  emailInvalido: 'E-mail inválido.',
  documentoNaoEncontrado: 'Documento não encontrado.',
  documentoHashInvalido: 'Assinatura do documento inválida.',
  cepInvalido: 'CEP inválido.',
  servicoPushDesconhecido: 'Este navegador usa um serviço de notificações que o portal não reconhece.',
} as const;
