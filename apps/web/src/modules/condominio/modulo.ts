import { type ManifestoModulo, pagina } from '../../lib/modulo.ts';

const Reservas = pagina(() => import('./reservas-page.tsx'), 'ReservasPage');
const AreaReserva = pagina(() => import('./area-reserva-page.tsx'), 'AreaReservaPage');
const MinhasReservas = pagina(() => import('./minhas-reservas-page.tsx'), 'MinhasReservasPage');
const Aprovacoes = pagina(() => import('./aprovacoes-page.tsx'), 'AprovacoesPage');

/** The condominium's own pages (issue 32): bookings of the common areas (coddao 700–707). */
export const modulo: ManifestoModulo = {
  nome: 'condominio',
  rotas: [
    { path: 'condominio/reservas', page: Reservas },
    { path: 'condominio/reservas/area/:codarea', page: AreaReserva },
    { path: 'condominio/reservas/minhas', page: MinhasReservas },
    { path: 'condominio/reservas/aprovacoes', page: Aprovacoes },
  ],
};
