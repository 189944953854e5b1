import { IonBadge, IonButton, IonCard, IonCardContent } from '@ionic/react';
import {
  type Encomenda,
  formatDataHoraBrasilia,
  LIMITES_ANEXO,
  MENSAGENS,
  MENSAGENS_ENCOMENDA,
  normalizarCodigoRetirada,
  textoAguardando,
} from '@portal/core';
import { useCallback, useId, useState } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { useCarregar, usePaginada } from '../../lib/use-paginada.ts';
import { CampoTexto } from '../../ui/campo-texto.tsx';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { CarregarMais, PuxarParaAtualizar } from '../../ui/lista-paginada.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import {
  listarEncomendasPortaria,
  listarUnidadesPortaria,
  registrarEncomenda,
  retirarEncomenda,
} from './api/portaria.ts';
import '../../ui/modulos.css';
import './portaria.css';

/** A package's photo: an image (the attachment rules' JPG or PNG); the phone opens its back camera. */
const ACEITA_FOTO = 'image/jpeg,image/png,.jpg,.jpeg,.png';

function lerComoDataUrl(arquivo: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const leitor = new FileReader();
    leitor.onload = () => resolve(String(leitor.result));
    leitor.onerror = () => reject(leitor.error);
    leitor.readAsDataURL(arquivo);
  });
}

/** "Registrar encomenda": the unit, the carrier, a note and an optional photo (coddao 726). */
function RegistrarEncomenda({ aoRegistrar }: { aoRegistrar: () => void }) {
  const { alert, toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const id = useId();
  const unidades = useCarregar(listarUnidadesPortaria, 'unidades-portaria');
  const [codcondomino, setCodcondomino] = useState('');
  const [transportadora, setTransportadora] = useState('');
  const [descricao, setDescricao] = useState('');
  const [foto, setFoto] = useState<File | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function enviar() {
    if (!codcondomino || transportadora.trim().length < 2) {
      setErro('Escolha a unidade e informe a transportadora.');
      return;
    }
    if (foto && foto.size > LIMITES_ANEXO.maxBytes) {
      setErro(`A foto passa do limite de ${LIMITES_ANEXO.maxBytes / (1024 * 1024)} MB.`);
      return;
    }
    setErro(null);
    setEnviando(true);
    try {
      const conteudo = {
        codcondomino,
        transportadora: transportadora.trim(),
        descricao: descricao.trim() || undefined,
        foto: foto
          ? {
              base64: await lerComoDataUrl(foto),
              filename: foto.name,
              filesize: foto.size,
              filetype: foto.type,
              dthcriacao: new Date().toISOString(),
            }
          : undefined,
      };
      const envio = await enviarUmaVez('registrar-encomenda', conteudo, (chave) =>
        registrarEncomenda(conteudo, chave),
      );
      if (!envio.enviado) return;
      if (isErroV4(envio.resposta)) {
        setErro(envio.resposta.mensagem);
        return;
      }
      toast(`Encomenda registrada para ${envio.resposta.unidade}. Os moradores foram avisados.`);
      setTransportadora('');
      setDescricao('');
      setFoto(null);
      aoRegistrar();
    } catch (falha) {
      await alert({ header: MENSAGENS.tituloErro, message: mensagemDeErro(falha) });
    } finally {
      setEnviando(false);
    }
  }

  return (
    <form
      className="portaria-form"
      aria-labelledby={`${id}-titulo`}
      onSubmit={(e) => {
        e.preventDefault();
        void enviar();
      }}
    >
      <h2 id={`${id}-titulo`}>Registrar encomenda</h2>
      <div className="modulo-campo">
        <label htmlFor={`${id}-unidade`}>Unidade</label>
        <select id={`${id}-unidade`} value={codcondomino} onChange={(e) => setCodcondomino(e.target.value)}>
          <option value="">Escolha a unidade</option>
          {(unidades.dados?.unidades ?? []).map((u) => (
            <option key={u.codcondomino} value={u.codcondomino}>
              {u.identificacao}
            </option>
          ))}
        </select>
      </div>
      <CampoTexto rotulo="Transportadora" valor={transportadora} onValor={setTransportadora} maxLength={60} />
      <CampoTexto rotulo="Descrição (opcional)" valor={descricao} onValor={setDescricao} maxLength={200} />
      <div className="modulo-campo">
        <label htmlFor={`${id}-foto`}>Foto (opcional)</label>
        <input
          id={`${id}-foto`}
          type="file"
          accept={ACEITA_FOTO}
          capture="environment"
          onChange={(e) => setFoto(e.target.files?.[0] ?? null)}
        />
      </div>
      {erro && (
        <p className="modulo-campo-erro" role="alert">
          {erro}
        </p>
      )}
      <IonButton type="submit" disabled={enviando}>
        Registrar
      </IonButton>
    </form>
  );
}

/** One waiting package, with the hand-over: the resident's code and who takes it (coddao 727). */
function Pendente({ e, aoEntregar }: { e: Encomenda; aoEntregar: () => void }) {
  const { alert, toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const id = useId();
  const [aberto, setAberto] = useState(false);
  const [codigo, setCodigo] = useState('');
  const [quem, setQuem] = useState('');
  const [erro, setErro] = useState<string | null>(null);

  async function entregar() {
    if (!normalizarCodigoRetirada(codigo)) {
      setErro(MENSAGENS_ENCOMENDA.codigoNaoConfere);
      return;
    }
    if (quem.trim().length < 2) {
      setErro('Informe quem está retirando.');
      return;
    }
    setErro(null);
    try {
      const conteudo = { codigo, retiradaPor: quem.trim() };
      const envio = await enviarUmaVez(`retirar-${e.codencomenda}`, conteudo, (chave) =>
        retirarEncomenda(e.codencomenda, conteudo, chave),
      );
      if (!envio.enviado) return;
      if (isErroV4(envio.resposta)) {
        setErro(envio.resposta.mensagem);
        return;
      }
      toast('Retirada registrada.');
      aoEntregar();
    } catch (falha) {
      await alert({ header: MENSAGENS.tituloErro, message: mensagemDeErro(falha) });
    }
  }

  const idTitulo = `pendente-${e.codencomenda}`;
  return (
    <IonCard className="modulo-cartao" aria-labelledby={idTitulo}>
      <IonCardContent>
        <div className="modulo-cartao-topo">
          <h3 id={idTitulo}>
            {e.unidade} · {e.transportadora}
          </h3>
          <IonBadge color={e.esquecida ? 'danger' : 'medium'}>{textoAguardando(e.diasAguardando)}</IonBadge>
        </div>
        <p className="modulo-cartao-meta">
          Chegou em {formatDataHoraBrasilia(e.registradaEm)}, registrada por {e.registradaPor}
        </p>
        {e.descricao && <p>{e.descricao}</p>}
        {!aberto ? (
          <IonButton fill="outline" onClick={() => setAberto(true)}>
            Entregar
          </IonButton>
        ) : (
          <form
            onSubmit={(ev) => {
              ev.preventDefault();
              void entregar();
            }}
          >
            <CampoTexto
              rotulo="Código de retirada"
              valor={codigo}
              onValor={setCodigo}
              inputMode="numeric"
              maxLength={7}
              autoComplete="off"
            />
            <CampoTexto rotulo="Retirada por" valor={quem} onValor={setQuem} maxLength={120} />
            {erro && (
              <p id={`${id}-erro`} className="modulo-campo-erro" role="alert">
                {erro}
              </p>
            )}
            <div className="modulo-acoes">
              <IonButton type="submit">Confirmar retirada</IonButton>
              <IonButton fill="clear" onClick={() => setAberto(false)}>
                Cancelar
              </IonButton>
            </div>
          </form>
        )}
      </IonCardContent>
    </IonCard>
  );
}

/**
 * Route condominio/portaria/encomendas (issue 32): the porteiro registers a package (coddao 726), and lists those
 * not picked up, oldest first (728) — all, or only the forgotten ones (7 days or more) — handing each over on the
 * resident's code (727).
 */
export function PortariaEncomendasPage() {
  const [soEsquecidas, setSoEsquecidas] = useState(false);
  const buscar = useCallback(
    (pagina: number) => listarEncomendasPortaria(soEsquecidas, pagina),
    [soEsquecidas],
  );
  const pendentes = usePaginada(buscar, `portaria-encomendas-${soEsquecidas}`, null, ['modulos']);
  const recarregar = () => void pendentes.recarregar();
  return (
    <PageShell
      title="Encomendas da portaria"
      backHref="/condominio/portaria"
      fixed={<PuxarParaAtualizar recarregar={() => pendentes.recarregar()} />}
    >
      <div className="modulo-pagina">
        <RegistrarEncomenda aoRegistrar={recarregar} />
        <h2>Aguardando retirada</h2>
        <fieldset className="modulo-filtros portaria-opcoes">
          <legend className="sr-only">Mostrar</legend>
          <label>
            <input
              type="radio"
              name="filtro"
              checked={!soEsquecidas}
              onChange={() => setSoEsquecidas(false)}
            />{' '}
            Todas
          </label>
          <label>
            <input type="radio" name="filtro" checked={soEsquecidas} onChange={() => setSoEsquecidas(true)} />{' '}
            Há 7 dias ou mais
          </label>
        </fieldset>
        <EstadoLista
          carregando={pendentes.carregando}
          erro={pendentes.erro}
          vazio={pendentes.itens.length === 0}
          textoVazio="Nenhuma encomenda aguardando retirada."
          aoTentarNovamente={recarregar}
        >
          <div className="modulo-registros">
            {pendentes.itens.map((e) => (
              <Pendente key={e.codencomenda} e={e} aoEntregar={recarregar} />
            ))}
          </div>
          <CarregarMais temMais={pendentes.temMais} proxima={pendentes.proxima} texto="Carregando mais..." />
        </EstadoLista>
      </div>
    </PageShell>
  );
}
