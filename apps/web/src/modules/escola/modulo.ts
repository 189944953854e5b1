import { type ManifestoModulo, pagina } from '../../lib/modulo.ts';

const FichaProfessor = pagina(() => import('./ficha-professor-page.tsx'), 'FichaProfessorPage');
const LancarNotas = pagina(() => import('./lancar-notas-page.tsx'), 'LancarNotasPage');
const InicioProfessor = pagina(() => import('./inicio-professor-page.tsx'), 'InicioProfessorPage');
const EscreverRecado = pagina(() => import('./escrever-recado-page.tsx'), 'EscreverRecadoPage');

/**
 * The teacher's record (coddao 240), "Lançar notas" (coddao 241), "Início do professor" (coddao 208) and
 * "Escrever recado" (coddao 202) of issue 31.
 */
export const modulo: ManifestoModulo = {
  nome: 'escola',
  rotas: [
    { path: 'escola/professor/inicio', page: InicioProfessor },
    { path: 'escola/professor/ficha', page: FichaProfessor },
    { path: 'escola/professor/notas', page: LancarNotas },
    { path: 'escola/professor/recado', page: EscreverRecado },
  ],
};
