import { IonButton, IonIcon } from '@ionic/react';
import {
  applyCepResult,
  ENDERECO_VAZIO,
  type EnderecoPostal,
  formatCep,
  MENSAGENS,
  problemaNoEndereco,
} from '@portal/core';
import { saveOutline } from 'ionicons/icons';
import { type FormEvent, useRef, useState } from 'react';
import { chamar, isErroV4, mensagemDeErro, operacoes } from '../../lib/api-client.ts';
import { useBuscaCep } from '../../lib/use-busca-cep.ts';
import { EnderecoCampos } from '../../ui/endereco-campos.tsx';
import { useFeedback } from '../../ui/feedback.tsx';

/** The server keeps the CEP's 8 digits; the field shows it as people write it, 00000-000. */
const comCepFormatado = (e: EnderecoPostal): EnderecoPostal => ({ ...e, cep: e.cep ? formatCep(e.cep) : '' });

/** The person's address (coddao 608), filled from the CEP (SPEC §7) and checked by core before it is sent. */
export function EnderecoConta({ inicial }: { inicial: EnderecoPostal | null }) {
  const { alert, toast } = useFeedback();
  const formRef = useRef<HTMLFormElement>(null);
  const [endereco, setEndereco] = useState<EnderecoPostal>(() => comCepFormatado(inicial ?? ENDERECO_VAZIO));
  const [enviando, setEnviando] = useState(false);
  const cep = useBuscaCep((resultado) =>
    setEndereco((e) => ({ ...e, ...applyCepResult(e, resultado), cep: e.cep })),
  );

  async function salvar(evento: FormEvent) {
    evento.preventDefault();
    const problema = problemaNoEndereco(endereco);
    if (problema) {
      await alert({ header: MENSAGENS.tituloAviso, message: problema.mensagem });
      formRef.current?.querySelector<HTMLElement>(`[name="${problema.campo}"]`)?.focus();
      return;
    }
    setEnviando(true);
    try {
      const r = await chamar(operacoes.salvarEndereco, [], endereco, { loader: MENSAGENS.atualizando });
      if (isErroV4(r)) {
        await alert({ header: MENSAGENS.tituloAviso, message: r.mensagem });
        return;
      }
      setEndereco(comCepFormatado(r.endereco));
      toast(r.aviso);
    } catch (e) {
      await alert({ header: MENSAGENS.tituloErro, message: mensagemDeErro(e) });
    } finally {
      setEnviando(false);
    }
  }

  return (
    <form
      ref={formRef}
      className="modulo-formulario"
      noValidate
      onSubmit={(e) => void salvar(e)}
      aria-label="Atualizar endereço"
    >
      <EnderecoCampos
        endereco={endereco}
        onEndereco={setEndereco}
        onCep={(valor) => {
          setEndereco((e) => ({ ...e, cep: valor }));
          void cep.buscar(valor);
        }}
      />
      <IonButton type="submit" expand="block" disabled={enviando}>
        <IonIcon icon={saveOutline} slot="start" aria-hidden="true" />
        Salvar endereço
      </IonButton>
    </form>
  );
}
