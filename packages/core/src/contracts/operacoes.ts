import type * as z from 'zod';
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
import { CODDAO, type NomeOperacao } from './coddao.ts';
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
import { fichaProfessorParametros, fichaProfessorResultado } from './escola.ts';
import {
  cancelarInscricaoEventoParametros,
  cancelarInscricaoEventoResultado,
  eventosParametros,
  eventosResultado,
  inscricaoEventoConteudo,
  inscricaoEventoParametros,
  inscricaoEventoResultado,
} from './eventos.ts';
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
import { recadoParametros, recadoResultado, recadosParametros, recadosResultado } from './recados.ts';
import {
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

/** The zod schemas of one V4 operation: positional parametros, optional body, result. */
export interface ContratoOperacao {
  readonly coddao: number;
  readonly parametros: z.ZodType;
  readonly conteudo?: z.ZodType;
  readonly resultado: z.ZodType;
}

function contrato<P extends z.ZodType, R extends z.ZodType, C extends z.ZodType | undefined = undefined>(
  coddao: number,
  parametros: P,
  resultado: R,
  conteudo?: C,
) {
  return { coddao, parametros, resultado, ...(conteudo ? { conteudo } : {}) } as {
    coddao: number;
    parametros: P;
    resultado: R;
  } & (C extends z.ZodType ? { conteudo: C } : { conteudo?: undefined });
}

/** Registry of every V4 operation's contract, by name (numbers in CODDAO). */
export const operacoes = {
  login: contrato(CODDAO.login, loginParametros, loginResultado),
  pedirCodigoConta: contrato(CODDAO.pedirCodigoConta, pedirCodigoContaParametros, pedirCodigoContaResultado),
  definirSenha: contrato(CODDAO.definirSenha, definirSenhaParametros, definirSenhaResultado),
  alterarSenha: contrato(CODDAO.alterarSenha, alterarSenhaParametros, alterarSenhaResultado),
  sessoesAtivas: contrato(CODDAO.sessoesAtivas, sessoesAtivasParametros, sessoesAtivasResultado),
  encerrarOutraSessao: contrato(
    CODDAO.encerrarOutraSessao,
    encerrarOutraSessaoParametros,
    encerrarOutraSessaoResultado,
  ),
  meusDados: contrato(CODDAO.meusDados, meusDadosParametros, meusDadosResultado),
  pedirTrocaEmail: contrato(CODDAO.pedirTrocaEmail, pedirTrocaEmailParametros, pedirTrocaEmailResultado),
  confirmarTrocaEmail: contrato(
    CODDAO.confirmarTrocaEmail,
    confirmarTrocaEmailParametros,
    confirmarTrocaEmailResultado,
  ),
  salvarEndereco: contrato(
    CODDAO.salvarEndereco,
    salvarEnderecoParametros,
    salvarEnderecoResultado,
    salvarEnderecoConteudo,
  ),
  encerrarSessao: contrato(CODDAO.encerrarSessao, encerrarSessaoParametros, encerrarSessaoResultado),
  encerrarTodasSessoes: contrato(
    CODDAO.encerrarTodasSessoes,
    encerrarSessaoParametros,
    encerrarSessaoResultado,
  ),
  salvarParametros: contrato(CODDAO.salvarParametros, salvarParametrosParametros, salvarParametrosResultado),
  versaoApp: contrato(CODDAO.versaoApp, versaoAppParametros, versaoAppResultado),
  cadastroPessoa: contrato(
    CODDAO.cadastroPessoa,
    cadastroPessoaParametros,
    cadastroPessoaResultado,
    cadastroPessoaConteudo,
  ),
  inscricaoEvento: contrato(
    CODDAO.inscricaoEvento,
    inscricaoEventoParametros,
    inscricaoEventoResultado,
    inscricaoEventoConteudo,
  ),
  cancelarInscricaoEvento: contrato(
    CODDAO.cancelarInscricaoEvento,
    cancelarInscricaoEventoParametros,
    cancelarInscricaoEventoResultado,
  ),
  recados: contrato(CODDAO.recados, recadosParametros, recadosResultado),
  recado: contrato(CODDAO.recado, recadoParametros, recadoResultado),
  notificacoes: contrato(CODDAO.notificacoes, notificacoesParametros, notificacoesResultado),
  notificacoesNaoLidas: contrato(
    CODDAO.notificacoesNaoLidas,
    notificacoesNaoLidasParametros,
    notificacoesNaoLidasResultado,
  ),
  marcarNotificacaoLida: contrato(
    CODDAO.marcarNotificacaoLida,
    marcarNotificacaoLidaParametros,
    marcarNotificacaoLidaResultado,
  ),
  guiaMedico: contrato(CODDAO.guiaMedico, guiaMedicoParametros, guiaMedicoResultado),
  contracheques: contrato(CODDAO.contracheques, contrachequesParametros, contrachequesResultado),
  fichaProfessor: contrato(CODDAO.fichaProfessor, fichaProfessorParametros, fichaProfessorResultado),
  treinamentos: contrato(CODDAO.treinamentos, treinamentosParametros, treinamentosResultado),
  docsite: contrato(CODDAO.docsite, docsiteParametros, docsiteResultado),
  documentoHtml: contrato(CODDAO.documentoHtml, documentoHtmlParametros, documentoHtmlResultado),
  moduloRegistros: contrato(CODDAO.moduloRegistros, moduloRegistrosParametros, moduloRegistrosResultado),
  moduloRegistro: contrato(CODDAO.moduloRegistro, moduloRegistroParametros, moduloRegistroResultado),
  eventos: contrato(CODDAO.eventos, eventosParametros, eventosResultado),
  registrarDispositivo: contrato(
    CODDAO.registrarDispositivo,
    registrarDispositivoParametros,
    registrarDispositivoResultado,
  ),
  atualizarContato: contrato(
    CODDAO.atualizarContato,
    atualizarContatoParametros,
    atualizarContatoResultado,
    atualizarContatoConteudo,
  ),
  cobrancas: contrato(CODDAO.cobrancas, cobrancasParametros, cobrancasResultado),
  cobranca: contrato(CODDAO.cobranca, cobrancaParametros, cobrancaResultado),
  proximaCobranca: contrato(CODDAO.proximaCobranca, proximaCobrancaParametros, proximaCobrancaResultado),
  cantina: contrato(CODDAO.cantina, cantinaParametros, cantinaResultado),
  limiteCantina: contrato(
    CODDAO.limiteCantina,
    limiteCantinaParametros,
    limiteCantinaResultado,
    limiteCantinaConteudo,
  ),
  recargaCantina: contrato(
    CODDAO.recargaCantina,
    recargaCantinaParametros,
    recargaCantinaResultado,
    recargaCantinaConteudo,
  ),
} satisfies Record<NomeOperacao, ContratoOperacao>;

/** The contract of a coddao, or undefined when the number is unknown. */
export function contratoDe(coddao: number): ContratoOperacao | undefined {
  return Object.values(operacoes).find((o) => o.coddao === coddao);
}
