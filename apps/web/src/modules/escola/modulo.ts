import { type ManifestoModulo, pagina } from '../../lib/modulo.ts';

const FichaProfessor = pagina(() => import('./ficha-professor-page.tsx'), 'FichaProfessorPage');
const LancarNotas = pagina(() => import('./lancar-notas-page.tsx'), 'LancarNotasPage');
const Chamada = pagina(() => import('./chamada-page.tsx'), 'ChamadaPage');
const Frequencia = pagina(() => import('./frequencia-page.tsx'), 'FrequenciaPage');
const Justificativas = pagina(() => import('./justificativas-page.tsx'), 'JustificativasPage');
const RiscoFrequencia = pagina(() => import('./risco-frequencia-page.tsx'), 'RiscoFrequenciaPage');

/**
 * The teacher's record (coddao 240), "Lançar notas" (241) and "Chamada" (243/244); the family's "Frequência"
 * (245/246); the school office's justifications and attendance-risk list (290–292) — issue 31.
 */
export const modulo: ManifestoModulo = {
  nome: 'escola',
  rotas: [
    { path: 'escola/professor/ficha', page: FichaProfessor },
    { path: 'escola/professor/notas', page: LancarNotas },
    { path: 'escola/professor/chamada', page: Chamada },
    { path: 'escola/frequencia', page: Frequencia },
    { path: 'escola/secretaria/justificativas', page: Justificativas },
    { path: 'escola/secretaria/frequencia', page: RiscoFrequencia },
  ],
};
