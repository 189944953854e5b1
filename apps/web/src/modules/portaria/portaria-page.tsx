import { IonButton } from '@ionic/react';
import {
  type ConferirPasseResultado,
  formatDataHoraBrasilia,
  MENSAGENS,
  ROTULO_TIPO_VISITA,
} from '@portal/core';
import { useId, useRef, useState } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { useFeedback } from '../../ui/feedback.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { conferirPasse } from './api/portaria.ts';
import { LeitorQr } from './leitor-qr.tsx';
import '../../ui/modulos.css';
import './portaria.css';

/** The answer as the porteiro needs it: the verdict in large type and colour, then who and for where. */
function Resultado({ r }: { r: ConferirPasseResultado }) {
  const liberado = r.situacao === 'valido';
  return (
    <section
      className={`portaria-resultado ${liberado ? 'liberado' : 'recusado'}`}
      aria-labelledby="resultado"
    >
      <h2 id="resultado">{r.texto}</h2>
      {r.visita && (
        <dl className="modulo-detalhes">
          <dt>Nome</dt>
          <dd>{r.visita.nome}</dd>
          <dt>Tipo</dt>
          <dd>{ROTULO_TIPO_VISITA[r.visita.tipo]}</dd>
          <dt>Unidade</dt>
          <dd>{r.visita.unidade}</dd>
          {r.visita.documento && (
            <>
              <dt>Documento</dt>
              <dd>{r.visita.documento}</dd>
            </>
          )}
          {r.visita.placa && (
            <>
              <dt>Placa</dt>
              <dd>{r.visita.placa}</dd>
            </>
          )}
          <dt>Validade</dt>
          <dd>{r.visita.validade}</dd>
          <dt>Autorizado por</dt>
          <dd>{r.visita.autorizadaPor}</dd>
          {r.entrada && (
            <>
              <dt>Entrada registrada</dt>
              <dd>{formatDataHoraBrasilia(r.entrada.em)}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}

/**
 * Route condominio/portaria (issue 32, coddao 723): the porteiro reads the visitor's QR code with the device's
 * camera, or types the short code, and gets the verdict — valid (the entry is recorded), expired, revoked, not
 * today, outside its hours, forged or unknown.
 */
export function PortariaPage() {
  const { alert } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const id = useId();
  const [camera, setCamera] = useState(false);
  const [codigo, setCodigo] = useState('');
  const [resultado, setResultado] = useState<ConferirPasseResultado | null>(null);
  const [conferindo, setConferindo] = useState(false);
  const [avisoCamera, setAvisoCamera] = useState<string | null>(null);
  const campo = useRef<HTMLInputElement>(null);

  async function conferir(passe: string) {
    if (!passe.trim()) return;
    setConferindo(true);
    try {
      // Each check is its own attempt (a second check of the same pass is a second entry); a lost answer retried
      // by the client keeps its key.
      const envio = await enviarUmaVez('conferir', `${passe}-${Date.now()}`, (chave) =>
        conferirPasse(passe, chave),
      );
      if (!envio.enviado) return;
      if (isErroV4(envio.resposta)) {
        await alert({ header: MENSAGENS.tituloAviso, message: envio.resposta.mensagem });
        return;
      }
      setResultado(envio.resposta);
      setCamera(false);
      setCodigo('');
    } catch (falha) {
      await alert({ header: MENSAGENS.tituloErro, message: mensagemDeErro(falha) });
    } finally {
      setConferindo(false);
    }
  }

  return (
    <PageShell title="Portaria">
      <div className="modulo-pagina portaria-pagina">
        <div aria-live="polite">{resultado && <Resultado r={resultado} />}</div>
        {resultado && (
          <div className="modulo-acoes">
            <IonButton
              onClick={() => {
                setResultado(null);
                requestAnimationFrame(() => campo.current?.focus());
              }}
            >
              Conferir outro passe
            </IonButton>
          </div>
        )}
        {!resultado && (
          <>
            <h2>Conferir passe</h2>
            {camera ? (
              <>
                <LeitorQr
                  aoLer={(texto) => void conferir(texto)}
                  aoFalhar={(m) => {
                    setAvisoCamera(m);
                    setCamera(false);
                  }}
                />
                <IonButton fill="outline" onClick={() => setCamera(false)}>
                  Fechar câmera
                </IonButton>
              </>
            ) : (
              <IonButton
                onClick={() => {
                  setAvisoCamera(null);
                  setCamera(true);
                }}
              >
                Ler QR Code
              </IonButton>
            )}
            {avisoCamera && <p role="alert">{avisoCamera}</p>}
            <form
              className="modulo-campo portaria-codigo"
              onSubmit={(e) => {
                e.preventDefault();
                void conferir(codigo);
              }}
            >
              <label htmlFor={`${id}-codigo`}>Ou digite o código do passe</label>
              <input
                ref={campo}
                id={`${id}-codigo`}
                value={codigo}
                onChange={(e) => setCodigo(e.target.value.toUpperCase())}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={12}
                placeholder="ABCD-EFGH"
              />
              <IonButton type="submit" disabled={conferindo || !codigo.trim()}>
                Conferir
              </IonButton>
            </form>
          </>
        )}
        <IonButton fill="clear" routerLink="/condominio/portaria/encomendas">
          Encomendas da portaria
        </IonButton>
      </div>
    </PageShell>
  );
}
