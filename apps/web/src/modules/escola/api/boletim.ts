import { chamar, operacoes } from '../../../lib/api-client.ts';
import { adiantarLeitura, tomarLeituraAdiantada } from '../../../lib/leitura-adiantada.ts';

/** coddao 242; `adiantada`: asked for at start-up, before the app can re-authenticate or show a loader. */
function pedirBoletim(adiantada = false) {
  return chamar(operacoes.boletim, [], undefined, adiantada ? { loader: false, reautenticar: false } : {});
}

/**
 * The boletim (coddao 242) of the context's child, or of each of the person's children when none is chosen. The
 * first read takes the answer start-up asked for under `chave` (the page's saved-list key), when there is one.
 */
export function lerBoletim(chave: string | null = null) {
  const adiantada = tomarLeituraAdiantada<Awaited<ReturnType<typeof pedirBoletim>>>(chave);
  // Asked for without re-authentication: on any failure the page asks again, the normal way.
  return adiantada ? adiantada.catch(() => pedirBoletim()) : pedirBoletim();
}

/**
 * Start-up, opening the boletim from its URL: its read leaves beside the shell's code (escola/adiantar.ts), which
 * also paints the sketch from this answer.
 */
export function adiantarBoletim(chave: string | null) {
  if (!chave) return null;
  const resposta = pedirBoletim(true);
  adiantarLeitura(chave, () => resposta);
  return resposta;
}

/** The V3 document of one child's boletim as a PDF (the API serves it for a child of the context only). */
export function documentoDoBoletim(codaluno: string, anoletivo: number) {
  return {
    doc: 'boletim',
    params: [codaluno, anoletivo],
    filename: `boletim_${anoletivo}.pdf`,
    filetype: 'pdf',
  } as const;
}
