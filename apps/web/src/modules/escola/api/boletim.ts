import { chamar, operacoes } from '../../../lib/api-client.ts';

/** The boletim (coddao 242) of the context's child, or of each of the person's children when none is chosen. */
export function lerBoletim() {
  return chamar(operacoes.boletim, []);
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
