import { LISTAS_COBRANCA } from '@portal/core';
import { type ManifestoModulo, pagina } from '../../lib/modulo.ts';

const ListaCobrancas = pagina(() => import('./lista-cobrancas-page.tsx'), 'ListaCobrancasPage');
const CobrancaPagina = pagina(() => import('./cobranca-page.tsx'), 'CobrancaPage');

/** Charge lists open in the charge screens (issue 13), before the generic record routes claim them. */
export const modulo: ManifestoModulo = {
  nome: 'cobrancas',
  porSecao: (secao) =>
    LISTAS_COBRANCA.filter((l) => l.startsWith(`${secao}/`)).flatMap((l) => [
      { path: l, page: ListaCobrancas },
      { path: `${l}/:codcobranca`, page: CobrancaPagina },
    ]),
};
