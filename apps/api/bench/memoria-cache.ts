import { parseArgs } from 'node:util';
import type { Avisos } from '../src/db/avisos.ts';
import { CacheLeituras, MAXIMO_CARACTERES } from '../src/http/cache-leituras.ts';
import { adiarAnuncios, anunciar } from '../src/mudancas/anunciar.ts';

// The read cache's memory at a provider's size (issue 30): `npx tsx --expose-gc bench/memoria-cache.ts
// [--pessoas 100000]`. Every person reads three answers of the sizes the demo's are (a charges list, a boletim,
// a module list: each JSON text distinct, as each person's is), and then a write is announced to each of them in
// three topics, as a busy day would. Prints what the cache keeps and the heap it takes, after a full GC, against
// the same process before it. The cache's own structure, not the server: a provider's 100,000 logins would take
// the bench a quarter of an hour of argon2 alone.
const { values } = parseArgs({ options: { pessoas: { type: 'string', default: '100000' } } });
const PESSOAS = Number(values.pessoas);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('rode com --expose-gc (npx tsx --expose-gc bench/memoria-cache.ts)');

const heapMb = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

/** An answer of about `bytes` characters, distinct for each person (a charge's fields, repeated). */
function resposta(codpessoa: number, bytes: number): unknown {
  const itens = [];
  for (let i = 0; itens.length * 180 < bytes; i++)
    itens.push({
      codcobranca: codpessoa * 100 + i,
      descricao: `Mensalidade ${i + 1}/12 — pessoa ${codpessoa}`,
      vencimento: `2026-${String((i % 12) + 1).padStart(2, '0')}-10`,
      valor: 1234.56 + i,
      situacao: i % 3 === 0 ? 'paga' : 'aberta',
      linhaDigitavel: `${codpessoa}`.padEnd(47, '7'),
    });
  return { codstatus: 200, conteudo: itens };
}

/** The demo's answers' sizes (characters): charges list (500), boletim (242), a module list (300). */
const TAMANHOS = { cobrancas: 2_200, frequencia: 5_600, modulos: 1_400 } as const;

/** The channel's side: the commit's NOTIFY comes back at once, as it does a moment after each write. */
let notificar: (payload: string) => void = () => {};
const canal = {
  assinar(_canal: string, assinatura: { aoNotificar: (payload: string) => void }) {
    notificar = assinatura.aoNotificar;
  },
} as unknown as Avisos;
const antes = heapMb();
const cache = new CacheLeituras(canal);
const inicio = performance.now();
for (let p = 1; p <= PESSOAS; p++)
  for (const [grupo, bytes] of Object.entries(TAMANHOS))
    await cache.obter(`${grupo}|${p}`, [grupo as keyof typeof TAMANHOS], p, async () => resposta(p, bytes));
const cheio = cache.tamanho();
const depoisDasLeituras = heapMb();
// A write to each person, in three topics: the per-person versions grow until their bound clears them.
let maiorVersoes = 0;
for (let p = 1; p <= PESSOAS; p++) {
  const topicos = ['cobrancas', 'frequencia', 'modulos'] as const;
  // Each write's transaction keeps its announcements for its closing statement, as an idempotent write does.
  const tx = {} as never;
  adiarAnuncios(tx);
  await anunciar(tx, topicos, [p]);
  notificar(JSON.stringify({ t: topicos, p: [p] }));
  maiorVersoes = Math.max(maiorVersoes, cache.tamanho().versoesPorPessoa);
}
const depoisDasEscritas = heapMb();
cache.fechar();

const mb = (n: number) => `${n.toFixed(1)} MB`;
console.log(
  `cache de leituras, ${PESSOAS.toLocaleString('pt-BR')} pessoas, 3 respostas cada (${((performance.now() - inicio) / 1000).toFixed(1)} s)`,
);
console.log(
  `  limite: ${MAXIMO_CARACTERES.toLocaleString('pt-BR')} caracteres de JSON; guardadas ${cheio.respostas.toLocaleString('pt-BR')} respostas, ${cheio.caracteres.toLocaleString('pt-BR')} caracteres`,
);
console.log(`  heap após as leituras: +${mb(depoisDasLeituras - antes)} (antes ${mb(antes)})`);
console.log(
  `  versões por pessoa: no máximo ${maiorVersoes.toLocaleString('pt-BR')} ao mesmo tempo; heap após as escritas: +${mb(depoisDasEscritas - antes)}`,
);
console.log(`  rss do processo: ${mb(process.memoryUsage().rss / 1024 / 1024)}`);
