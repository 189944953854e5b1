import { type ManifestoModulo, pagina } from '../../lib/modulo.ts';

const FichaProfessor = pagina(() => import('./ficha-professor-page.tsx'), 'FichaProfessorPage');
const LancarNotas = pagina(() => import('./lancar-notas-page.tsx'), 'LancarNotasPage');
const Boletim = pagina(() => import('./boletim-page.tsx'), 'BoletimPage');

/** The teacher's record (coddao 240), "Lançar notas" (coddao 241) and the family's boletim (coddao 242, issue 31). */
export const modulo: ManifestoModulo = {
  nome: 'escola',
  rotas: [
    { path: 'escola/professor/ficha', page: FichaProfessor },
    { path: 'escola/professor/notas', page: LancarNotas },
    { path: 'escola/boletim', page: Boletim },
  ],
};
