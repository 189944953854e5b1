import { type ManifestoModulo, pagina } from '../../lib/modulo.ts';

const Cantina = pagina(() => import('./cantina-page.tsx'), 'CantinaPage');

/** The cafeteria balance, limit and top-up (coddao 502–504). */
export const modulo: ManifestoModulo = {
  nome: 'cantina',
  rotas: [{ path: 'cantina/saldo', page: Cantina }],
};
