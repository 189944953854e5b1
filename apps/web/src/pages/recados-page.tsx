import type { Recado } from '@portal/core';
import { chatbubblesOutline } from 'ionicons/icons';
import { memo, useCallback } from 'react';
import { useSession } from '../lib/session/session-provider.tsx';
import { usePaginada } from '../lib/use-paginada.ts';
import { AvisoDesatualizada } from '../ui/aviso-desatualizada.tsx';
import { EstadoLista } from '../ui/estado-lista.tsx';
import { LinkApp } from '../ui/link-app.tsx';
import { CarregarMais, PuxarParaAtualizar } from '../ui/lista-paginada.tsx';
import { PageShell } from '../ui/page-shell.tsx';
import { ProximoVencimento } from './proximo-vencimento.tsx';
import { linhasDoRecado } from './recado-linhas.ts';
import { buscarRecados, chaveRecados } from './recados-dados.ts';

/**
 * Home (SPEC §1): the announcements of the user's current context, newest first. The last first page received
 * for this person and context paints at once and is replaced by the answer (offline, it stays, marked). The
 * list is plain links laid out like Ionic's items (the sketch's markup): the home's first render is its
 * heaviest task on a slow phone, and twenty Ionic items were a third of it.
 */
/**
 * One recado of the list. Memoised: when the refresh brings the list already on screen, usePaginada keeps the
 * same objects and none of the twenty renders again (issue 12's blocking time on a slow phone).
 */
const ItemRecado = memo(function ItemRecado({ recado }: { recado: Recado }) {
  const { titulo, autoria, resumo, rota, anexos } = linhasDoRecado(recado);
  return (
    <li className={recado.lido ? undefined : 'nao-lida'}>
      <LinkApp routerLink={rota} routerDirection="forward">
        <div className="recado-texto">
          <h2>{titulo}</h2>
          <p>{autoria}</p>
          <p>{resumo}</p>
        </div>
        {anexos && (
          <span className="recado-nota">
            <span className="recado-clipe" aria-hidden="true" />
            <span aria-hidden="true">{recado.anexos.length}</span>
            <span className="sr-only">, {anexos}</span>
          </span>
        )}
        <span className="recado-seta" aria-hidden="true">
          ›
        </span>
      </LinkApp>
    </li>
  );
});

export default function RecadosPage() {
  const { paramsSistema, empresaSelecionada, usuario } = useSession();
  const guardarComo = chaveRecados({ usuario, paramsSistema });
  const buscar = useCallback((pagina: number) => buscarRecados(pagina, guardarComo), [guardarComo]);
  const lista = usePaginada(buscar, `${paramsSistema}|${empresaSelecionada?.codempresa ?? ''}`, guardarComo, [
    'recados',
  ]);

  return (
    <PageShell title="Recados" fixed={<PuxarParaAtualizar recarregar={() => lista.recarregar()} />}>
      <ProximoVencimento />
      <AvisoDesatualizada desatualizada={lista.desatualizada} />
      <EstadoLista
        carregando={lista.carregando}
        erro={lista.erro}
        vazio={lista.itens.length === 0}
        icone={chatbubblesOutline}
        textoVazio="Nenhum recado por aqui. Quando a sua escola, condomínio ou empresa publicar um recado, ele aparecerá nesta página."
        aoTentarNovamente={() => void lista.recarregar()}
      >
        <ul className="lista-recados" aria-label="Recados">
          {lista.itens.map((recado) => (
            <ItemRecado key={recado.codrecado} recado={recado} />
          ))}
        </ul>
        <CarregarMais temMais={lista.temMais} proxima={lista.proxima} texto="Carregando mais recados..." />
      </EstadoLista>
    </PageShell>
  );
}
