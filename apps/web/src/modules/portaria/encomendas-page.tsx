import { IonBadge, IonButton, IonCard, IonCardContent } from '@ionic/react';
import { type Encomenda, formatDataHoraBrasilia, textoAguardando } from '@portal/core';
import { useCallback, useState } from 'react';
import { isErroV4 } from '../../lib/api-client.ts';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { usePaginada } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { CarregarMais, PuxarParaAtualizar } from '../../ui/lista-paginada.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { lerFotoEncomenda, listarEncomendas } from './api/encomendas.ts';
import '../../ui/modulos.css';
import './portaria.css';

/** The photo the gate took, fetched when asked for (a list of photos would weigh on a phone's data plan). */
function FotoDaEncomenda({ codencomenda }: { codencomenda: number }) {
  const [foto, setFoto] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  if (foto) return <img className="encomenda-foto" src={foto} alt="Foto da encomenda tirada pela portaria" />;
  return (
    <>
      <IonButton
        fill="clear"
        size="small"
        onClick={async () => {
          const r = await lerFotoEncomenda(codencomenda);
          if (isErroV4(r)) setErro(r.mensagem);
          else setFoto(r.dataUrl);
        }}
      >
        Ver foto
      </IonButton>
      {erro && <p role="alert">{erro}</p>}
    </>
  );
}

/** Sends the code to whoever will pick the package up (someone of the family, a neighbour). */
function CopiarCodigo({ codigo }: { codigo: string }) {
  const { toast } = useFeedback();
  return (
    <IonButton
      fill="clear"
      size="small"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(codigo);
          toast('Código copiado.');
        } catch {
          toast(`Código de retirada: ${codigo}`);
        }
      }}
    >
      Copiar código
    </IonButton>
  );
}

function EncomendaCartao({ e }: { e: Encomenda }) {
  const idTitulo = `encomenda-${e.codencomenda}`;
  return (
    <IonCard className="modulo-cartao" aria-labelledby={idTitulo}>
      <IonCardContent>
        <div className="modulo-cartao-topo">
          <h2 id={idTitulo}>{e.transportadora}</h2>
          <IonBadge color={e.retiradaEm ? 'medium' : 'success'}>
            {e.retiradaEm ? 'Retirada' : 'Na portaria'}
          </IonBadge>
        </div>
        <p className="modulo-cartao-meta">
          {e.unidade} · chegou em {formatDataHoraBrasilia(e.registradaEm)}
        </p>
        {e.descricao && <p>{e.descricao}</p>}
        {e.codigoRetirada && (
          <div className="encomenda-codigo">
            <p>Código de retirada · {textoAguardando(e.diasAguardando)}</p>
            <p className="passe-codigo-grande">{e.codigoRetirada}</p>
            <p className="modulo-campo-ajuda">Mostre este código na portaria para retirar.</p>
            <CopiarCodigo codigo={e.codigoRetirada} />
          </div>
        )}
        {e.retiradaEm && (
          <p>
            Retirada por {e.retiradaPor} em {formatDataHoraBrasilia(e.retiradaEm)}.
          </p>
        )}
        {e.temFoto && <FotoDaEncomenda codencomenda={e.codencomenda} />}
      </IonCardContent>
    </IonCard>
  );
}

/**
 * Route condominio/encomendas (issue 32, coddao 725): the packages of the context's units, those waiting first,
 * each with the pickup code to show at the gate; re-read when the gate registers or hands one over.
 */
export function EncomendasPage() {
  const buscar = useCallback((pagina: number) => listarEncomendas(pagina), []);
  const encomendas = usePaginada(buscar, 'encomendas', useGuardarComo('encomendas'), [
    'modulos',
    'notificacoes',
  ]);
  return (
    <PageShell
      title="Encomendas"
      backHref="/condominio"
      fixed={<PuxarParaAtualizar recarregar={() => encomendas.recarregar()} />}
    >
      <div className="modulo-pagina">
        <EstadoLista
          carregando={encomendas.carregando}
          erro={encomendas.erro}
          vazio={encomendas.itens.length === 0}
          textoVazio="Nenhuma encomenda na portaria."
          aoTentarNovamente={() => void encomendas.recarregar()}
          desatualizada={encomendas.desatualizada}
        >
          <div className="modulo-registros">
            {encomendas.itens.map((e) => (
              <EncomendaCartao key={e.codencomenda} e={e} />
            ))}
          </div>
          <CarregarMais
            temMais={encomendas.temMais}
            proxima={encomendas.proxima}
            texto="Carregando mais..."
          />
        </EstadoLista>
      </div>
    </PageShell>
  );
}
