import { IonButton } from '@ionic/react';
import type { ErroV4, FeedCalendarioResultado } from '@portal/core';
import { useState } from 'react';
import { isErroV4 } from '../../lib/api-client.ts';
import { copiarTexto } from '../../lib/copiar-texto.ts';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { useFeedback } from '../../ui/feedback.tsx';
import { pedirFeed, regenerarFeed, revogarFeed } from './api/calendario.ts';

export const TEXTOS_ASSINATURA = {
  titulo: 'Assinar no celular',
  explicacao:
    'Assine o calendário escolar dos seus filhos no aplicativo de agenda do celular: os eventos e as provas aparecem e se atualizam sozinhos. O endereço é pessoal; não o compartilhe.',
  obter: 'Obter endereço',
  existe:
    'Você já tem um endereço ativo. Por segurança, ele só é mostrado quando é criado: se não o tiver mais, gere um novo (o anterior deixa de funcionar).',
  novo: 'Copie o endereço agora: ele não será mostrado de novo.',
  copiar: 'Copiar endereço',
  gerar: 'Gerar novo endereço',
  revogar: 'Revogar',
  revogado: 'Endereço revogado: o calendário do celular deixa de receber os eventos.',
  copiado: 'Endereço copiado.',
  naoCopiado: 'Não foi possível copiar. Selecione o endereço e copie manualmente.',
} as const;

/**
 * The private feed's section (coddao 281–283): nothing is asked until the person wants it (asking makes an
 * address); an address is on screen only in the answer that made it, with a copy button and a webcal: link the
 * phone's calendar opens; "Gerar novo endereço" and "Revogar" stop the old one.
 */
export function AssinarCalendario() {
  const { toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const [estado, setEstado] = useState<FeedCalendarioResultado | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);

  const executar = async (acao: () => Promise<FeedCalendarioResultado | ErroV4 | null>) => {
    setOcupado(true);
    setAviso(null);
    try {
      const r = await acao();
      if (r === null) return;
      if (isErroV4(r)) setAviso(r.mensagem);
      else setEstado(r);
    } finally {
      setOcupado(false);
    }
  };
  const unico = (alvo: string, enviar: (chave: string) => Promise<FeedCalendarioResultado | ErroV4>) =>
    executar(async () => {
      const r = await enviarUmaVez(alvo, { quando: Date.now() }, enviar);
      return r.enviado ? r.resposta : null;
    });

  const url = estado?.url ?? null;
  return (
    <section className="calendario-assinar" aria-labelledby="calendario-assinar-titulo">
      <h2 id="calendario-assinar-titulo">{TEXTOS_ASSINATURA.titulo}</h2>
      <p>{TEXTOS_ASSINATURA.explicacao}</p>
      {estado === null && (
        <IonButton disabled={ocupado} onClick={() => executar(pedirFeed)}>
          {TEXTOS_ASSINATURA.obter}
        </IonButton>
      )}
      {url && (
        <>
          <p role="status">{TEXTOS_ASSINATURA.novo}</p>
          <label className="calendario-endereco">
            <span>Endereço do calendário</span>
            <input readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <div className="modulo-acoes">
            <IonButton
              fill="outline"
              onClick={async () =>
                toast((await copiarTexto(url)) ? TEXTOS_ASSINATURA.copiado : TEXTOS_ASSINATURA.naoCopiado)
              }
            >
              {TEXTOS_ASSINATURA.copiar}
            </IonButton>
            <IonButton fill="outline" href={url.replace(/^https?:/, 'webcal:')}>
              Abrir no calendário do celular
            </IonButton>
          </div>
        </>
      )}
      {estado?.existe && !url && <p role="status">{TEXTOS_ASSINATURA.existe}</p>}
      {estado && !estado.existe && <p role="status">{TEXTOS_ASSINATURA.revogado}</p>}
      {estado && (
        <div className="modulo-acoes">
          <IonButton fill="outline" disabled={ocupado} onClick={() => unico('gerar', regenerarFeed)}>
            {TEXTOS_ASSINATURA.gerar}
          </IonButton>
          {estado.existe && (
            <IonButton
              fill="outline"
              color="danger"
              disabled={ocupado}
              onClick={() => unico('revogar', revogarFeed)}
            >
              {TEXTOS_ASSINATURA.revogar}
            </IonButton>
          )}
        </div>
      )}
      {aviso && (
        <p className="modulo-campo-erro" role="alert">
          {aviso}
        </p>
      )}
    </section>
  );
}
