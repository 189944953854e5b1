import { type ManifestoModulo, pagina } from '../../lib/modulo.ts';

const CadastroInicio = pagina(() => import('./cadastro-inicio-page.tsx'), 'CadastroInicioPage');
const Contato = pagina(() => import('./contato-page.tsx'), 'ContatoPage');
const Docsite = pagina(() => import('./docsite-page.tsx'), 'DocsitePage');
const CadPessoaF = pagina(() => import('./cadpessoaf-page.tsx'), 'CadPessoaFPage');

/** The registration pages: the person sign-up (coddao 94), the contact form (330) and the public documents. */
export const modulo: ManifestoModulo = {
  nome: 'cadastro',
  rotas: [
    { path: 'cadastro', page: CadastroInicio },
    { path: 'cadastro/contato', page: Contato },
    { path: 'cadastro/documentos/docsite', page: Docsite },
    { path: 'cadpessoaf', page: CadPessoaF },
    // SPEC §2 lets this URL past the guard; it opens the person registration (sending it still needs a login).
    { path: 'planosaude/beneficiario/cadplanosaude', page: CadPessoaF },
  ],
};
