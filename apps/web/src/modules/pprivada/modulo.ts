import { type ManifestoModulo, pagina } from '../../lib/modulo.ts';

const Contracheque = pagina(() => import('./contracheque-page.tsx'), 'ContrachequePage');

/** The payslips (coddao 230, the PDFs through V3). */
export const modulo: ManifestoModulo = {
  nome: 'pprivada',
  rotas: [{ path: 'pprivada/contracheque', page: Contracheque }],
};
