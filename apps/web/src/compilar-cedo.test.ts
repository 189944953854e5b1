// @vitest-environment node
import { expect, it } from 'vitest';
import {
  type ChunkDoBundle,
  chunksParaCompilarCedo,
  compilarCedo,
  DICA_COMPILAR_CEDO,
} from '../vite-plugins/compilar-cedo.ts';

const chunk = (fileName: string, imports: string[] = [], facade: string | null = null, isEntry = false) => ({
  fileName,
  imports,
  facadeModuleId: facade,
  isEntry,
});

// The shape of the real build: the entry, React with the first screens, the shell, the home's page, a module page.
const BUNDLE: ChunkDoBundle[] = [
  chunk('index.js', ['runtime.js', 'core.js'], '/w/apps/web/index.html', true),
  chunk('runtime.js'),
  chunk('core.js'),
  chunk('tela.js', ['react.js', 'login.js', 'runtime.js'], '/w/apps/web/src/app/tela.tsx'),
  chunk('react.js', ['runtime.js']),
  chunk('login.js', ['react.js', 'core.js']),
  chunk('app.js', ['react.js', 'ionic.js', 'contador.js', 'core.js'], '/w/apps/web/src/app/app.tsx'),
  chunk('ionic.js', ['stencil.js']),
  chunk('stencil.js'),
  chunk('contador.js', ['ionic.js']),
  chunk('recados.js', ['lista.js', 'ionic.js', 'react.js'], '/w/apps/web/src/pages/recados-page.tsx'),
  chunk('lista.js'),
  chunk('cobranca.js', ['ionic.js', 'qrcode.js'], '/w/apps/web/src/modules/cobrancas/cobranca-page.tsx'),
  chunk('qrcode.js'),
];

it('marks the entry, the shell, the home page and what they import, never React or the login form', () => {
  expect([...chunksParaCompilarCedo(BUNDLE)].sort()).toEqual([
    'app.js',
    'contador.js',
    'index.js',
    'ionic.js',
    'lista.js',
    'recados.js',
    'stencil.js',
  ]);
});

it('marks the entry alone, not what it imports, when the build has no shell (and survives a cycle)', () => {
  expect([...chunksParaCompilarCedo([chunk('a.js', ['b.js'], null, true), chunk('b.js', ['a.js'])])]).toEqual(
    ['a.js'],
  );
});

it('puts the hint first in the marked chunks and moves their source maps one line down', () => {
  const mapa = { version: 3, sources: ['app.tsx'], names: [], mappings: 'AAAA;AACA' };
  const bundle: Record<string, unknown> = Object.fromEntries(
    BUNDLE.map((c) => [c.fileName, { ...c, type: 'chunk', code: `/* ${c.fileName} */`, map: { ...mapa } }]),
  );
  bundle['app.js.map'] = { type: 'asset', fileName: 'app.js.map', source: JSON.stringify(mapa) };
  const plugin = compilarCedo();
  const gerar = (plugin.generateBundle as { handler: (this: unknown, o: unknown, b: unknown) => void })
    .handler;
  gerar.call({}, {}, bundle);
  const codigo = (nome: string) => (bundle[nome] as { code: string }).code;
  expect(codigo('app.js')).toBe(`${DICA_COMPILAR_CEDO}/* app.js */`);
  for (const nome of ['stencil.js', 'index.js'])
    expect(codigo(nome).startsWith(DICA_COMPILAR_CEDO)).toBe(true);
  for (const nome of ['runtime.js', 'react.js', 'login.js', 'cobranca.js'])
    expect(codigo(nome)).toBe(`/* ${nome} */`);
  expect((bundle['app.js'] as { map: { mappings: string } }).map.mappings).toBe(';AAAA;AACA');
  expect(JSON.parse((bundle['app.js.map'] as { source: string }).source).mappings).toBe(';AAAA;AACA');
  expect((bundle['react.js'] as { map: { mappings: string } }).map.mappings).toBe('AAAA;AACA');
});
