import { useCallback } from 'react';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { usePaginada } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { LinkApp } from '../../ui/link-app.tsx';
import { CarregarMais, PuxarParaAtualizar } from '../../ui/lista-paginada.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { listarAreas } from './api/reservas.ts';
import { regrasDaArea } from './regras-area.ts';
import '../../ui/modulos.css';
import './reservas.css';

/**
 * Route condominio/reservas: the building's common areas with their rules (coddao 700), each opening its calendar.
 * Its cards and links are plain elements drawn like Ionic's (reservas.css's `.cartao`, base.css's `.botao-primario`): the first page
 * of the reservations defines and hydrates no Ionic component of its own (issue 32's Lighthouse goal).
 */
export function ReservasPage() {
  const buscar = useCallback((pagina: number) => listarAreas(pagina), []);
  const areas = usePaginada(buscar, 'areas-comuns', useGuardarComo('areasComuns'), ['condominio']);
  return (
    <PageShell
      title="Reservas de áreas comuns"
      fixed={<PuxarParaAtualizar recarregar={() => areas.recarregar()} />}
    >
      <div className="modulo-pagina">
        <div className="modulo-acoes">
          <LinkApp
            className="botao-primario botao-link botao-contorno"
            routerLink="/condominio/reservas/minhas"
          >
            Minhas reservas
          </LinkApp>
        </div>
        <h2>Áreas do condomínio</h2>
        <EstadoLista
          carregando={areas.carregando}
          erro={areas.erro}
          vazio={areas.itens.length === 0}
          aoTentarNovamente={() => void areas.recarregar()}
          desatualizada={areas.desatualizada}
          valores
        >
          <div className="modulo-registros">
            {areas.itens.map((a) => (
              <article key={a.codarea} className="cartao">
                <h3 className="reserva-area-nome">{a.nome}</h3>
                {a.descricao && <p>{a.descricao}</p>}
                <ul className="reserva-regras">
                  {regrasDaArea(a).map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
                <div className="modulo-acoes">
                  <LinkApp
                    className="botao-primario botao-link"
                    routerLink={`/condominio/reservas/area/${a.codarea}`}
                    aria-label={`Ver horários: ${a.nome}`}
                  >
                    Ver horários
                  </LinkApp>
                </div>
              </article>
            ))}
          </div>
          <CarregarMais temMais={areas.temMais} proxima={areas.proxima} texto="Carregando mais áreas..." />
        </EstadoLista>
      </div>
    </PageShell>
  );
}
