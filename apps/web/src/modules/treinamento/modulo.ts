import { type ManifestoModulo, pagina } from '../../lib/modulo.ts';

const Treinamento = pagina(() => import('./treinamento-page.tsx'), 'TreinamentoPage');

/** The trainings page (coddao 250), outside the module sections. */
export const modulo: ManifestoModulo = {
  nome: 'treinamento',
  rotas: [{ path: 'treinamento', page: Treinamento }],
};
