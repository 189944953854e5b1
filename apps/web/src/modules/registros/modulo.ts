import { type ManifestoModulo, pagina } from '../../lib/modulo.ts';

const ListaRegistros = pagina(() => import('./lista-registros-page.tsx'), 'ListaRegistrosPage');
const Registro = pagina(() => import('./registro-page.tsx'), 'RegistroPage');

/** The generic record list (/{secao}/{lista}, coddao 300) and record (/{secao}/{lista}/{codregistro}, 301). */
export const modulo: ManifestoModulo = {
  nome: 'registros',
  porSecao: (secao) => [
    { path: `${secao}/:lista`, page: ListaRegistros },
    { path: `${secao}/:lista/:codregistro`, page: Registro },
  ],
};
