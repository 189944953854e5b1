import type * as z from 'zod';
import {
  abrirVotacaoParametros,
  assembleiaParametros,
  assembleiaResultado,
  assembleiasParametros,
  assembleiasResultado,
  auditoriaVotosParametros,
  auditoriaVotosResultado,
  comunicadosParametros,
  comunicadosResultado,
  encerrarVotacaoParametros,
  leiturasComunicadoParametros,
  leiturasComunicadoResultado,
  lerComunicadoParametros,
  lerComunicadoResultado,
  pesquisaParametros,
  pesquisaResultado,
  pesquisasParametros,
  pesquisasResultado,
  publicarComunicadoConteudo,
  publicarComunicadoParametros,
  publicarComunicadoResultado,
  responderPesquisaConteudo,
  responderPesquisaParametros,
  responderPesquisaResultado,
  votacaoResultado,
  votarConteudo,
  votarParametros,
  votarResultado,
} from './assembleias.ts';
import {
  atualizarContatoConteudo,
  atualizarContatoParametros,
  atualizarContatoResultado,
  cadastroPessoaConteudo,
  cadastroPessoaParametros,
  cadastroPessoaResultado,
  registrarDispositivoParametros,
  registrarDispositivoResultado,
} from './cadastro.ts';
import {
  calendarioEscolarParametros,
  calendarioEscolarResultado,
  feedCalendarioParametros,
  feedCalendarioResultado,
  regenerarFeedCalendarioParametros,
  revogarFeedCalendarioParametros,
} from './calendario.ts';
import {
  cantinaParametros,
  cantinaResultado,
  limiteCantinaConteudo,
  limiteCantinaParametros,
  limiteCantinaResultado,
  recargaCantinaConteudo,
  recargaCantinaParametros,
  recargaCantinaResultado,
} from './cantina.ts';
import {
  cobrancaParametros,
  cobrancaResultado,
  cobrancasParametros,
  cobrancasResultado,
  proximaCobrancaParametros,
  proximaCobrancaResultado,
} from './cobrancas.ts';
import {
  type CredenciaisOperacao,
  FICHAS_OPERACAO,
  type FichaOperacao,
  type NomeOperacao,
} from './coddao.ts';
import {
  areasComunsParametros,
  areasComunsResultado,
  cancelarReservaParametros,
  cancelarReservaResultado,
  cancelarReservaSindicoConteudo,
  cancelarReservaSindicoParametros,
  cancelarReservaSindicoResultado,
  decidirReservaConteudo,
  decidirReservaParametros,
  decidirReservaResultado,
  disponibilidadeAreaParametros,
  disponibilidadeAreaResultado,
  minhasReservasParametros,
  minhasReservasResultado,
  reservarAreaConteudo,
  reservarAreaParametros,
  reservarAreaResultado,
  reservasDoEdificioParametros,
  reservasDoEdificioResultado,
} from './condominio.ts';
import {
  alterarSenhaParametros,
  alterarSenhaResultado,
  confirmarTrocaEmailParametros,
  confirmarTrocaEmailResultado,
  definirSenhaParametros,
  definirSenhaResultado,
  encerrarOutraSessaoParametros,
  encerrarOutraSessaoResultado,
  meusDadosParametros,
  meusDadosResultado,
  pedirCodigoContaParametros,
  pedirCodigoContaResultado,
  pedirTrocaEmailParametros,
  pedirTrocaEmailResultado,
  salvarEnderecoConteudo,
  salvarEnderecoParametros,
  salvarEnderecoResultado,
  sessoesAtivasParametros,
  sessoesAtivasResultado,
} from './conta.ts';
import { contrachequesParametros, contrachequesResultado } from './contracheques.ts';
import {
  docsiteParametros,
  docsiteResultado,
  documentoHtmlParametros,
  documentoHtmlResultado,
} from './documentos.ts';
import {
  boletimParametros,
  boletimResultado,
  fichaProfessorParametros,
  fichaProfessorResultado,
  salvarNotasConteudo,
  salvarNotasParametros,
  salvarNotasResultado,
} from './escola.ts';
import {
  cancelarInscricaoEventoParametros,
  cancelarInscricaoEventoResultado,
  eventosParametros,
  eventosResultado,
  inscricaoEventoConteudo,
  inscricaoEventoParametros,
  inscricaoEventoResultado,
} from './eventos.ts';
import {
  aulasDoDiaParametros,
  aulasDoDiaResultado,
  decidirJustificativaConteudo,
  decidirJustificativaParametros,
  decidirJustificativaResultado,
  frequenciaAlunoParametros,
  frequenciaAlunoResultado,
  justificarFaltaConteudo,
  justificarFaltaParametros,
  justificarFaltaResultado,
  justificativasPendentesParametros,
  justificativasPendentesResultado,
  riscoFrequenciaParametros,
  riscoFrequenciaResultado,
  salvarChamadaConteudo,
  salvarChamadaParametros,
  salvarChamadaResultado,
} from './frequencia.ts';
import { guiaMedicoParametros, guiaMedicoResultado } from './guia-medico.ts';
import {
  moduloRegistroParametros,
  moduloRegistroResultado,
  moduloRegistrosParametros,
  moduloRegistrosResultado,
} from './modulos.ts';
import {
  marcarNotificacaoLidaParametros,
  marcarNotificacaoLidaResultado,
  notificacoesNaoLidasParametros,
  notificacoesNaoLidasResultado,
  notificacoesParametros,
  notificacoesResultado,
} from './notificacoes.ts';
import {
  abrirOcorrenciaConteudo,
  abrirOcorrenciaParametros,
  abrirOcorrenciaResultado,
  avaliarOcorrenciaConteudo,
  avaliarOcorrenciaParametros,
  avaliarOcorrenciaResultado,
  fotoOcorrenciaParametros,
  fotoOcorrenciaResultado,
  mensagemOcorrenciaConteudo,
  mensagemOcorrenciaParametros,
  mensagemOcorrenciaResultado,
  moverOcorrenciaConteudo,
  moverOcorrenciaParametros,
  moverOcorrenciaResultado,
  ocorrenciaParametros,
  ocorrenciaResultado,
  ocorrenciasParametros,
  ocorrenciasResultado,
  ocorrenciasSindicoParametros,
  ocorrenciasSindicoResultado,
  reabrirOcorrenciaConteudo,
  reabrirOcorrenciaParametros,
  reabrirOcorrenciaResultado,
} from './ocorrencias.ts';
import {
  autorizarVisitaConteudo,
  autorizarVisitaParametros,
  autorizarVisitaResultado,
  conferirPasseConteudo,
  conferirPasseParametros,
  conferirPasseResultado,
  encomendasParametros,
  encomendasPortariaParametros,
  encomendasPortariaResultado,
  encomendasResultado,
  fotoEncomendaParametros,
  fotoEncomendaResultado,
  registrarEncomendaConteudo,
  registrarEncomendaParametros,
  registrarEncomendaResultado,
  retirarEncomendaConteudo,
  retirarEncomendaParametros,
  retirarEncomendaResultado,
  revogarVisitaParametros,
  revogarVisitaResultado,
  unidadesPortariaParametros,
  unidadesPortariaResultado,
  visitasParametros,
  visitasResultado,
} from './portaria.ts';
import {
  registrarPushWebConteudo,
  registrarPushWebParametros,
  registrarPushWebResultado,
  removerPushWebConteudo,
  removerPushWebParametros,
  removerPushWebResultado,
} from './push-web.ts';
import {
  cienciasRecadoParametros,
  cienciasRecadoResultado,
  confirmarCienteParametros,
  confirmarCienteResultado,
  escreverRecadoConteudo,
  escreverRecadoParametros,
  escreverRecadoResultado,
  inicioProfessorParametros,
  inicioProfessorResultado,
  recadoParametros,
  recadoResultado,
  recadosParametros,
  recadosResultado,
  responderRecadoConteudo,
  responderRecadoParametros,
  responderRecadoResultado,
  respostasRecadoParametros,
  respostasRecadoResultado,
} from './recados.ts';
import {
  bilheteMudancasParametros,
  bilheteMudancasResultado,
  encerrarSessaoParametros,
  encerrarSessaoResultado,
  loginParametros,
  loginResultado,
  salvarParametrosParametros,
  salvarParametrosResultado,
  versaoAppParametros,
  versaoAppResultado,
} from './sessao.ts';
import { treinamentosParametros, treinamentosResultado } from './treinamentos.ts';

/**
 * One V4 operation's whole contract: its number, positional parametros, optional body and result schemas, whether
 * a call must carry an Idempotency-Key, and the credentials it needs (credenciais-operacao.ts evaluates them).
 */
export interface ContratoOperacao {
  readonly coddao: number;
  readonly idempotente: boolean;
  readonly credenciais: CredenciaisOperacao | undefined;
  readonly parametros: z.ZodType;
  readonly conteudo?: z.ZodType;
  readonly resultado: z.ZodType;
}

function contrato<
  F extends FichaOperacao,
  P extends z.ZodType,
  R extends z.ZodType,
  C extends z.ZodType | undefined = undefined,
>(ficha: F, parametros: P, resultado: R, conteudo?: C) {
  return {
    coddao: ficha.coddao,
    idempotente: ficha.idempotente === true,
    credenciais: ficha.credenciais,
    parametros,
    resultado,
    ...(conteudo ? { conteudo } : {}),
  } as {
    coddao: F['coddao'];
    idempotente: boolean;
    credenciais: CredenciaisOperacao | undefined;
    parametros: P;
    resultado: R;
  } & (C extends z.ZodType ? { conteudo: C } : { conteudo?: undefined });
}

/** Registry of every V4 operation's contract, by name (numbers, idempotency and credentials in FICHAS_OPERACAO). */
export const operacoes = {
  login: contrato(FICHAS_OPERACAO.login, loginParametros, loginResultado),
  pedirCodigoConta: contrato(
    FICHAS_OPERACAO.pedirCodigoConta,
    pedirCodigoContaParametros,
    pedirCodigoContaResultado,
  ),
  definirSenha: contrato(FICHAS_OPERACAO.definirSenha, definirSenhaParametros, definirSenhaResultado),
  alterarSenha: contrato(FICHAS_OPERACAO.alterarSenha, alterarSenhaParametros, alterarSenhaResultado),
  sessoesAtivas: contrato(FICHAS_OPERACAO.sessoesAtivas, sessoesAtivasParametros, sessoesAtivasResultado),
  encerrarOutraSessao: contrato(
    FICHAS_OPERACAO.encerrarOutraSessao,
    encerrarOutraSessaoParametros,
    encerrarOutraSessaoResultado,
  ),
  meusDados: contrato(FICHAS_OPERACAO.meusDados, meusDadosParametros, meusDadosResultado),
  pedirTrocaEmail: contrato(
    FICHAS_OPERACAO.pedirTrocaEmail,
    pedirTrocaEmailParametros,
    pedirTrocaEmailResultado,
  ),
  confirmarTrocaEmail: contrato(
    FICHAS_OPERACAO.confirmarTrocaEmail,
    confirmarTrocaEmailParametros,
    confirmarTrocaEmailResultado,
  ),
  salvarEndereco: contrato(
    FICHAS_OPERACAO.salvarEndereco,
    salvarEnderecoParametros,
    salvarEnderecoResultado,
    salvarEnderecoConteudo,
  ),
  encerrarSessao: contrato(FICHAS_OPERACAO.encerrarSessao, encerrarSessaoParametros, encerrarSessaoResultado),
  encerrarTodasSessoes: contrato(
    FICHAS_OPERACAO.encerrarTodasSessoes,
    encerrarSessaoParametros,
    encerrarSessaoResultado,
  ),
  salvarParametros: contrato(
    FICHAS_OPERACAO.salvarParametros,
    salvarParametrosParametros,
    salvarParametrosResultado,
  ),
  bilheteMudancas: contrato(
    FICHAS_OPERACAO.bilheteMudancas,
    bilheteMudancasParametros,
    bilheteMudancasResultado,
  ),
  versaoApp: contrato(FICHAS_OPERACAO.versaoApp, versaoAppParametros, versaoAppResultado),
  cadastroPessoa: contrato(
    FICHAS_OPERACAO.cadastroPessoa,
    cadastroPessoaParametros,
    cadastroPessoaResultado,
    cadastroPessoaConteudo,
  ),
  inscricaoEvento: contrato(
    FICHAS_OPERACAO.inscricaoEvento,
    inscricaoEventoParametros,
    inscricaoEventoResultado,
    inscricaoEventoConteudo,
  ),
  cancelarInscricaoEvento: contrato(
    FICHAS_OPERACAO.cancelarInscricaoEvento,
    cancelarInscricaoEventoParametros,
    cancelarInscricaoEventoResultado,
  ),
  recados: contrato(FICHAS_OPERACAO.recados, recadosParametros, recadosResultado),
  recado: contrato(FICHAS_OPERACAO.recado, recadoParametros, recadoResultado),
  confirmarCiente: contrato(
    FICHAS_OPERACAO.confirmarCiente,
    confirmarCienteParametros,
    confirmarCienteResultado,
  ),
  cienciasRecado: contrato(FICHAS_OPERACAO.cienciasRecado, cienciasRecadoParametros, cienciasRecadoResultado),
  escreverRecado: contrato(
    FICHAS_OPERACAO.escreverRecado,
    escreverRecadoParametros,
    escreverRecadoResultado,
    escreverRecadoConteudo,
  ),
  responderRecado: contrato(
    FICHAS_OPERACAO.responderRecado,
    responderRecadoParametros,
    responderRecadoResultado,
    responderRecadoConteudo,
  ),
  respostasRecado: contrato(
    FICHAS_OPERACAO.respostasRecado,
    respostasRecadoParametros,
    respostasRecadoResultado,
  ),
  inicioProfessor: contrato(
    FICHAS_OPERACAO.inicioProfessor,
    inicioProfessorParametros,
    inicioProfessorResultado,
  ),
  notificacoes: contrato(FICHAS_OPERACAO.notificacoes, notificacoesParametros, notificacoesResultado),
  notificacoesNaoLidas: contrato(
    FICHAS_OPERACAO.notificacoesNaoLidas,
    notificacoesNaoLidasParametros,
    notificacoesNaoLidasResultado,
  ),
  marcarNotificacaoLida: contrato(
    FICHAS_OPERACAO.marcarNotificacaoLida,
    marcarNotificacaoLidaParametros,
    marcarNotificacaoLidaResultado,
  ),
  guiaMedico: contrato(FICHAS_OPERACAO.guiaMedico, guiaMedicoParametros, guiaMedicoResultado),
  contracheques: contrato(FICHAS_OPERACAO.contracheques, contrachequesParametros, contrachequesResultado),
  fichaProfessor: contrato(FICHAS_OPERACAO.fichaProfessor, fichaProfessorParametros, fichaProfessorResultado),
  salvarNotas: contrato(
    FICHAS_OPERACAO.salvarNotas,
    salvarNotasParametros,
    salvarNotasResultado,
    salvarNotasConteudo,
  ),
  boletim: contrato(FICHAS_OPERACAO.boletim, boletimParametros, boletimResultado),
  aulasDoDia: contrato(FICHAS_OPERACAO.aulasDoDia, aulasDoDiaParametros, aulasDoDiaResultado),
  salvarChamada: contrato(
    FICHAS_OPERACAO.salvarChamada,
    salvarChamadaParametros,
    salvarChamadaResultado,
    salvarChamadaConteudo,
  ),
  frequenciaAluno: contrato(
    FICHAS_OPERACAO.frequenciaAluno,
    frequenciaAlunoParametros,
    frequenciaAlunoResultado,
  ),
  justificarFalta: contrato(
    FICHAS_OPERACAO.justificarFalta,
    justificarFaltaParametros,
    justificarFaltaResultado,
    justificarFaltaConteudo,
  ),
  justificativasPendentes: contrato(
    FICHAS_OPERACAO.justificativasPendentes,
    justificativasPendentesParametros,
    justificativasPendentesResultado,
  ),
  decidirJustificativa: contrato(
    FICHAS_OPERACAO.decidirJustificativa,
    decidirJustificativaParametros,
    decidirJustificativaResultado,
    decidirJustificativaConteudo,
  ),
  riscoFrequencia: contrato(
    FICHAS_OPERACAO.riscoFrequencia,
    riscoFrequenciaParametros,
    riscoFrequenciaResultado,
  ),
  visitas: contrato(FICHAS_OPERACAO.visitas, visitasParametros, visitasResultado),
  autorizarVisita: contrato(
    FICHAS_OPERACAO.autorizarVisita,
    autorizarVisitaParametros,
    autorizarVisitaResultado,
    autorizarVisitaConteudo,
  ),
  revogarVisita: contrato(FICHAS_OPERACAO.revogarVisita, revogarVisitaParametros, revogarVisitaResultado),
  conferirPasse: contrato(
    FICHAS_OPERACAO.conferirPasse,
    conferirPasseParametros,
    conferirPasseResultado,
    conferirPasseConteudo,
  ),
  encomendas: contrato(FICHAS_OPERACAO.encomendas, encomendasParametros, encomendasResultado),
  registrarEncomenda: contrato(
    FICHAS_OPERACAO.registrarEncomenda,
    registrarEncomendaParametros,
    registrarEncomendaResultado,
    registrarEncomendaConteudo,
  ),
  retirarEncomenda: contrato(
    FICHAS_OPERACAO.retirarEncomenda,
    retirarEncomendaParametros,
    retirarEncomendaResultado,
    retirarEncomendaConteudo,
  ),
  encomendasPortaria: contrato(
    FICHAS_OPERACAO.encomendasPortaria,
    encomendasPortariaParametros,
    encomendasPortariaResultado,
  ),
  unidadesPortaria: contrato(
    FICHAS_OPERACAO.unidadesPortaria,
    unidadesPortariaParametros,
    unidadesPortariaResultado,
  ),
  fotoEncomenda: contrato(FICHAS_OPERACAO.fotoEncomenda, fotoEncomendaParametros, fotoEncomendaResultado),
  treinamentos: contrato(FICHAS_OPERACAO.treinamentos, treinamentosParametros, treinamentosResultado),
  docsite: contrato(FICHAS_OPERACAO.docsite, docsiteParametros, docsiteResultado),
  calendarioEscolar: contrato(
    FICHAS_OPERACAO.calendarioEscolar,
    calendarioEscolarParametros,
    calendarioEscolarResultado,
  ),
  feedCalendario: contrato(FICHAS_OPERACAO.feedCalendario, feedCalendarioParametros, feedCalendarioResultado),
  regenerarFeedCalendario: contrato(
    FICHAS_OPERACAO.regenerarFeedCalendario,
    regenerarFeedCalendarioParametros,
    feedCalendarioResultado,
  ),
  revogarFeedCalendario: contrato(
    FICHAS_OPERACAO.revogarFeedCalendario,
    revogarFeedCalendarioParametros,
    feedCalendarioResultado,
  ),
  documentoHtml: contrato(FICHAS_OPERACAO.documentoHtml, documentoHtmlParametros, documentoHtmlResultado),
  moduloRegistros: contrato(
    FICHAS_OPERACAO.moduloRegistros,
    moduloRegistrosParametros,
    moduloRegistrosResultado,
  ),
  moduloRegistro: contrato(FICHAS_OPERACAO.moduloRegistro, moduloRegistroParametros, moduloRegistroResultado),
  eventos: contrato(FICHAS_OPERACAO.eventos, eventosParametros, eventosResultado),
  registrarDispositivo: contrato(
    FICHAS_OPERACAO.registrarDispositivo,
    registrarDispositivoParametros,
    registrarDispositivoResultado,
  ),
  registrarPushWeb: contrato(
    FICHAS_OPERACAO.registrarPushWeb,
    registrarPushWebParametros,
    registrarPushWebResultado,
    registrarPushWebConteudo,
  ),
  removerPushWeb: contrato(
    FICHAS_OPERACAO.removerPushWeb,
    removerPushWebParametros,
    removerPushWebResultado,
    removerPushWebConteudo,
  ),
  atualizarContato: contrato(
    FICHAS_OPERACAO.atualizarContato,
    atualizarContatoParametros,
    atualizarContatoResultado,
    atualizarContatoConteudo,
  ),
  cobrancas: contrato(FICHAS_OPERACAO.cobrancas, cobrancasParametros, cobrancasResultado),
  cobranca: contrato(FICHAS_OPERACAO.cobranca, cobrancaParametros, cobrancaResultado),
  proximaCobranca: contrato(
    FICHAS_OPERACAO.proximaCobranca,
    proximaCobrancaParametros,
    proximaCobrancaResultado,
  ),
  cantina: contrato(FICHAS_OPERACAO.cantina, cantinaParametros, cantinaResultado),
  limiteCantina: contrato(
    FICHAS_OPERACAO.limiteCantina,
    limiteCantinaParametros,
    limiteCantinaResultado,
    limiteCantinaConteudo,
  ),
  recargaCantina: contrato(
    FICHAS_OPERACAO.recargaCantina,
    recargaCantinaParametros,
    recargaCantinaResultado,
    recargaCantinaConteudo,
  ),
  areasComuns: contrato(FICHAS_OPERACAO.areasComuns, areasComunsParametros, areasComunsResultado),
  disponibilidadeArea: contrato(
    FICHAS_OPERACAO.disponibilidadeArea,
    disponibilidadeAreaParametros,
    disponibilidadeAreaResultado,
  ),
  reservarArea: contrato(
    FICHAS_OPERACAO.reservarArea,
    reservarAreaParametros,
    reservarAreaResultado,
    reservarAreaConteudo,
  ),
  minhasReservas: contrato(FICHAS_OPERACAO.minhasReservas, minhasReservasParametros, minhasReservasResultado),
  cancelarReserva: contrato(
    FICHAS_OPERACAO.cancelarReserva,
    cancelarReservaParametros,
    cancelarReservaResultado,
  ),
  reservasDoEdificio: contrato(
    FICHAS_OPERACAO.reservasDoEdificio,
    reservasDoEdificioParametros,
    reservasDoEdificioResultado,
  ),
  decidirReserva: contrato(
    FICHAS_OPERACAO.decidirReserva,
    decidirReservaParametros,
    decidirReservaResultado,
    decidirReservaConteudo,
  ),
  cancelarReservaSindico: contrato(
    FICHAS_OPERACAO.cancelarReservaSindico,
    cancelarReservaSindicoParametros,
    cancelarReservaSindicoResultado,
    cancelarReservaSindicoConteudo,
  ),
  assembleias: contrato(FICHAS_OPERACAO.assembleias, assembleiasParametros, assembleiasResultado),
  assembleia: contrato(FICHAS_OPERACAO.assembleia, assembleiaParametros, assembleiaResultado),
  votar: contrato(FICHAS_OPERACAO.votar, votarParametros, votarResultado, votarConteudo),
  abrirVotacao: contrato(FICHAS_OPERACAO.abrirVotacao, abrirVotacaoParametros, votacaoResultado),
  encerrarVotacao: contrato(FICHAS_OPERACAO.encerrarVotacao, encerrarVotacaoParametros, votacaoResultado),
  auditoriaVotos: contrato(FICHAS_OPERACAO.auditoriaVotos, auditoriaVotosParametros, auditoriaVotosResultado),
  comunicados: contrato(FICHAS_OPERACAO.comunicados, comunicadosParametros, comunicadosResultado),
  lerComunicado: contrato(FICHAS_OPERACAO.lerComunicado, lerComunicadoParametros, lerComunicadoResultado),
  publicarComunicado: contrato(
    FICHAS_OPERACAO.publicarComunicado,
    publicarComunicadoParametros,
    publicarComunicadoResultado,
    publicarComunicadoConteudo,
  ),
  leiturasComunicado: contrato(
    FICHAS_OPERACAO.leiturasComunicado,
    leiturasComunicadoParametros,
    leiturasComunicadoResultado,
  ),
  pesquisas: contrato(FICHAS_OPERACAO.pesquisas, pesquisasParametros, pesquisasResultado),
  pesquisa: contrato(FICHAS_OPERACAO.pesquisa, pesquisaParametros, pesquisaResultado),
  responderPesquisa: contrato(
    FICHAS_OPERACAO.responderPesquisa,
    responderPesquisaParametros,
    responderPesquisaResultado,
    responderPesquisaConteudo,
  ),
  abrirOcorrencia: contrato(
    FICHAS_OPERACAO.abrirOcorrencia,
    abrirOcorrenciaParametros,
    abrirOcorrenciaResultado,
    abrirOcorrenciaConteudo,
  ),
  ocorrencias: contrato(FICHAS_OPERACAO.ocorrencias, ocorrenciasParametros, ocorrenciasResultado),
  ocorrencia: contrato(FICHAS_OPERACAO.ocorrencia, ocorrenciaParametros, ocorrenciaResultado),
  fotoOcorrencia: contrato(FICHAS_OPERACAO.fotoOcorrencia, fotoOcorrenciaParametros, fotoOcorrenciaResultado),
  mensagemOcorrencia: contrato(
    FICHAS_OPERACAO.mensagemOcorrencia,
    mensagemOcorrenciaParametros,
    mensagemOcorrenciaResultado,
    mensagemOcorrenciaConteudo,
  ),
  moverOcorrencia: contrato(
    FICHAS_OPERACAO.moverOcorrencia,
    moverOcorrenciaParametros,
    moverOcorrenciaResultado,
    moverOcorrenciaConteudo,
  ),
  ocorrenciasSindico: contrato(
    FICHAS_OPERACAO.ocorrenciasSindico,
    ocorrenciasSindicoParametros,
    ocorrenciasSindicoResultado,
  ),
  avaliarOcorrencia: contrato(
    FICHAS_OPERACAO.avaliarOcorrencia,
    avaliarOcorrenciaParametros,
    avaliarOcorrenciaResultado,
    avaliarOcorrenciaConteudo,
  ),
  reabrirOcorrencia: contrato(
    FICHAS_OPERACAO.reabrirOcorrencia,
    reabrirOcorrenciaParametros,
    reabrirOcorrenciaResultado,
    reabrirOcorrenciaConteudo,
  ),
} satisfies Record<NomeOperacao, ContratoOperacao>;

/** The contract of a coddao, or undefined when the number is unknown. */
export function contratoDe(coddao: number): ContratoOperacao | undefined {
  return Object.values(operacoes).find((o) => o.coddao === coddao);
}
