import { LISTAS_COBRANCA, MODULOS } from '@portal/core';
import type { ComponentType } from 'react';
import { paginaPreguicosa } from '../lib/pagina-preguicosa.tsx';

/** One page of a module; `path` is the full route without the leading slash, '/*' allowed at the end. */
export interface ModuloRota {
  path: string;
  page: ComponentType;
}

/**
 * What a module tells the shell: its section path and routes (SPEC §2). Titles and icons live in catalogo.ts,
 * which only the lazy pages import, so the first screen does not carry them.
 */
export interface ModuloManifest {
  path: string;
  rotas: ModuloRota[];
}

/**
 * A lazy page over a named export: every page is its own chunk, loaded on first visit, and asked for again after
 * a failed load (lib/pagina-preguicosa.tsx).
 */
function pagina<M extends Record<string, unknown>>(carregar: () => Promise<M>, nome: keyof M & string) {
  return paginaPreguicosa(async () => ({ default: (await carregar())[nome] as ComponentType }));
}

const Inicio = pagina(() => import('./inicio/modulo-inicio-page.tsx'), 'ModuloInicioPage');
const ListaRegistros = pagina(() => import('./registros/lista-registros-page.tsx'), 'ListaRegistrosPage');
const Registro = pagina(() => import('./registros/registro-page.tsx'), 'RegistroPage');
const Eventos = pagina(() => import('./eventos/eventos-page.tsx'), 'EventosPage');
const CadastroInicio = pagina(() => import('./cadastro/cadastro-inicio-page.tsx'), 'CadastroInicioPage');
const Contato = pagina(() => import('./cadastro/contato-page.tsx'), 'ContatoPage');
const Docsite = pagina(() => import('./cadastro/docsite-page.tsx'), 'DocsitePage');
const DocumentoPublico = pagina(() => import('./doc/documento-page.tsx'), 'DocumentoPublicoPage');
const Documento = pagina(() => import('./doc/documento-page.tsx'), 'DocumentoPage');
const GuiaMedico = pagina(() => import('./planosaude/guia-medico-page.tsx'), 'GuiaMedicoPage');
const FichaProfessor = pagina(() => import('./escola/ficha-professor-page.tsx'), 'FichaProfessorPage');
const Contracheque = pagina(() => import('./pprivada/contracheque-page.tsx'), 'ContrachequePage');
const CadPessoaF = pagina(() => import('./cadastro/cadpessoaf-page.tsx'), 'CadPessoaFPage');
const ListaCobrancas = pagina(() => import('./cobrancas/lista-cobrancas-page.tsx'), 'ListaCobrancasPage');
const CobrancaPagina = pagina(() => import('./cobrancas/cobranca-page.tsx'), 'CobrancaPage');
const Cantina = pagina(() => import('./cantina/cantina-page.tsx'), 'CantinaPage');
const Treinamento = pagina(() => import('./treinamento/treinamento-page.tsx'), 'TreinamentoPage');

/** SPEC §2's named pages inside a module section; the shell's router prefers static paths over params. */
const PAGINAS_DO_MODULO: Readonly<Record<string, ModuloRota[]>> = {
  planosaude: [
    { path: 'planosaude/beneficiario/guia-medico', page: GuiaMedico },
    // SPEC §2 lets this URL past the guard; it opens the person registration (sending it still needs a login).
    { path: 'planosaude/beneficiario/cadplanosaude', page: CadPessoaF },
  ],
  escola: [{ path: 'escola/professor/ficha', page: FichaProfessor }],
  cantina: [{ path: 'cantina/saldo', page: Cantina }],
  pprivada: [{ path: 'pprivada/contracheque', page: Contracheque }],
  cadastro: [
    { path: 'cadastro/contato', page: Contato },
    { path: 'cadastro/documentos/docsite', page: Docsite },
    { path: 'cadastro/documentos/docsite/:codigo', page: DocumentoPublico },
  ],
};

const INICIO_PROPRIO: Readonly<Record<string, ComponentType>> = {
  eventos: Eventos,
  cadastro: CadastroInicio,
};

/**
 * Every module section of SPEC §2: its home, its named pages, then the generic record list
 * (/{modulo}/{lista}, coddao 300) and record (/{modulo}/{lista}/{codregistro}, coddao 301).
 */
const SECOES: ModuloManifest[] = MODULOS.map((path) => {
  return {
    path,
    rotas: [
      { path, page: INICIO_PROPRIO[path] ?? Inicio },
      ...(PAGINAS_DO_MODULO[path] ?? []),
      // Charge lists open in the charge screens (issue 13), before the generic record routes claim them.
      ...LISTAS_COBRANCA.filter((l) => l.startsWith(`${path}/`)).flatMap((l) => [
        { path: l, page: ListaCobrancas },
        { path: `${l}/:codcobranca`, page: CobrancaPagina },
      ]),
      { path: `${path}/:lista`, page: ListaRegistros },
      { path: `${path}/:lista/:codregistro`, page: Registro },
    ],
  };
});

/** SPEC §2's pages outside the module sections. */
const PAGINAS_AVULSAS: ModuloManifest[] = [
  {
    path: 'cadpessoaf',
    rotas: [{ path: 'cadpessoaf', page: CadPessoaF }],
  },
  {
    path: 'treinamento',
    rotas: [{ path: 'treinamento', page: Treinamento }],
  },
  {
    path: 'doc',
    rotas: [{ path: 'doc/:codigo', page: Documento }],
  },
];

export const modulos: ModuloManifest[] = [...SECOES, ...PAGINAS_AVULSAS];
