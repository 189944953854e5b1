import { describe, expect, it } from 'vitest';
import { LIMITES_ANEXO } from './cadastro.ts';
import { CODDAO, fichaDe } from './coddao.ts';
import { MENSAGENS_API } from './mensagens-api.ts';
import { contratoDe, operacoes } from './operacoes.ts';

describe('operation contracts', () => {
  it('fixes the operation numbers of core-surface.md', () => {
    expect(CODDAO).toEqual({
      login: 16,
      encerrarSessao: 17,
      encerrarTodasSessoes: 18,
      pedirCodigoConta: 600,
      definirSenha: 601,
      alterarSenha: 602,
      sessoesAtivas: 603,
      encerrarOutraSessao: 604,
      meusDados: 605,
      pedirTrocaEmail: 606,
      confirmarTrocaEmail: 607,
      salvarEndereco: 608,
      bilheteMudancas: 609,
      salvarParametros: 4,
      versaoApp: 176,
      cadastroPessoa: 94,
      inscricaoEvento: 483,
      cancelarInscricaoEvento: 484,
      recados: 200,
      recado: 201,
      confirmarCiente: 205,
      cienciasRecado: 206,
      escreverRecado: 202,
      responderRecado: 203,
      respostasRecado: 204,
      inicioProfessor: 208,
      notificacoes: 210,
      notificacoesNaoLidas: 211,
      marcarNotificacaoLida: 212,
      guiaMedico: 220,
      contracheques: 230,
      fichaProfessor: 240,
      salvarNotas: 241,
      boletim: 242,
      aulasDoDia: 243,
      salvarChamada: 244,
      frequenciaAluno: 245,
      justificarFalta: 246,
      justificativasPendentes: 290,
      decidirJustificativa: 291,
      riscoFrequencia: 292,
      treinamentos: 250,
      docsite: 260,
      calendarioEscolar: 280,
      feedCalendario: 281,
      regenerarFeedCalendario: 282,
      revogarFeedCalendario: 283,
      publicarEventoEscolar: 284,
      editarEventoEscolar: 285,
      cancelarEventoEscolar: 286,
      turmasDaSecretaria: 287,
      documentoHtml: 270,
      moduloRegistros: 300,
      moduloRegistro: 301,
      eventos: 310,
      registrarDispositivo: 320,
      registrarPushWeb: 321,
      removerPushWeb: 322,
      atualizarContato: 330,
      cobrancas: 500,
      cobranca: 501,
      proximaCobranca: 505,
      cantina: 502,
      limiteCantina: 503,
      recargaCantina: 504,
      areasComuns: 700,
      disponibilidadeArea: 701,
      reservarArea: 702,
      minhasReservas: 703,
      cancelarReserva: 704,
      reservasDoEdificio: 705,
      decidirReserva: 706,
      cancelarReservaSindico: 707,
      calendarioArea: 708,
      visitas: 720,
      autorizarVisita: 721,
      revogarVisita: 722,
      conferirPasse: 723,
      encomendas: 725,
      registrarEncomenda: 726,
      retirarEncomenda: 727,
      encomendasPortaria: 728,
      unidadesPortaria: 729,
      fotoEncomenda: 730,
      assembleias: 740,
      assembleia: 741,
      votar: 742,
      abrirVotacao: 743,
      encerrarVotacao: 744,
      auditoriaVotos: 745,
      comunicados: 746,
      lerComunicado: 747,
      publicarComunicado: 748,
      leiturasComunicado: 749,
      pesquisas: 750,
      pesquisa: 751,
      responderPesquisa: 752,
      abrirOcorrencia: 760,
      ocorrencias: 761,
      ocorrencia: 762,
      fotoOcorrencia: 763,
      mensagemOcorrencia: 764,
      moverOcorrencia: 765,
      ocorrenciasSindico: 766,
      avaliarOcorrencia: 767,
      reabrirOcorrencia: 768,
    });
  });

  it('declares idempotency and credentials in the contract, found by number without the schemas', () => {
    const idempotentes = Object.values(operacoes)
      .filter((o) => o.idempotente)
      .map((o) => o.coddao);
    expect(idempotentes.sort((a, b) => a - b)).toEqual([
      17, 18, 94, 202, 203, 205, 241, 244, 246, 282, 283, 284, 285, 286, 291, 321, 322, 330, 483, 484, 503,
      504, 602, 604, 608, 702, 704, 706, 707, 721, 722, 723, 726, 727, 742, 743, 744, 747, 748, 752, 760, 764,
      765, 767, 768,
    ]);
    for (const o of Object.values(operacoes)) {
      expect(fichaDe(o.coddao)?.idempotente === true).toBe(o.idempotente);
      expect(fichaDe(o.coddao)?.credenciais).toBe(o.credenciais);
    }
    expect(fichaDe(9999)).toBeUndefined();
    expect(operacoes.fichaProfessor.credenciais).toEqual(['4']);
    expect(operacoes.escreverRecado.credenciais).toEqual(['4', 'S']);
    expect(operacoes.inicioProfessor.credenciais).toEqual(['4']);
    expect(operacoes.salvarNotas.credenciais).toEqual(['4']);
    expect(operacoes.aulasDoDia.credenciais).toEqual(['4']);
    expect(operacoes.salvarChamada.credenciais).toEqual(['4']);
    for (const o of [
      operacoes.justificativasPendentes,
      operacoes.decidirJustificativa,
      operacoes.riscoFrequencia,
      operacoes.publicarEventoEscolar,
      operacoes.editarEventoEscolar,
      operacoes.cancelarEventoEscolar,
      operacoes.turmasDaSecretaria,
    ])
      expect(o.credenciais).toEqual(['S']);
    for (const o of [
      operacoes.moduloRegistros,
      operacoes.moduloRegistro,
      operacoes.cobrancas,
      operacoes.cobranca,
    ]) {
      expect(o.credenciais).toEqual({ secaoNoParametro: 1 });
    }
  });

  it('has one contract per operation, found by number', () => {
    for (const [nome, coddao] of Object.entries(CODDAO)) {
      expect(operacoes[nome as keyof typeof operacoes].coddao).toBe(coddao);
      expect(contratoDe(coddao)).toBe(operacoes[nome as keyof typeof operacoes]);
    }
    expect(contratoDe(9999)).toBeUndefined();
    expect(operacoes.cadastroPessoa.conteudo).toBeDefined();
    expect(operacoes.recados.conteudo).toBeUndefined();
  });

  it('login takes [copy code, user, 64-hex passwordHash, third?]', () => {
    const hash = 'A'.repeat(64);
    expect(operacoes.login.parametros.parse(['W1', '529.982.247-25', hash])).toEqual([
      'W1',
      '529.982.247-25',
      'a'.repeat(64),
    ]);
    expect(operacoes.login.parametros.safeParse(['W1', 'x', 'demo1234']).success).toBe(false);
    expect(operacoes.login.parametros.safeParse(['W1', '', hash]).success).toBe(false);
    expect(operacoes.login.parametros.safeParse(['W1', 'x', hash, 'terceiro']).success).toBe(true);
  });

  it('list operations default their pagination', () => {
    expect(operacoes.recados.parametros.parse(['W1'])).toEqual(['W1']);
    expect(operacoes.recados.parametros.parse(['W1', '2', 10, null])).toEqual(['W1', 2, 10, '']);
    expect(operacoes.guiaMedico.parametros.parse(['W8', 'ana', 'Cardiologia', '', 1, 20])).toEqual([
      'W8',
      'ana',
      'Cardiologia',
      '',
      1,
      20,
    ]);
    expect(operacoes.moduloRegistros.parametros.safeParse(['W1', '../etc', 'x']).success).toBe(false);
    expect(operacoes.marcarNotificacaoLida.parametros.parse(['W1', 'todas'])).toEqual(['W1', 'todas']);
    expect(operacoes.versaoApp.parametros.safeParse(['W1', '7']).success).toBe(false);
  });

  it('the registration validates CPF, e-mail, date, phones and attachments', () => {
    const valido = {
      nome: 'Joana da Silva',
      cpf: '390.533.447-05',
      dtnascimento: '12/04/1990',
      sexo: 'F',
      email: 'joana@exemplo.com.br',
      lsttelefone: [{ ddd: '11', tel: '987654321' }],
      endereco: { cep: '01001-000', logradouro: 'Praça da Sé', bairro: 'Sé', cidade: 'São Paulo', uf: 'SP' },
    };
    expect(operacoes.cadastroPessoa.conteudo.parse(valido).anexos).toEqual([]);
    const ruim = operacoes.cadastroPessoa.conteudo.safeParse({ ...valido, cpf: '123.456.789-00' });
    expect(ruim.success ? [] : ruim.error.issues.map((i) => i.message)).toEqual([MENSAGENS_API.cpfInvalido]);
    const anexo = {
      base64: 'QUJD',
      filename: 'a.pdf',
      filesize: 3,
      filetype: 'application/pdf',
      dthcriacao: '',
    };
    const demais = operacoes.cadastroPessoa.conteudo.safeParse({
      ...valido,
      anexos: [anexo, anexo, anexo, anexo],
    });
    expect(demais.success).toBe(false);
    expect(LIMITES_ANEXO.maxArquivos).toBe(3);
    const exe = operacoes.cadastroPessoa.conteudo.safeParse({
      ...valido,
      anexos: [{ ...anexo, filename: 'a.exe', filetype: 'application/x-msdownload' }],
    });
    expect(exe.success ? [] : exe.error.issues.map((i) => i.path.join('.'))).toEqual(['anexos.0.filetype']);
    const grande = operacoes.cadastroPessoa.conteudo.safeParse({
      ...valido,
      anexos: [{ ...anexo, base64: 'A'.repeat(7 * 1024 * 1024) }],
    });
    expect(grande.success ? [] : grande.error.issues.map((i) => i.path.join('.'))).toEqual([
      'anexos.0.filesize',
    ]);
    expect(MENSAGENS_API.anexosInvalidos).toBe(
      'Anexos inválidos: até 3 arquivos de no máximo 5 MB cada, dos tipos pdf, png, jpg, jpeg.',
    );
  });

  it('the contact update needs phones or a birth date', () => {
    expect(operacoes.atualizarContato.conteudo.safeParse({}).success).toBe(false);
    expect(operacoes.atualizarContato.conteudo.safeParse({ dtnascimento: '01/02/1985' }).success).toBe(true);
    expect(operacoes.atualizarContato.conteudo.safeParse({ dtnascimento: '31/02/1985' }).success).toBe(false);
  });

  it('the event sign-up body is optional and bounded', () => {
    expect(operacoes.inscricaoEvento.conteudo.parse(undefined)).toBeUndefined();
    expect(operacoes.inscricaoEvento.conteudo.safeParse({ participantes: 11 }).success).toBe(false);
  });
});
