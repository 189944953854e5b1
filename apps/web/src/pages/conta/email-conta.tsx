import { formatoDeCodigo, hashPassword, isValidEmail, MENSAGENS_CONTA } from '@portal/core';
import { type FormEvent, useState } from 'react';
import { getRuntimeConfig } from '../../config/runtime-config.ts';
import { chamar, isErroV4, mensagemDeErro, operacoes } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { CampoConta } from './campo-conta.tsx';

type Etapa = { nome: 'ver' } | { nome: 'pedir' } | { nome: 'confirmar'; novo: string; aviso: string };

/**
 * The account's e-mail (issue 14): the new address, with the current password, gets a code (coddao 606); the
 * e-mail changes only when that code comes back (607), and the stored user follows.
 */
export function EmailConta({ email, aoMudar }: { email: string | null; aoMudar(email: string): void }) {
  const { updateContact } = useSession();
  const { alert } = useFeedback();
  const [etapa, setEtapa] = useState<Etapa>({ nome: 'ver' });
  const [novo, setNovo] = useState('');
  const [senha, setSenha] = useState('');
  const [codigo, setCodigo] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});
  const [aviso, setAviso] = useState<string | null>(null);

  async function pedir(evento?: FormEvent) {
    evento?.preventDefault();
    const faltam: Record<string, string> = {};
    if (!isValidEmail(novo.trim())) faltam.email = MENSAGENS_CONTA.emailInvalido;
    if (!senha) faltam.senhaAtual = 'Informe a senha atual.';
    setErros(faltam);
    if (Object.keys(faltam).length > 0) return;
    try {
      const r = await chamar(
        operacoes.pedirTrocaEmail,
        [novo.trim(), await hashPassword(senha, getRuntimeConfig().passwordSecret)],
        undefined,
        { loader: 'Enviando código...' },
      );
      if (isErroV4(r)) {
        setErros(r.campos ?? {});
        if (!r.campos) await alert({ message: r.mensagem });
        return;
      }
      setSenha('');
      setCodigo('');
      setEtapa({ nome: 'confirmar', novo: novo.trim(), aviso: `${r.aviso} Enviado para ${r.destino}.` });
    } catch (e) {
      await alert({ message: mensagemDeErro(e) });
    }
  }

  async function confirmar(evento: FormEvent) {
    evento.preventDefault();
    const digitos = formatoDeCodigo(codigo);
    if (!digitos) {
      setErros({ codigo: MENSAGENS_CONTA.codigoFormato });
      return;
    }
    try {
      const r = await chamar(operacoes.confirmarTrocaEmail, [digitos], undefined, {
        loader: 'Confirmando...',
      });
      if (isErroV4(r)) {
        setErros(r.campos ?? { codigo: r.mensagem });
        return;
      }
      await updateContact({ email: r.email });
      aoMudar(r.email);
      setErros({});
      setNovo('');
      setAviso(r.aviso);
      setEtapa({ nome: 'ver' });
    } catch (e) {
      await alert({ message: mensagemDeErro(e) });
    }
  }

  return (
    <div className="modulo-formulario conta-secao">
      <fieldset>
        <legend>E-mail</legend>
        {aviso && (
          <p className="conta-aviso" role="status">
            {aviso}
          </p>
        )}
        {etapa.nome === 'ver' && (
          <>
            <p className="conta-texto">
              {email ? (
                <>
                  Os códigos e avisos da conta vão para <strong>{email}</strong>.
                </>
              ) : (
                'Nenhum e-mail cadastrado.'
              )}
            </p>
            <button
              type="button"
              className="botao-secundario"
              onClick={() => {
                setAviso(null);
                setEtapa({ nome: 'pedir' });
              }}
            >
              Alterar e-mail
            </button>
          </>
        )}
        {etapa.nome === 'pedir' && (
          <form onSubmit={(e) => void pedir(e)} noValidate aria-label="Alterar e-mail">
            <p className="conta-texto">
              Enviaremos um código para o novo endereço. O e-mail só muda depois que você digitar o código.
            </p>
            <CampoConta
              rotulo="Novo e-mail"
              valor={novo}
              aoMudar={setNovo}
              erro={erros.email}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={254}
            />
            <CampoConta
              rotulo="Senha atual"
              valor={senha}
              aoMudar={setSenha}
              erro={erros.senhaAtual}
              type="password"
              autoComplete="current-password"
            />
            <div className="conta-acoes">
              <button type="submit" className="botao-primario">
                Enviar código
              </button>
              <button type="button" className="botao-secundario" onClick={() => setEtapa({ nome: 'ver' })}>
                Cancelar
              </button>
            </div>
          </form>
        )}
        {etapa.nome === 'confirmar' && (
          <form onSubmit={(e) => void confirmar(e)} noValidate aria-label="Confirmar novo e-mail">
            <p className="conta-aviso" role="status">
              {etapa.aviso}
            </p>
            <CampoConta
              rotulo="Código recebido"
              valor={codigo}
              aoMudar={setCodigo}
              erro={erros.codigo ?? erros.email}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
            />
            <div className="conta-acoes">
              <button type="submit" className="botao-primario">
                Confirmar e-mail
              </button>
              <button type="button" className="botao-secundario" onClick={() => setEtapa({ nome: 'pedir' })}>
                Enviar outro código
              </button>
            </div>
          </form>
        )}
      </fieldset>
    </div>
  );
}
