#!/usr/bin/env node
// Builds the app and prints the gzip size of what the login route and the home route load: the entry chunk,
// every chunk it imports statically, the chunks start-up always imports dynamically (the platform layer),
// and for home the lazy shell menu and the home page with their static imports. Fails over budget (issue 4), or
// when V8's compile hint is missing from the entry or the shell, or present on React or the login form.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const raiz = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(raiz, 'dist');
const KB = 1024;
/**
 * Ceilings against regressions (issue 12): a logged-out visitor's first screen is the login form alone (React,
 * storage, the session and core's rules: ~97 KB), the shell comes after; home adds the shell (Ionic, router, split
 * pane, menu, counter) and the recados page (~238 KB, since the Ionic components it never renders are dropped).
 * Home's ceiling moved from 245 to 248 KB with issues 31 and 32: their ~60 operations (the entry's table of numbers,
 * lib/operacoes.ts) and ~30 lazy routes (the shell's route table) added 2.5 KB to it (242.7 → 245.2 KB); no page's
 * own code is in it. Start-up's early read and sketch of a module page opened from its URL (app/adiantar-rota.ts,
 * the boletim's) add 0.8 KB to the entry (245.3 → 246.1 KB); the sketch itself is a chunk of its own.
 */
const ORCAMENTO = { login: 120 * KB, home: 248 * KB, boletim: 245 * KB };
/**
 * Issue 31's school pages, each a lazy chunk: what a logged-in visitor of that route loads (the shell, the menu and
 * the page with its static imports), with its ceiling.
 */
const CASCA = ['src/app/app.tsx', 'src/app/side-menu.tsx'];
const PAGINAS = {
  chamada: { src: 'src/modules/escola/chamada-page.tsx', orcamento: 245 * KB },
  frequencia: { src: 'src/modules/escola/frequencia-page.tsx', orcamento: 248 * KB },
  justificativas: { src: 'src/modules/escola/justificativas-page.tsx', orcamento: 245 * KB },
  'risco-frequencia': { src: 'src/modules/escola/risco-frequencia-page.tsx', orcamento: 245 * KB },
};
/**
 * Dynamic imports that start-up awaits on the web: React and the first screens (src/main.ts imports them after
 * reading the session; the platform layer loads on native only).
 */
const SEMPRE = ['src/app/tela.tsx'];
/** What a logged-in visitor of /home/recados adds: the shell (its own chunk), the menu and the page. */
const HOME = ['src/app/app.tsx', 'src/app/side-menu.tsx', 'src/pages/recados-page.tsx'];
/**
 * What a family opening /escola/boletim loads (issue 31): the shell, the menu, the boletim's lazy page and the
 * sketch start-up paints from its read before the shell arrives (modules/escola/adiantar.ts).
 */
const BOLETIM = [
  'src/app/app.tsx',
  'src/app/side-menu.tsx',
  'src/modules/escola/boletim-page.tsx',
  'src/modules/escola/boletim-esboco.ts',
];

if (!process.argv.includes('--no-build')) {
  execFileSync(
    process.execPath,
    [join(raiz, '../../node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: raiz,
      stdio: 'inherit',
    },
  );
}

const caminhoManifesto = join(dist, '.vite', 'manifest.json');
if (!existsSync(caminhoManifesto)) {
  console.error('dist/.vite/manifest.json não encontrado: rode o build com build.manifest ligado.');
  process.exit(1);
}
const manifesto = JSON.parse(readFileSync(caminhoManifesto, 'utf8'));
const entrada = Object.keys(manifesto).find((k) => manifesto[k].isEntry);
if (!entrada) {
  console.error('Nenhum chunk de entrada no manifesto.');
  process.exit(1);
}

/** The chunk's file, its CSS and everything it imports statically, recursively. */
function fecho(chave, arquivos = new Set()) {
  const chunk = manifesto[chave];
  if (!chunk || arquivos.has(chunk.file)) return arquivos;
  arquivos.add(chunk.file);
  for (const css of chunk.css ?? []) arquivos.add(css);
  for (const importado of chunk.imports ?? []) fecho(importado, arquivos);
  return arquivos;
}

function chave(src) {
  if (manifesto[src]) return src;
  console.error(`"${src}" não está no manifesto: o script precisa ser atualizado.`);
  process.exit(1);
}

const tamanhos = new Map();
function gzip(arquivo) {
  if (!tamanhos.has(arquivo))
    tamanhos.set(arquivo, gzipSync(readFileSync(join(dist, arquivo)), { level: 9 }).length);
  return tamanhos.get(arquivo);
}

function medir(nome, raizes) {
  const arquivos = new Set();
  for (const r of raizes) fecho(chave(r), arquivos);
  let js = 0;
  let css = 0;
  for (const a of arquivos) {
    if (a.endsWith('.css')) css += gzip(a);
    else js += gzip(a);
  }
  return { nome, arquivos: [...arquivos], js, css, total: js + css };
}

const login = medir('login', [entrada, ...SEMPRE]);
const home = medir('home', [entrada, ...SEMPRE, ...HOME]);
const boletim = medir('boletim', [entrada, ...SEMPRE, ...BOLETIM]);
const paginas = Object.entries(PAGINAS).map(([nome, p]) => {
  ORCAMENTO[nome] = p.orcamento;
  return medir(nome, [entrada, ...SEMPRE, ...CASCA, p.src]);
});
const kb = (n) => `${(n / KB).toFixed(1)} KB`;
let falhou = false;
for (const rota of [login, home, boletim, ...paginas]) {
  const orcamento = ORCAMENTO[rota.nome];
  const ok = rota.total <= orcamento;
  falhou ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'ACIMA'} rota ${rota.nome.padEnd(16)}  JS ${kb(rota.js).padStart(9)}  CSS ${kb(rota.css).padStart(8)}  ` +
      `total ${kb(rota.total).padStart(9)} gzip  (orçamento ${kb(orcamento)}, ${rota.arquivos.length} arquivos)`,
  );
  if (process.argv.includes('--verbose') || !ok) {
    for (const a of [...rota.arquivos].sort((x, y) => gzip(y) - gzip(x)))
      console.log(`        ${kb(gzip(a)).padStart(9)}  ${a}`);
  }
}
/**
 * The pages opened from the menu, each a lazy chunk: what it adds over home (its chunk, CSS and static imports not
 * already loaded), with a ceiling; `semEstatico` names chunks it must import only dynamically (loaded on a tap).
 */
const ALEM_DA_HOME = [
  {
    nome: 'escola/calendario',
    src: 'src/modules/escola/calendario-page.tsx',
    orcamento: 10 * KB,
    // The .ics is made on a tap; the school office's event form loads when it opens it.
    semEstatico: ['src/modules/escola/ics-do-evento.ts', 'src/modules/escola/evento-escolar-form.tsx'],
  },
  // Issue 31's pages of the teacher, and the recado with its thread.
  {
    nome: 'escola/professor/inicio',
    src: 'src/modules/escola/inicio-professor-page.tsx',
    orcamento: 8 * KB,
    semEstatico: [],
  },
  {
    nome: 'escola/professor/recado',
    src: 'src/modules/escola/escrever-recado-page.tsx',
    orcamento: 10 * KB,
    semEstatico: [],
  },
  { nome: 'home/recados/:codrecado', src: 'src/pages/recado-page.tsx', orcamento: 12 * KB, semEstatico: [] },
  ...[
    ['condominio/reservas', 'src/modules/condominio/reservas-page.tsx'],
    ['condominio/reservas/minhas', 'src/modules/condominio/minhas-reservas-page.tsx'],
    ['condominio/reservas/aprovacoes', 'src/modules/condominio/aprovacoes-page.tsx'],
  ].map(([nome, src]) => ({ nome, src, orcamento: 8 * KB, semEstatico: [] })),
  ...[
    // The area's month view (its grid, keyboard and legend) with the day's slots and the booking.
    ['condominio/reservas/area', 'src/modules/condominio/area-reserva-page.tsx', 11],
    ['condominio/visitantes', 'src/modules/portaria/visitantes-page.tsx', 20],
    ['condominio/visitantes/autorizar', 'src/modules/portaria/autorizar-visita-page.tsx', 15],
    ['condominio/encomendas', 'src/modules/portaria/encomendas-page.tsx', 15],
    ['condominio/portaria', 'src/modules/portaria/portaria-page.tsx', 15],
    ['condominio/portaria/encomendas', 'src/modules/portaria/portaria-encomendas-page.tsx', 15],
    // The gate's QR scanner is asked for only when the porteiro opens the camera: measured apart from its page.
    ['@zxing/browser', '../../node_modules/@zxing/browser/esm/index.js', 135],
    ['condominio/assembleias', 'src/modules/assembleias/assembleias-page.tsx', 7],
    ['condominio/assembleias/uma', 'src/modules/assembleias/assembleia-page.tsx', 10],
    ['condominio/comunicados', 'src/modules/assembleias/comunicados-page.tsx', 8],
    ['condominio/pesquisas', 'src/modules/assembleias/pesquisas-page.tsx', 6],
    ['condominio/pesquisas/uma', 'src/modules/assembleias/pesquisa-page.tsx', 7],
    ['condominio/ocorrencias', 'src/modules/ocorrencias/minhas-ocorrencias-page.tsx', 10],
    ['condominio/ocorrencias/nova', 'src/modules/ocorrencias/nova-ocorrencia-page.tsx', 10],
    ['condominio/ocorrencias/uma', 'src/modules/ocorrencias/ocorrencia-page.tsx', 10],
    ['condominio/sindico/ocorrencias', 'src/modules/ocorrencias/ocorrencias-sindico-page.tsx', 10],
  ].map(([nome, src, kb]) => ({ nome, src, orcamento: kb * KB, semEstatico: [] })),
];
const naHome = new Set(home.arquivos);
for (const pagina of ALEM_DA_HOME) {
  const propria = medir(pagina.nome, [pagina.src]);
  const arquivos = propria.arquivos.filter((a) => !naHome.has(a));
  const total = arquivos.reduce((soma, a) => soma + gzip(a), 0);
  const estaticos = pagina.semEstatico.filter((src) => arquivos.includes(manifesto[chave(src)].file));
  const ok = total <= pagina.orcamento && estaticos.length === 0;
  falhou ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'ACIMA'} rota ${pagina.nome}  além da home ${kb(total).padStart(9)} gzip  ` +
      `(orçamento ${kb(pagina.orcamento)}, ${arquivos.length} arquivos)` +
      (estaticos.length ? `; importado de forma estática: ${estaticos.join(', ')}` : ''),
  );
}
if (falhou) {
  console.error('Tamanho acima do orçamento.');
  process.exit(1);
}

// V8's compile hint (vite-plugins/compilar-cedo.ts's DICA_COMPILAR_CEDO) heads the entry and the shell's and the
// home page's chunks, and none of what the login adds to the entry (React, the login form): there it made the
// blocking time longer.
const DICA = '//# allFunctionsCalledOnLoad\n';
const comDica = (arquivo) => readFileSync(join(dist, arquivo), 'utf8').startsWith(DICA);
const arquivoEntrada = manifesto[entrada].file;
const loginComDica = login.arquivos.filter((a) => a.endsWith('.js') && a !== arquivoEntrada && comDica(a));
const semDica = [
  arquivoEntrada,
  ...['src/app/app.tsx', 'src/pages/recados-page.tsx'].map((src) => manifesto[chave(src)].file),
].filter((a) => !comDica(a));
const marcados = home.arquivos.filter((a) => a.endsWith('.js') && comDica(a)).length;
if (loginComDica.length > 0 || semDica.length > 0) {
  console.error(
    `Dica de compilação fora do lugar: no login ${loginComDica}; faltando na entrada ou na casca ${semDica}.`,
  );
  process.exit(1);
} else
  console.log(
    `ok   dica de compilação em ${marcados} arquivos (a entrada, a casca e a home), em nenhum outro do login`,
  );
