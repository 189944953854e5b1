import { type ManifestoModulo, pagina } from '../../lib/modulo.ts';

const Eventos = pagina(() => import('./eventos-page.tsx'), 'EventosPage');

/** The eventos section's home is its list of open events (coddao 310). */
export const modulo: ManifestoModulo = {
  nome: 'eventos',
  rotas: [{ path: 'eventos', page: Eventos }],
};
