import { type ManifestoModulo, pagina } from '../../lib/modulo.ts';

const Visitantes = pagina(() => import('./visitantes-page.tsx'), 'VisitantesPage');
const AutorizarVisita = pagina(() => import('./autorizar-visita-page.tsx'), 'AutorizarVisitaPage');
const Encomendas = pagina(() => import('./encomendas-page.tsx'), 'EncomendasPage');
const Portaria = pagina(() => import('./portaria-page.tsx'), 'PortariaPage');
const PortariaEncomendas = pagina(() => import('./portaria-encomendas-page.tsx'), 'PortariaEncomendasPage');

/**
 * The gate (issue 32): the resident's visitors' passes (coddao 720–722) and packages (725), and the porteiro's
 * screens — checking a pass (723) and the packages he registers and hands over (726–729).
 */
export const modulo: ManifestoModulo = {
  nome: 'portaria',
  rotas: [
    { path: 'condominio/visitantes', page: Visitantes },
    { path: 'condominio/visitantes/autorizar', page: AutorizarVisita },
    { path: 'condominio/encomendas', page: Encomendas },
    { path: 'condominio/portaria', page: Portaria },
    { path: 'condominio/portaria/encomendas', page: PortariaEncomendas },
  ],
};
