import { type ManifestoModulo, pagina } from '../../lib/modulo.ts';

const Assembleias = pagina(() => import('./assembleias-page.tsx'), 'AssembleiasPage');
const Assembleia = pagina(() => import('./assembleia-page.tsx'), 'AssembleiaPage');
const Comunicados = pagina(() => import('./comunicados-page.tsx'), 'ComunicadosPage');
const Pesquisas = pagina(() => import('./pesquisas-page.tsx'), 'PesquisasPage');
const Pesquisa = pagina(() => import('./pesquisa-page.tsx'), 'PesquisaPage');

/**
 * A building's assemblies with online voting, its notices with read tracking and its surveys (issue 32): fixed
 * routes under condominio/, which beat the generic module list that used to answer them.
 */
export const modulo: ManifestoModulo = {
  nome: 'assembleias',
  rotas: [
    { path: 'condominio/assembleias', page: Assembleias },
    { path: 'condominio/assembleias/:codassembleia', page: Assembleia },
    { path: 'condominio/comunicados', page: Comunicados },
    { path: 'condominio/pesquisas', page: Pesquisas },
    { path: 'condominio/pesquisas/:codpesquisa', page: Pesquisa },
  ],
};
