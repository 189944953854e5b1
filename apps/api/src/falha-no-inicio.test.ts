import { describe, expect, it } from 'vitest';
import { mensagemDeFalhaNoInicio } from './falha-no-inicio.ts';

/** Node's and node-postgres's errors as they arrive: a code, and for sockets the syscall, address and port. */
const erro = (campos: Record<string, unknown>, mensagem = 'English text') =>
  Object.assign(new Error(mensagem), campos);

describe('mensagemDeFalhaNoInicio', () => {
  it('a port that is taken, forbidden, or an address that is not this machine', () => {
    expect(mensagemDeFalhaNoInicio(erro({ code: 'EADDRINUSE', syscall: 'listen', port: 8080 }))).toBe(
      'A porta 8080 já está em uso por outro programa (outro Portal?). Encerre-o ou escolha outra porta: PORT=8081 npm start',
    );
    expect(mensagemDeFalhaNoInicio(erro({ code: 'EACCES', syscall: 'listen', port: 80 }))).toMatch(
      /^Sem permissão para usar a porta 80: portas abaixo de 1024/,
    );
    expect(
      mensagemDeFalhaNoInicio(
        erro({ code: 'EADDRNOTAVAIL', syscall: 'listen', address: '10.9.9.9', port: 1 }),
      ),
    ).toBe('O endereço HOST=10.9.9.9 não é desta máquina. Use 0.0.0.0 (todas as interfaces) ou 127.0.0.1.');
  });

  it('a data folder it may not write, or a full disk', () => {
    expect(mensagemDeFalhaNoInicio(erro({ code: 'EACCES', syscall: 'mkdir', path: '/srv/dados' }))).toBe(
      'Sem permissão para gravar em /srv/dados. Use uma pasta de dados onde você possa gravar: DATA_DIR=./dados npm start',
    );
    expect(mensagemDeFalhaNoInicio(erro({ code: 'ENOSPC', syscall: 'write', path: '/srv/dados/x' }))).toBe(
      'Não há espaço em disco para gravar em /srv/dados/x.',
    );
  });

  it('a PostgreSQL that cannot be reached, found under what drizzle wraps', () => {
    const recusada = erro({ code: 'ECONNREFUSED', syscall: 'connect', address: '127.0.0.1', port: 5432 });
    expect(mensagemDeFalhaNoInicio(new Error('Failed query', { cause: recusada }))).toBe(
      'Não foi possível conectar ao PostgreSQL de DATABASE_URL (127.0.0.1:5432): a conexão foi recusada (o servidor não está no ar nesse endereço e porta?). Verifique o endereço ou deixe DATABASE_URL vazio para usar o banco embutido.',
    );
    expect(mensagemDeFalhaNoInicio(erro({ code: 'ENOTFOUND', hostname: 'banco.interno' }))).toContain(
      '(banco.interno): o nome do servidor não foi encontrado.',
    );
  });

  it('PostgreSQL refusing the login or not having the database', () => {
    expect(mensagemDeFalhaNoInicio(erro({ code: '28P01' }))).toBe(
      'O PostgreSQL recusou o usuário ou a senha de DATABASE_URL.',
    );
    expect(mensagemDeFalhaNoInicio(erro({ code: '3D000' }))).toMatch(
      /^O banco de dados nomeado em DATABASE_URL não existe/,
    );
  });

  it('anything else: a Portuguese line with the failure’s own text', () => {
    expect(mensagemDeFalhaNoInicio(erro({ code: 'EIO' }, 'i/o error'))).toBe(
      'Falha ao iniciar a API: i/o error',
    );
    expect(mensagemDeFalhaNoInicio('texto')).toBe('Falha ao iniciar a API: texto');
  });
});
