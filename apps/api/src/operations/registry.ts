import { atualizarContato } from './cadastro/atualizar-contato.ts';
import { cadastrarPessoa } from './cadastro/cadastrar-pessoa.ts';
import { registrarDispositivo } from './cadastro/registrar-dispositivo.ts';
import { registrarPushWeb } from './cadastro/registrar-push-web.ts';
import { removerPushWeb } from './cadastro/remover-push-web.ts';
import { definirLimiteCantina } from './cantina/definir-limite-cantina.ts';
import { lerCantina } from './cantina/ler-cantina.ts';
import { recarregarCantina } from './cantina/recarregar-cantina.ts';
import { lerCobranca } from './cobrancas/ler-cobranca.ts';
import { listarCobrancas } from './cobrancas/listar-cobrancas.ts';
import { proximaCobranca } from './cobrancas/proxima-cobranca.ts';
import { alterarSenha } from './conta/alterar-senha.ts';
import { confirmarTrocaEmail } from './conta/confirmar-troca-email.ts';
import { definirSenha } from './conta/definir-senha.ts';
import { encerrarOutraSessao } from './conta/encerrar-outra-sessao.ts';
import { meusDados } from './conta/meus-dados.ts';
import { pedirCodigoConta } from './conta/pedir-codigo.ts';
import { pedirTrocaEmail } from './conta/pedir-troca-email.ts';
import { salvarEndereco } from './conta/salvar-endereco.ts';
import { sessoesAtivas } from './conta/sessoes-ativas.ts';
import { listarContracheques } from './contracheques/listar-contracheques.ts';
import { lerDocumentoHtml } from './documentos/ler-documento-html.ts';
import { listarDocsite } from './documentos/listar-docsite.ts';
import { boletim } from './escola/boletim.ts';
import { calendarioEscolar } from './escola/calendario-escolar.ts';
import { feedCalendario, regenerarFeedCalendario, revogarFeedCalendario } from './escola/feed-calendario.ts';
import { lerFichaProfessor } from './escola/ficha-professor.ts';
import { inicioProfessor } from './escola/inicio-professor.ts';
import { salvarNotas } from './escola/salvar-notas.ts';
import { cancelarInscricaoEvento } from './eventos/cancelar-inscricao-evento.ts';
import { inscreverEvento } from './eventos/inscrever-evento.ts';
import { listarEventos } from './eventos/listar-eventos.ts';
import { buscarGuiaMedico } from './guia-medico/buscar-guia-medico.ts';
import { lerRegistroModulo } from './modulos/ler-registro-modulo.ts';
import { listarRegistrosModulo } from './modulos/listar-registros-modulo.ts';
import { contarNaoLidas } from './notificacoes/contar-nao-lidas.ts';
import { listarNotificacoes } from './notificacoes/listar-notificacoes.ts';
import { marcarLida } from './notificacoes/marcar-lida.ts';
import type { OperacaoV4 } from './operacao.ts';
import { cienciasRecado } from './recados/ciencias-recado.ts';
import { confirmarCiente } from './recados/confirmar-ciente.ts';
import { escreverRecado } from './recados/escrever-recado.ts';
import { lerRecado } from './recados/ler-recado.ts';
import { listarRecados } from './recados/listar-recados.ts';
import { responderRecado } from './recados/responder-recado.ts';
import { respostasRecado } from './recados/respostas-recado.ts';
import { bilheteMudancas } from './sessao/bilhete-mudancas.ts';
import { encerrarSessao } from './sessao/encerrar-sessao.ts';
import { encerrarTodasSessoes } from './sessao/encerrar-todas-sessoes.ts';
import { login } from './sessao/login.ts';
import { salvarParametros } from './sessao/salvar-parametros.ts';
import { versaoApp } from './sessao/versao-app.ts';
import { listarTreinamentos } from './treinamentos/listar-treinamentos.ts';

const todas: readonly OperacaoV4[] = [
  login,
  encerrarSessao,
  encerrarTodasSessoes,
  pedirCodigoConta,
  definirSenha,
  alterarSenha,
  sessoesAtivas,
  encerrarOutraSessao,
  meusDados,
  pedirTrocaEmail,
  confirmarTrocaEmail,
  salvarEndereco,
  salvarParametros,
  versaoApp,
  bilheteMudancas,
  listarRecados,
  lerRecado,
  confirmarCiente,
  cienciasRecado,
  escreverRecado,
  responderRecado,
  respostasRecado,
  listarNotificacoes,
  contarNaoLidas,
  marcarLida,
  buscarGuiaMedico,
  listarDocsite,
  lerDocumentoHtml,
  cadastrarPessoa,
  atualizarContato,
  registrarDispositivo,
  registrarPushWeb,
  removerPushWeb,
  listarContracheques,
  lerFichaProfessor,
  inicioProfessor,
  calendarioEscolar,
  feedCalendario,
  regenerarFeedCalendario,
  revogarFeedCalendario,
  salvarNotas,
  boletim,
  listarTreinamentos,
  listarEventos,
  inscreverEvento,
  cancelarInscricaoEvento,
  listarRegistrosModulo,
  lerRegistroModulo,
  listarCobrancas,
  proximaCobranca,
  lerCobranca,
  lerCantina,
  definirLimiteCantina,
  recarregarCantina,
];

/** coddao → operation: the whole V4 surface in one map. */
export const registry: ReadonlyMap<number, OperacaoV4> = new Map(todas.map((op) => [op.coddao, op]));
