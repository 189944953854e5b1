import { IonBadge, IonButton, IonCard, IonCardContent } from '@ionic/react';
import { type Comunicado, formatDataHoraBrasilia, MENSAGENS } from '@portal/core';
import { useCallback, useState } from 'react';
import { isErroV4, mensagemDeErro, novaChave } from '../../lib/api-client.ts';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { useCarregar, usePaginada } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { CarregarMais, PuxarParaAtualizar } from '../../ui/lista-paginada.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { lerLeiturasComunicado, listarComunicados, marcarComunicadoLido } from './api/comunicados.ts';
import { NovoComunicado } from './novo-comunicado.tsx';
import '../../ui/modulos.css';
import './assembleias.css';

/** The síndico's read list of one notice (coddao 749): who read it and when, who has not yet. */
function Leituras({ codcomunicado }: { codcomunicado: number }) {
  const carregar = useCallback(() => lerLeiturasComunicado(codcomunicado), [codcomunicado]);
  const { dados, carregando, erro, recarregar } = useCarregar(carregar, `leituras-${codcomunicado}`, [
    'assembleias',
  ]);
  if (!dados) {
    return <EstadoLista carregando={carregando} erro={erro} vazio={!dados} aoTentarNovamente={recarregar} />;
  }
  const total = dados.leram.length + dados.naoLeram.length;
  return (
    <section className="comunicado-leituras" aria-label="Leituras do comunicado">
      <p>
        <strong>
          {dados.leram.length} de {total} moradores leram
        </strong>
      </p>
      <ul>
        {dados.leram.map((l) => (
          <li key={`${l.pessoa}-${l.unidade}`}>
            {l.pessoa} ({l.unidade}) · leu em {l.em ? formatDataHoraBrasilia(l.em) : ''}
          </li>
        ))}
        {dados.naoLeram.map((l) => (
          <li key={`${l.pessoa}-${l.unidade}`}>
            {l.pessoa} ({l.unidade}) · ainda não leu
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One notice: opening it marks it read (coddao 747); the síndico may show who read it. */
function CartaoComunicado({ c, sindico, aoLer }: { c: Comunicado; sindico: boolean; aoLer: () => void }) {
  const { alert } = useFeedback();
  const [aberto, setAberto] = useState(false);
  const [leituras, setLeituras] = useState(false);

  async function abrir() {
    const abrindo = !aberto;
    setAberto(abrindo);
    if (!abrindo || c.lidoEm) return;
    try {
      const r = await marcarComunicadoLido(c.codcomunicado, novaChave());
      if (isErroV4(r)) await alert({ header: MENSAGENS.tituloAviso, message: r.mensagem });
      else aoLer();
    } catch (falha) {
      await alert({ header: MENSAGENS.tituloErro, message: mensagemDeErro(falha) });
    }
  }

  const corpo = `comunicado-${c.codcomunicado}`;
  return (
    <IonCard className="modulo-cartao">
      <IonCardContent>
        <div className="modulo-cartao-topo">
          <h2>{c.titulo}</h2>
          {!c.lidoEm && <IonBadge color="primary">Não lido</IonBadge>}
        </div>
        <div className="modulo-cartao-meta">
          <time dateTime={c.publicadoEm}>{formatDataHoraBrasilia(c.publicadoEm)}</time>
          <span>{c.autor}</span>
        </div>
        {aberto && (
          <p id={corpo} className="comunicado-texto">
            {c.texto}
          </p>
        )}
        <div className="modulo-acoes">
          <IonButton fill="outline" aria-expanded={aberto} aria-controls={corpo} onClick={() => void abrir()}>
            {aberto ? 'Fechar' : 'Ler comunicado'}
          </IonButton>
          {sindico && (
            <IonButton fill="clear" aria-expanded={leituras} onClick={() => setLeituras((v) => !v)}>
              {leituras ? 'Ocultar leituras' : 'Quem leu'}
            </IonButton>
          )}
        </div>
        {sindico && leituras && <Leituras codcomunicado={c.codcomunicado} />}
      </IonCardContent>
    </IonCard>
  );
}

/**
 * Route condominio/comunicados — the building's notices (coddao 746) with read tracking; the síndico publishes
 * one (748) and sees who read each (749).
 */
export function ComunicadosPage() {
  const buscar = useCallback((pagina: number) => listarComunicados(pagina), []);
  const lista = usePaginada(buscar, 'comunicados', useGuardarComo('comunicados'), ['assembleias']);
  const recarregar = () => void lista.recarregar();
  const sindico = lista.primeira?.sindico ?? false;
  return (
    <PageShell title="Comunicados" fixed={<PuxarParaAtualizar recarregar={() => lista.recarregar()} />}>
      <div className="modulo-pagina">
        {sindico && <NovoComunicado aoPublicar={recarregar} />}
        <EstadoLista
          carregando={lista.carregando}
          erro={lista.erro}
          vazio={lista.itens.length === 0}
          aoTentarNovamente={recarregar}
          desatualizada={lista.desatualizada}
        >
          <div className="modulo-registros">
            {lista.itens.map((c) => (
              <CartaoComunicado key={c.codcomunicado} c={c} sindico={sindico} aoLer={recarregar} />
            ))}
          </div>
          <CarregarMais
            temMais={lista.temMais}
            proxima={lista.proxima}
            texto="Carregando mais comunicados..."
          />
        </EstadoLista>
      </div>
    </PageShell>
  );
}
