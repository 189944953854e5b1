import { type ManifestoModulo, pagina } from '../../lib/modulo.ts';

const Documento = pagina(() => import('./documento-page.tsx'), 'DocumentoPage');
const DocumentoPublico = pagina(() => import('./documento-page.tsx'), 'DocumentoPublicoPage');

/** A server HTML document (coddao 270), also reached as a public document from the cadastro section. */
export const modulo: ManifestoModulo = {
  nome: 'doc',
  rotas: [
    { path: 'doc/:codigo', page: Documento },
    { path: 'cadastro/documentos/docsite/:codigo', page: DocumentoPublico },
  ],
};
