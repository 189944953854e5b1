import { type ManifestoModulo, pagina } from '../../lib/modulo.ts';

const FichaProfessor = pagina(() => import('./ficha-professor-page.tsx'), 'FichaProfessorPage');
const LancarNotas = pagina(() => import('./lancar-notas-page.tsx'), 'LancarNotasPage');

/** The teacher's record (coddao 240) and "Lançar notas" (coddao 241, issue 31). */
export const modulo: ManifestoModulo = {
  nome: 'escola',
  rotas: [
    { path: 'escola/professor/ficha', page: FichaProfessor },
    { path: 'escola/professor/notas', page: LancarNotas },
  ],
};
