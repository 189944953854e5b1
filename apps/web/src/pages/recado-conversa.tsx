import { IonButton, IonSpinner } from '@ionic/react';
import { type Anexo, formatDataHoraBr, MENSAGENS } from '@portal/core';
import { useCallback, useId, useState } from 'react';
import { chamar, isErroV4, mensagemDeErro, operacoes } from '../lib/api-client.ts';
import { useAbrirAnexo } from '../lib/use-abrir-documento.ts';
import { useEnvioUnico } from '../lib/use-envio-unico.ts';
import { useCarregar } from '../lib/use-paginada.ts';
import { AnexosCampo } from '../ui/anexos-campo.tsx';
import '../ui/modulos.css';

/**
 * A recado's thread between one family and the school (issue 31): the family's own (no `codfamilia`), or, for the
 * recado's author, the family `codfamilia` names (coddao 204); and, while the recado allows replies, a reply with
 * attachments (coddao 203, one key per attempt through useEnvioUnico). Re-read when the stream says the recados
 * changed, so the other side's answer appears on its own.
 */
export function ConversaDoRecado({ codrecado, codfamilia }: { codrecado: number; codfamilia?: number }) {
  const idTitulo = useId();
  const idTexto = useId();
  const abrirAnexo = useAbrirAnexo();
  const enviarUmaVez = useEnvioUnico();
  const parametros = useCallback(
    (): [number] | [number, number] => (codfamilia === undefined ? [codrecado] : [codrecado, codfamilia]),
    [codrecado, codfamilia],
  );
  const carregar = useCallback(
    () => chamar(operacoes.respostasRecado, parametros(), undefined, { loader: false }),
    [parametros],
  );
  const { dados, erro, carregando, recarregar } = useCarregar(
    carregar,
    `conversa-${codrecado}-${codfamilia ?? ''}`,
    ['recados'],
  );
  const [texto, setTexto] = useState('');
  const [anexos, setAnexos] = useState<Anexo[]>([]);
  const [aviso, setAviso] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function responder() {
    setAviso(null);
    if (!texto.trim()) {
      setAviso('Escreva a sua resposta.');
      return;
    }
    const conteudo = { texto: texto.trim(), anexos };
    setEnviando(true);
    try {
      const r = await enviarUmaVez(`resposta-${codrecado}-${codfamilia ?? ''}`, conteudo, (idempotencyKey) =>
        chamar(operacoes.responderRecado, parametros(), conteudo, { idempotencyKey, loader: false }),
      );
      if (!r.enviado) return;
      if (isErroV4(r.resposta)) {
        setAviso(r.resposta.mensagem);
        return;
      }
      setTexto('');
      setAnexos([]);
      recarregar();
    } catch (falha) {
      setAviso(mensagemDeErro(falha));
    } finally {
      setEnviando(false);
    }
  }

  if (!dados) {
    if (erro) return <p role="alert">{erro}</p>;
    return carregando ? (
      <p role="status">
        <IonSpinner name="crescent" aria-hidden="true" /> {MENSAGENS.aguarde}
      </p>
    ) : null;
  }
  const titulo = codfamilia === undefined ? 'Conversa com a escola' : `Conversa com ${dados.familia}`;
  return (
    <section className="recado-conversa" aria-labelledby={idTitulo}>
      <h3 id={idTitulo}>{titulo}</h3>
      {dados.mensagens.length === 0 ? (
        <p>Nenhuma mensagem ainda.</p>
      ) : (
        <ol className="recado-mensagens">
          {dados.mensagens.map((m) => (
            <li key={m.codresposta} className={m.minha ? 'recado-mensagem minha' : 'recado-mensagem'}>
              <p className="recado-mensagem-autor">
                <strong>{m.minha ? 'Você' : m.autor}</strong> · {formatDataHoraBr(m.em)}
              </p>
              <p className="recado-texto">{m.texto}</p>
              {m.anexos.map((a) => (
                <IonButton
                  key={a.codanexo}
                  fill="clear"
                  size="small"
                  onClick={() =>
                    void abrirAnexo({
                      doc: 'anexo',
                      params: [a.codanexo],
                      filename: a.filename,
                      filetype: a.filetype,
                    })
                  }
                >
                  {a.filename}
                </IonButton>
              ))}
            </li>
          ))}
        </ol>
      )}
      {dados.permiteRespostas && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void responder();
          }}
        >
          <div className="modulo-campo">
            <label htmlFor={idTexto}>Sua resposta</label>
            <textarea
              id={idTexto}
              rows={3}
              maxLength={4000}
              value={texto}
              onChange={(e) => setTexto(e.currentTarget.value)}
            />
          </div>
          <AnexosCampo anexos={anexos} onAnexos={setAnexos} />
          {aviso && (
            <p role="alert" className="modulo-campo-erro">
              {aviso}
            </p>
          )}
          <IonButton type="submit" disabled={enviando} aria-busy={enviando}>
            {enviando && <IonSpinner slot="start" name="crescent" aria-hidden="true" />}
            Enviar resposta
          </IonButton>
        </form>
      )}
    </section>
  );
}
