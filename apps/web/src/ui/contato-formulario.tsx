import { IonButton, IonIcon } from '@ionic/react';
import {
  formatTelefone,
  isValidData,
  MENSAGENS,
  mascaras,
  parseTelefoneComDdd,
  stripNonDigits,
  type Telefone,
} from '@portal/core';
import { saveOutline } from 'ionicons/icons';
import { useState } from 'react';
import { chamar, isErroV4, mensagemDeErro, operacoes } from '../lib/api-client.ts';
import { useSession } from '../lib/session/session-provider.tsx';
import { CampoTexto } from './campo-texto.tsx';
import { useFeedback } from './feedback.tsx';
import { TelefonesCampo } from './telefones-campo.tsx';
import './modulos.css';

/**
 * The person's phones and birth date (coddao 330); the answer goes through the session's contact update (SPEC §4:
 * phones replaced when the list is non-empty, birth date when present). Starts from `inicial`, else the session.
 */
export function ContatoFormulario({
  inicial,
}: {
  inicial?: { lsttelefone: Telefone[]; dtnascimento: string | null };
}) {
  const { usuario, updateContact } = useSession();
  const { alert, toast } = useFeedback();
  const [telefones, setTelefones] = useState<string[]>(() => {
    const atuais = inicial?.lsttelefone ?? usuario?.lsttelefone ?? [];
    return atuais.length ? atuais.map(formatTelefone) : [''];
  });
  const [dtnascimento, setDtnascimento] = useState(inicial?.dtnascimento ?? usuario?.dtnascimento ?? '');
  const [enviando, setEnviando] = useState(false);

  async function salvar(evento: React.FormEvent) {
    evento.preventDefault();
    const lsttelefone: Telefone[] = [];
    for (const valor of telefones) {
      if (stripNonDigits(valor) === '' && lsttelefone.length > 0) continue;
      const tel = parseTelefoneComDdd(valor);
      if (!tel) {
        await alert({ message: MENSAGENS.telefoneInvalido });
        return;
      }
      lsttelefone.push(tel);
    }
    if (!isValidData(dtnascimento) || !/^\d{2}\/\d{2}\/\d{4}$/.test(dtnascimento)) {
      await alert({ message: MENSAGENS.dataInvalida });
      return;
    }
    setEnviando(true);
    try {
      const resposta = await chamar(
        operacoes.atualizarContato,
        [],
        { lsttelefone, dtnascimento },
        { loader: MENSAGENS.atualizando },
      );
      if (isErroV4(resposta)) {
        await alert({ header: MENSAGENS.tituloAviso, message: resposta.mensagem });
        return;
      }
      await updateContact(resposta);
      toast('Dados de contato atualizados.');
    } catch (falha) {
      await alert({ header: MENSAGENS.tituloErro, message: mensagemDeErro(falha) });
    } finally {
      setEnviando(false);
    }
  }

  return (
    <form
      className="modulo-formulario"
      noValidate
      onSubmit={salvar}
      aria-label="Atualizar telefones e data de nascimento"
    >
      <TelefonesCampo telefones={telefones} onTelefones={setTelefones} />
      <fieldset>
        <legend>Nascimento</legend>
        <CampoTexto
          rotulo="Data de nascimento"
          name="dtnascimento"
          valor={dtnascimento}
          onValor={setDtnascimento}
          mascara={mascaras.data}
          inputMode="numeric"
          autoComplete="bday"
          placeholder="dd/mm/aaaa"
          obrigatorio
        />
      </fieldset>
      <IonButton type="submit" expand="block" disabled={enviando}>
        <IonIcon icon={saveOutline} slot="start" aria-hidden="true" />
        Salvar telefones e nascimento
      </IonButton>
    </form>
  );
}
