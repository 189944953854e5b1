import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MENSAGENS } from '@portal/core';
import { describe, expect, it } from 'vitest';

// SPEC §8 texts must live once, in core's catalogue; the app and the API import them.
const SPEC_TEXTS = [
  MENSAGENS.tituloErro,
  MENSAGENS.tituloAtencao,
  MENSAGENS.tituloNovaVersao,
  MENSAGENS.cepNaoEncontrado,
  MENSAGENS.nenhumDado,
  MENSAGENS.falhaBuscarDocumento,
  MENSAGENS.reautenticacaoFalhou,
  MENSAGENS.tokenInvalido,
  MENSAGENS.requisicaoDuplicada,
  MENSAGENS.falhaConectarServidor,
  MENSAGENS.falhaConexao,
  MENSAGENS.falhaAbrirArquivo,
  MENSAGENS.popupBloqueado,
  MENSAGENS.falhaAtualizarParametros,
  MENSAGENS.cpfInvalido,
  MENSAGENS.telefoneInvalido,
  MENSAGENS.dataInvalida,
  MENSAGENS.buscandoEndereco,
  MENSAGENS.processando,
  MENSAGENS.aguarde,
  MENSAGENS.atualizando,
];

const root = resolve(import.meta.dirname, '..');
const sources = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((path) => path && !/\.test\.tsx?$/.test(path) && !path.includes('/test/'))
  .map((path) => ({ path, text: readFileSync(resolve(root, path), 'utf8') }));

describe('SPEC §8 messages', () => {
  it.each(SPEC_TEXTS)('"%s" is written exactly once outside tests, in core', (text) => {
    const literal = new RegExp(`['"\`]${text.replace(/[.*+?^${}()|[\]\\!]/g, '\\$&')}['"\`]`);
    const places = sources.filter((file) => literal.test(file.text)).map((file) => file.path);
    expect(places).toEqual(['packages/core/src/mensagens.ts']);
  });
});
