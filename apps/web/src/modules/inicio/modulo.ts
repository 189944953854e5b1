import { type ManifestoModulo, pagina } from '../../lib/modulo.ts';

const Inicio = pagina(() => import('./modulo-inicio-page.tsx'), 'ModuloInicioPage');

/** The home of every section that has none of its own (the registry lets a module's own home win). */
export const modulo: ManifestoModulo = {
  nome: 'inicio',
  porSecao: (secao) => [{ path: secao, page: Inicio }],
};
