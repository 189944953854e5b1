import type { BoletimResultado, ErroV4 } from '@portal/core';
import { isErroV4 } from '../../lib/api-client.ts';
import type { AdiantarRotas } from '../../lib/leitura-adiantada.ts';
import { chaveDaLista, lerListaGuardada, nomeDaLeitura } from '../../lib/listas-guardadas.ts';
import { adiantarBoletim } from './api/boletim.ts';

/** The longest the shell waits for the sketch: past it, a slow answer still paints if the shell has not. */
const ESPERA_MAXIMA_MS = 1500;

/**
 * Paints the boletim's sketch (boletim-esboco.ts, its own small chunk, no React) from whichever arrives first,
 * the saved answer or the one just asked for; the fresh one paints over a saved one while the shell is still on
 * its way. Resolves once one is painted, or neither will be.
 */
async function esbocarBoletim(
  raiz: Promise<HTMLElement | null>,
  chave: string | null,
  resposta: Promise<BoletimResultado | ErroV4>,
): Promise<void> {
  const onde = await raiz;
  if (!onde) return;
  const pintor = import('./boletim-esboco.ts');
  let pintouFresca = false;
  const pintar = async (boletim: BoletimResultado | null | undefined, fresca: boolean) => {
    if (!boletim) throw new Error('sem boletim');
    const { pintarEsbocoBoletim } = await pintor;
    if (fresca || !pintouFresca) pintarEsbocoBoletim(onde, boletim);
    pintouFresca ||= fresca;
    // Let it reach the screen before the shell's code is evaluated (a frame is ~16 ms).
    await new Promise((pintou) => requestAnimationFrame(() => setTimeout(pintou, 0)));
  };
  // The page keeps its answer as a one-item list (lib/use-paginada.ts's useCarregar).
  const guardada = lerListaGuardada<{ valor: BoletimResultado }>(chave).then((g) => g?.itens[0]?.valor);
  await Promise.race([
    Promise.any([
      resposta.then((r) => pintar(isErroV4(r) ? null : r, true)),
      guardada.then((b) => pintar(b, false)),
    ]).catch(() => {}),
    new Promise((passou) => setTimeout(passou, ESPERA_MAXIMA_MS)),
  ]);
}

/**
 * Opening the boletim from its URL (a bookmark, a notification, a reload): its read leaves at start-up and the grid
 * is painted from the answer (a few KB) before the shell's ~250 KB, which would otherwise share the line with it,
 * start arriving (issue 31: the grid, the page's largest paint, waited for the entry, the shell, the page's chunk
 * and only then its read). The page's code then comes with the shell, in its first commit (app/tela.tsx). The read's key is the page's own
 * (useGuardarComo('boletim')), so the page takes this answer instead of asking again.
 */
export const adiantar: AdiantarRotas = {
  'escola/boletim': async (sessao, raiz) => {
    const chave = chaveDaLista(nomeDaLeitura('boletim'), sessao);
    const resposta = adiantarBoletim(chave);
    if (resposta) await esbocarBoletim(raiz, chave, resposta).catch(() => {});
  },
};
