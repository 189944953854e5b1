import { useParams } from 'react-router-dom';
import { PageShell } from '../../ui/page-shell.tsx';
import { EstadoLista } from '../comum/estado-lista.tsx';
import { chamar } from '../comum/operacao.ts';
import { useCarregar } from '../comum/use-carregar.ts';
import { DocumentoView } from './documento-view.tsx';
import '../comum/modulos.css';
import '../comum/impressao.css';

/**
 * Route doc/{codigo} (coddao 270). The header shows the title the menu rule set (SPEC §2), else the document's;
 * the same page serves public documents under cadastro/documentos/docsite/{codigo}.
 */
export function DocumentoPage({ voltar }: { voltar?: string }) {
  const { codigo = '' } = useParams();
  const { dados, carregando, erro, recarregar } = useCarregar(
    () => chamar('documentoHtml', [codigo]),
    codigo,
  );
  return (
    <PageShell title={dados?.titulo ?? 'Documento'} backHref={voltar}>
      <div className="modulo-pagina">
        <EstadoLista carregando={carregando} erro={erro} vazio={false} onTentarNovamente={recarregar} />
        {!carregando && dados && <DocumentoView titulo={dados.titulo} html={dados.html} />}
      </div>
    </PageShell>
  );
}

export function DocumentoPublicoPage() {
  return <DocumentoPage voltar="/cadastro/documentos/docsite" />;
}
