import { type ManifestoModulo, pagina } from '../../lib/modulo.ts';

const Minhas = pagina(() => import('./minhas-ocorrencias-page.tsx'), 'MinhasOcorrenciasPage');
const Nova = pagina(() => import('./nova-ocorrencia-page.tsx'), 'NovaOcorrenciaPage');
const Ocorrencia = pagina(() => import('./ocorrencia-page.tsx'), 'OcorrenciaPage');
const DoSindico = pagina(() => import('./ocorrencias-sindico-page.tsx'), 'OcorrenciasSindicoPage');

/**
 * Ocorrências (issue 32, coddao 760–768): the resident's requests to the síndico — the unit's list, a new one,
 * one with its timeline and talk — and the síndico's list of the building. One detail page serves both sides:
 * what it offers comes from the answer (the síndico's moves, the resident's rating and reopening).
 */
export const modulo: ManifestoModulo = {
  nome: 'ocorrencias',
  rotas: [
    { path: 'condominio/ocorrencias', page: Minhas },
    { path: 'condominio/ocorrencias/nova', page: Nova },
    { path: 'condominio/ocorrencias/:codocorrencia', page: Ocorrencia },
    { path: 'condominio/sindico/ocorrencias', page: DoSindico },
    { path: 'condominio/sindico/ocorrencias/:codocorrencia', page: Ocorrencia },
  ],
};
