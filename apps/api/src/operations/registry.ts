import { abrirVotacao, assembleiaDetalhe, assembleias, encerrarVotacao } from './assembleias/assembleias.ts';
import {
  comunicados,
  leiturasComunicado,
  lerComunicado,
  publicarComunicado,
} from './assembleias/comunicados.ts';
import { pesquisaDetalhe, pesquisas, responderPesquisa } from './assembleias/pesquisas.ts';
import { auditoriaVotos, votar } from './assembleias/votar.ts';
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
import { calendarioArea } from './condominio/calendario-area.ts';
import { cancelarReserva } from './condominio/cancelar-reserva.ts';
import { cancelarReservaSindico, decidirReserva } from './condominio/decidir-reserva.ts';
import { disponibilidadeArea } from './condominio/disponibilidade-area.ts';
import { listarAreas } from './condominio/listar-areas.ts';
import { minhasReservas } from './condominio/minhas-reservas.ts';
import { reservarArea } from './condominio/reservar-area.ts';
import { reservasDoEdificio } from './condominio/reservas-do-edificio.ts';
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
import { aulasDoDia } from './escola/aulas-do-dia.ts';
import { boletim } from './escola/boletim.ts';
import { calendarioEscolar } from './escola/calendario-escolar.ts';
import { decidirJustificativa } from './escola/decidir-justificativa.ts';
import {
  cancelarEventoEscolar,
  editarEventoEscolar,
  publicarEventoEscolar,
  turmasDaSecretaria,
} from './escola/eventos-da-secretaria.ts';
import { feedCalendario, regenerarFeedCalendario, revogarFeedCalendario } from './escola/feed-calendario.ts';
import { lerFichaProfessor } from './escola/ficha-professor.ts';
import { frequenciaAluno } from './escola/frequencia-aluno.ts';
import { inicioProfessor } from './escola/inicio-professor.ts';
import { justificarFalta } from './escola/justificar-falta.ts';
import { justificativasPendentes } from './escola/justificativas-pendentes.ts';
import { riscoFrequencia } from './escola/risco-frequencia.ts';
import { salvarChamada } from './escola/salvar-chamada.ts';
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
import { abrirOcorrencia } from './ocorrencias/abrir-ocorrencia.ts';
import { avaliarOcorrencia } from './ocorrencias/avaliar-ocorrencia.ts';
import { enviarMensagemOcorrencia } from './ocorrencias/enviar-mensagem.ts';
import { fotoOcorrencia } from './ocorrencias/foto-ocorrencia.ts';
import { lerOcorrencia } from './ocorrencias/ler-ocorrencia.ts';
import { listarOcorrencias } from './ocorrencias/listar-ocorrencias.ts';
import { listarOcorrenciasSindico } from './ocorrencias/listar-ocorrencias-sindico.ts';
import { moverOcorrencia } from './ocorrencias/mover-ocorrencia.ts';
import { reabrirOcorrencia } from './ocorrencias/reabrir-ocorrencia.ts';
import type { OperacaoV4 } from './operacao.ts';
import { autorizarVisita } from './portaria/autorizar-visita.ts';
import { conferirPasse } from './portaria/conferir-passe.ts';
import { encomendasPortaria } from './portaria/encomendas-portaria.ts';
import { fotoEncomenda } from './portaria/foto-encomenda.ts';
import { listarEncomendas } from './portaria/listar-encomendas.ts';
import { listarVisitas } from './portaria/listar-visitas.ts';
import { registrarEncomenda } from './portaria/registrar-encomenda.ts';
import { retirarEncomenda } from './portaria/retirar-encomenda.ts';
import { revogarVisita } from './portaria/revogar-visita.ts';
import { unidadesPortaria } from './portaria/unidades-portaria.ts';
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
  publicarEventoEscolar,
  editarEventoEscolar,
  cancelarEventoEscolar,
  turmasDaSecretaria,
  salvarNotas,
  boletim,
  aulasDoDia,
  salvarChamada,
  frequenciaAluno,
  justificarFalta,
  justificativasPendentes,
  decidirJustificativa,
  riscoFrequencia,
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
  listarAreas,
  disponibilidadeArea,
  reservarArea,
  minhasReservas,
  cancelarReserva,
  reservasDoEdificio,
  decidirReserva,
  cancelarReservaSindico,
  calendarioArea,
  listarVisitas,
  autorizarVisita,
  revogarVisita,
  conferirPasse,
  listarEncomendas,
  registrarEncomenda,
  retirarEncomenda,
  encomendasPortaria,
  unidadesPortaria,
  fotoEncomenda,
  assembleias,
  assembleiaDetalhe,
  votar,
  abrirVotacao,
  encerrarVotacao,
  auditoriaVotos,
  comunicados,
  lerComunicado,
  publicarComunicado,
  leiturasComunicado,
  pesquisas,
  pesquisaDetalhe,
  responderPesquisa,
  abrirOcorrencia,
  avaliarOcorrencia,
  enviarMensagemOcorrencia,
  fotoOcorrencia,
  lerOcorrencia,
  listarOcorrencias,
  listarOcorrenciasSindico,
  moverOcorrencia,
  reabrirOcorrencia,
];

/** coddao → operation: the whole V4 surface in one map. */
export const registry: ReadonlyMap<number, OperacaoV4> = new Map(todas.map((op) => [op.coddao, op]));
