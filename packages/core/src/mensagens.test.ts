import { describe, expect, expectTypeOf, it } from 'vitest';
import { MENSAGENS } from './mensagens.ts';

describe('MENSAGENS', () => {
  it('holds every text of SPEC §8 word for word', () => {
    expect(MENSAGENS.tituloErro).toBe('Erro!');
    expect(MENSAGENS.cepNaoEncontrado).toBe('Não foi possível localizar o endereço com o cep informado.');
    expect(MENSAGENS.tituloNovaVersao).toBe('Nova versão disponível');
    expect(MENSAGENS.botaoFechar).toBe('Fechar');
    expect(MENSAGENS.botaoAtualizar).toBe('Atualizar');
    expect(MENSAGENS.tituloAviso).toBe('Aviso');
    expect(MENSAGENS.nenhumDado).toBe('Nenhum dado encontrado.');
    expect(MENSAGENS.tituloErroDocumento).toBe('Erro');
    expect(MENSAGENS.falhaBuscarDocumento).toBe('Falha ao buscar documento.');
    expect(MENSAGENS.reautenticacaoFalhou).toBe('Token expirado e reautenticação falhou.');
    expect(MENSAGENS.tokenInvalido).toBe('Token inválido ou sessão expirada');
    expect(MENSAGENS.requisicaoDuplicada).toBe(
      'Requisição duplicada detectada. Aguardando finalização anterior.',
    );
    expect(MENSAGENS.falhaConectarServidor).toBe('Falha ao conectar ao servidor.');
    expect(MENSAGENS.tituloAtencao).toBe('ATENÇÃO!!!');
    expect(MENSAGENS.falhaConexao).toBe('Falha na conexão.');
    expect(MENSAGENS.falhaAbrirArquivo).toBe('Falha ao abrir o arquivo.');
    expect(MENSAGENS.popupBloqueado).toBe('Pop-up bloqueado! Permita pop-ups para visualizar o anexo.');
    expect(MENSAGENS.falhaAtualizarParametros).toBe('Não foi possível atualizar os parâmetros no momento.');
    expect(MENSAGENS.cpfInvalido).toBe('Aviso: CPF inválido');
    expect(MENSAGENS.telefoneInvalido).toBe('Telefone inválido');
    expect(MENSAGENS.dataInvalida).toBe('Data inválida');
  });

  it('holds the loading texts, dialog buttons and shell texts', () => {
    expect(MENSAGENS.buscandoEndereco).toBe('Buscando endereço...');
    expect(MENSAGENS.processando).toBe('Processando...');
    expect(MENSAGENS.aguarde).toBe('Aguarde...');
    expect(MENSAGENS.atualizando).toBe('Atualizando...');
    expect(MENSAGENS.botaoNao).toBe('Não');
    expect(MENSAGENS.botaoSim).toBe('Sim');
    expect(MENSAGENS.botaoOk).toBe('OK');
    expect(MENSAGENS.usuarioPadrao).toBe('Usuário');
    expect(MENSAGENS.menuInicio).toBe('Início');
    expect(MENSAGENS.tituloPaginaIndisponivel).toBe('Página indisponível');
    expect(MENSAGENS.paginaNaoCarregou).toBe(
      'Não foi possível carregar esta página. Verifique sua conexão: tentaremos de novo assim que ela voltar.',
    );
    expect(MENSAGENS.paginaComErro).toBe('Ocorreu um erro ao mostrar esta página.');
    expect(MENSAGENS.botaoTentarNovamente).toBe('Tentar novamente');
    expect(MENSAGENS.menuSair).toBe('Sair');
  });

  it('asks to update and shows both builds', () => {
    const texto = MENSAGENS.novaVersaoMensagem(41, 43);
    expect(texto).toBe(
      'Há uma nova versão do aplicativo. Atualize para continuar. Versão instalada: 41. Versão disponível: 43.',
    );
  });

  it('keeps each text once', () => {
    const textos: unknown[] = Object.values(MENSAGENS).filter((v) => typeof v === 'string');
    expect(new Set(textos).size).toBe(textos.length);
  });

  it('has pinned literal types', () => {
    expectTypeOf(MENSAGENS.tituloErro).toEqualTypeOf<'Erro!'>();
    expectTypeOf(MENSAGENS.novaVersaoMensagem).toEqualTypeOf<
      (instalada: number, disponivel: number) => string
    >();
  });
});
