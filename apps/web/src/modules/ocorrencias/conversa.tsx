import { IonButton, IonSpinner } from '@ionic/react';
import {
  formatDataHoraBrasilia,
  MENSAGENS_OCORRENCIA,
  OCORRENCIA_LIMITES,
  type OcorrenciaDetalhe,
} from '@portal/core';
import { useState } from 'react';

/** The talk between the unit and the síndico, and the box to write in it while the request is not concluded. */
export function Conversa({
  o,
  enviando,
  aoEnviar,
}: {
  o: OcorrenciaDetalhe;
  enviando: boolean;
  aoEnviar: (texto: string) => Promise<boolean>;
}) {
  const [texto, setTexto] = useState('');
  return (
    <section aria-labelledby="ocorrencia-conversa">
      <h2 id="ocorrencia-conversa">Mensagens</h2>
      {o.mensagens.length === 0 ? (
        <p className="modulo-campo-ajuda">Nenhuma mensagem ainda.</p>
      ) : (
        <ul className="ocorrencia-mensagens">
          {o.mensagens.map((m) => (
            <li key={m.codmensagem} className={m.minha ? 'minha' : undefined}>
              <p className="ocorrencia-mensagem-autor">
                {m.autor}
                {m.doSindico && ' (síndico)'} · <time dateTime={m.em}>{formatDataHoraBrasilia(m.em)}</time>
              </p>
              <p>{m.texto}</p>
            </li>
          ))}
        </ul>
      )}
      {o.podeEscrever ? (
        <form
          className="modulo-formulario"
          onSubmit={(e) => {
            e.preventDefault();
            const enviado = texto;
            const t = enviado.trim();
            // Cleared only if untouched meanwhile: what was typed while it was sent stays.
            if (t) void aoEnviar(t).then((ok) => ok && setTexto((atual) => (atual === enviado ? '' : atual)));
          }}
        >
          <div className="modulo-campo">
            <label htmlFor="ocorrencia-nova-mensagem">
              {o.comoSindico ? 'Responder' : 'Escrever ao síndico'}
            </label>
            <textarea
              id="ocorrencia-nova-mensagem"
              rows={3}
              maxLength={OCORRENCIA_LIMITES.mensagemMax}
              value={texto}
              onChange={(e) => setTexto(e.target.value)}
            />
          </div>
          <div className="modulo-acoes">
            <IonButton type="submit" disabled={enviando || texto.trim() === ''}>
              {enviando && <IonSpinner slot="start" name="crescent" aria-hidden="true" />}
              Enviar mensagem
            </IonButton>
          </div>
        </form>
      ) : (
        <p className="modulo-campo-ajuda">{MENSAGENS_OCORRENCIA.mensagemConcluida}</p>
      )}
    </section>
  );
}
