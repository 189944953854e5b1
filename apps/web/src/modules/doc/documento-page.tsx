import { useParams } from 'react-router-dom';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { lerDocumentoHtml } from './api/documentos.ts';
import { DocumentoView } from './documento-view.tsx';
import '../../ui/modulos.css';
import '../../ui/impressao.css';

/**
 * Route doc/{codigo} (coddao 270). The header shows the title the menu rule set (SPEC §2), else the document's;
 * the same page serves public documents under cadastro/documentos/docsite/{codigo}.
 */
export function DocumentoPage({ voltar }: { voltar?: string }) {
  const { codigo = '' } = useParams();
  const { dados, carregando, erro, desatualizada, recarregar } = useCarregar(
    () => lerDocumentoHtml(codigo),
    codigo,
    undefined,
    useGuardarComo('documento', codigo),
  );
  return (
    <PageShell title={dados?.titulo ?? 'Documento'} backHref={voltar}>
      <div className="modulo-pagina">
        <EstadoLista
          carregando={carregando}
          erro={erro}
          vazio={!dados}
          aoTentarNovamente={recarregar}
          desatualizada={desatualizada}
        />
        {dados && <DocumentoView titulo={dados.titulo} html={dados.html} />}
      </div>
    </PageShell>
  );
}

export function DocumentoPublicoPage() {
  return <DocumentoPage voltar="/cadastro/documentos/docsite" />;
}
