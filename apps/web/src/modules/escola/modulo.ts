import { type ManifestoModulo, pagina } from '../../lib/modulo.ts';

const Calendario = pagina(() => import('./calendario-page.tsx'), 'CalendarioPage');
const FichaProfessor = pagina(() => import('./ficha-professor-page.tsx'), 'FichaProfessorPage');
const LancarNotas = pagina(() => import('./lancar-notas-page.tsx'), 'LancarNotasPage');
const InicioProfessor = pagina(() => import('./inicio-professor-page.tsx'), 'InicioProfessorPage');
const EscreverRecado = pagina(() => import('./escrever-recado-page.tsx'), 'EscreverRecadoPage');

const Boletim = pagina(() => import('./boletim-page.tsx'), 'BoletimPage');

const Chamada = pagina(() => import('./chamada-page.tsx'), 'ChamadaPage');
const Frequencia = pagina(() => import('./frequencia-page.tsx'), 'FrequenciaPage');
const Justificativas = pagina(() => import('./justificativas-page.tsx'), 'JustificativasPage');
const RiscoFrequencia = pagina(() => import('./risco-frequencia-page.tsx'), 'RiscoFrequenciaPage');

/**
 * Issue 31: "Início do professor" (coddao 208), the teacher's record (240), "Lançar notas" (241), "Chamada"
 * (243/244) and "Escrever recado" (202); the family's boletim (242), "Frequência" (245/246) and the school calendar
 * (280–283); the school office's justifications and attendance-risk list (290–292).
 */
export const modulo: ManifestoModulo = {
  nome: 'escola',
  rotas: [
    { path: 'escola/professor/inicio', page: InicioProfessor },
    { path: 'escola/calendario', page: Calendario },
    { path: 'escola/professor/ficha', page: FichaProfessor },
    { path: 'escola/professor/notas', page: LancarNotas },
    { path: 'escola/boletim', page: Boletim },
    { path: 'escola/professor/chamada', page: Chamada },
    { path: 'escola/frequencia', page: Frequencia },
    { path: 'escola/secretaria/justificativas', page: Justificativas },
    { path: 'escola/secretaria/frequencia', page: RiscoFrequencia },
    { path: 'escola/professor/recado', page: EscreverRecado },
  ],
};
