import { useCaminhoDaPagina } from '../lib/use-caminho-da-pagina.ts';
import { CabecalhoModulo } from './cabecalho-modulo.tsx';
import { infoModulo } from './catalogo-modulos.ts';
import { type AtalhoFixo, ItensDoModulo } from './itens-do-modulo-view.tsx';
import { PageShell } from './page-shell.tsx';
import './modulos.css';

/** The home of a module section: its title and icon and the server's menu items that lead inside it. */
export function InicioDoModulo({ fixos }: { fixos?: readonly AtalhoFixo[] }) {
  const [modulo = ''] = useCaminhoDaPagina();
  const info = infoModulo(modulo) ?? { titulo: modulo, icone: '', descricao: '' };
  return (
    <PageShell title={info.titulo}>
      <div className="modulo-pagina">
        <CabecalhoModulo info={info} />
        <ItensDoModulo modulo={modulo} rotulo={`Serviços de ${info.titulo}`} fixos={fixos} />
      </div>
    </PageShell>
  );
}
