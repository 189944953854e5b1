import { PageShell } from '../../ui/page-shell.tsx';
import { infoModulo } from '../catalogo.ts';
import { type AtalhoFixo, ItensDoModulo } from '../comum/itens-do-modulo-view.tsx';
import { useCaminhoDaPagina } from '../comum/use-caminho-da-pagina.ts';
import { CabecalhoModulo } from './cabecalho-modulo.tsx';
import '../comum/modulos.css';

/** The home of a module section: its title and icon and the server's menu items that lead inside it. */
export function ModuloInicioPage({ fixos }: { fixos?: readonly AtalhoFixo[] }) {
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
