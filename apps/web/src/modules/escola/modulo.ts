import { type ManifestoModulo, pagina } from '../../lib/modulo.ts';

const FichaProfessor = pagina(() => import('./ficha-professor-page.tsx'), 'FichaProfessorPage');

/** The teacher's record (coddao 240). */
export const modulo: ManifestoModulo = {
  nome: 'escola',
  rotas: [{ path: 'escola/professor/ficha', page: FichaProfessor }],
};
