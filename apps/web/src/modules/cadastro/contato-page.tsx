import { ContatoFormulario } from '../../ui/contato-formulario.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import '../../ui/modulos.css';

/** Route cadastro/contato: the contact form alone. */
export function ContatoPage() {
  return (
    <PageShell title="Meus contatos" backHref="/cadastro">
      <div className="modulo-pagina">
        <ContatoFormulario />
      </div>
    </PageShell>
  );
}
