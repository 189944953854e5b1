import { type ManifestoModulo, pagina } from '../../lib/modulo.ts';

const Calendario = pagina(() => import('./calendario-page.tsx'), 'CalendarioPage');
const FichaProfessor = pagina(() => import('./ficha-professor-page.tsx'), 'FichaProfessorPage');
const LancarNotas = pagina(() => import('./lancar-notas-page.tsx'), 'LancarNotasPage');
const InicioProfessor = pagina(() => import('./inicio-professor-page.tsx'), 'InicioProfessorPage');
const EscreverRecado = pagina(() => import('./escrever-recado-page.tsx'), 'EscreverRecadoPage');

const Boletim = pagina(() => import('./boletim-page.tsx'), 'BoletimPage');

/**
 * The teacher's record (coddao 240), "Lançar notas" (coddao 241), the family's boletim (coddao 242), the school
 * calendar (coddao 280–283), "Início do professor" (coddao 208) and "Escrever recado" (coddao 202), issue 31.
 */
export const modulo: ManifestoModulo = {
  nome: 'escola',
  rotas: [
    { path: 'escola/professor/inicio', page: InicioProfessor },
    { path: 'escola/calendario', page: Calendario },
    { path: 'escola/professor/ficha', page: FichaProfessor },
    { path: 'escola/professor/notas', page: LancarNotas },
    { path: 'escola/boletim', page: Boletim },
    { path: 'escola/professor/recado', page: EscreverRecado },
  ],
};
