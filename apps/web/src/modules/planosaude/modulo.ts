import { type ManifestoModulo, pagina } from '../../lib/modulo.ts';

const GuiaMedico = pagina(() => import('./guia-medico-page.tsx'), 'GuiaMedicoPage');

/** The health plan's provider guide (coddao 220). */
export const modulo: ManifestoModulo = {
  nome: 'planosaude',
  rotas: [{ path: 'planosaude/beneficiario/guia-medico', page: GuiaMedico }],
};
