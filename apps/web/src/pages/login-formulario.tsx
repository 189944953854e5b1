import {
  MENSAGENS,
  type ProblemaLogin,
  ROTA_ESQUECI_SENHA,
  ROTA_HOME_RECADOS,
  ROTA_PRIMEIRO_ACESSO,
  validarLogin,
} from '@portal/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { guardarDocumentoDigitado } from '../lib/documento-digitado.ts';
import type { SessionStore } from '../lib/session/session-store.ts';
import { getTemaAtual } from '../lib/theme.ts';
import { useFeedback } from '../ui/feedback.tsx';

/** The document mask applies only while what was typed is a number (CPF or CNPJ), never to an e-mail. */
export function isEntradaNumerica(valor: string): boolean {
  return /^[\d.\-/\s]+$/.test(valor);
}

function mensagemDeFalha(erro: unknown): string {
  if (erro instanceof ApiError && erro.codstatus > 0 && erro.mensagem) return erro.mensagem;
  return MENSAGENS.falhaConectarServidor;
}

function IconeOlho({ aberto }: { aberto: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {!aberto && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}

export interface LoginFormularioProps {
  store: SessionStore;
  /** Where to go once logged in (the remembered URL, else home); the caller navigates. */
  aoEntrar(destino: string): void | Promise<void>;
  /** True while a login is being sent, so the page around the form does not redirect meanwhile. */
  aoMudarEnvio?(enviando: boolean): void;
  returnUrl?: string;
  mensagem?: string;
}

/**
 * The login form of /auth/login (SPEC §2, §7): CPF, CNPJ or e-mail and password; coddao 16. Plain elements
 * and no router, so the first screen of a logged-out visitor needs neither Ionic nor the shell.
 */
export function LoginFormulario({
  store,
  aoEntrar,
  aoMudarEnvio,
  returnUrl,
  mensagem,
}: LoginFormularioProps) {
  const { alert } = useFeedback();
  const [usuario, setUsuario] = useState('');
  const [senha, setSenha] = useState('');
  const [verSenha, setVerSenha] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [problema, setProblema] = useState<ProblemaLogin | null>(null);
  const campoUsuario = useRef<HTMLInputElement>(null);
  const campoSenha = useRef<HTMLInputElement>(null);
  const numerico = usuario !== '' && isEntradaNumerica(usuario);
  const id = useId();
  const tema = getTemaAtual();

  function marcarEnvio(valor: boolean) {
    setEnviando(valor);
    aoMudarEnvio?.(valor);
  }

  // Maskito arrives with the first digit typed; an e-mail never loads it.
  useEffect(() => {
    const input = campoUsuario.current;
    if (!numerico || !input) return;
    let mascara: { destroy(): void } | null = null;
    let vivo = true;
    void import('../lib/mascara-documento.ts').then((m) => {
      if (vivo) mascara = m.mascararDocumento(input);
    });
    return () => {
      vivo = false;
      mascara?.destroy();
    };
  }, [numerico]);

  async function entrar(evento: FormEvent) {
    evento.preventDefault();
    if (enviando) return;
    // What can be told here is told here (issue 10): a missing field, a CPF that cannot be right.
    const encontrado = validarLogin(usuario, senha);
    setProblema(encontrado);
    if (encontrado) {
      (encontrado.campo === 'usuario' ? campoUsuario : campoSenha).current?.focus();
      if (encontrado.alerta) await alert({ message: encontrado.mensagem });
      return;
    }
    marcarEnvio(true);
    try {
      await store.login(usuario, senha);
      const guardada = await store.consumeReturnUrl();
      await aoEntrar(returnUrl ?? guardada ?? ROTA_HOME_RECADOS);
    } catch (erro) {
      await alert({ header: MENSAGENS.tituloAtencao, message: mensagemDeFalha(erro) });
    } finally {
      marcarEnvio(false);
    }
  }

  return (
    <div className="login">
      <img className="login-logo" src={tema.logo} alt="Portal" width={200} height={56} />
      <h1 className="login-titulo">Acesse sua conta</h1>
      {mensagem && (
        <p className="login-aviso" role="alert">
          {mensagem}
        </p>
      )}
      <form onSubmit={entrar} noValidate aria-label="Entrar no Portal">
        <div className="campo">
          <label htmlFor={`${id}-usuario`}>CPF, CNPJ ou e-mail</label>
          <input
            ref={campoUsuario}
            id={`${id}-usuario`}
            name="usuario"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            inputMode={numerico ? 'numeric' : 'email'}
            required
            aria-invalid={problema?.campo === 'usuario'}
            aria-describedby={problema?.campo === 'usuario' ? `${id}-usuario-erro` : undefined}
            onInput={(e) => {
              setUsuario(e.currentTarget.value);
              if (problema?.campo === 'usuario') setProblema(null);
            }}
          />
          {problema?.campo === 'usuario' && (
            // SPEC §5's dialog announces an invalid CPF (or CNPJ, e-mail): the message beside the field is then only
            // shown, not announced a second time (issue 29); a missing field, with no dialog, is announced here.
            <p id={`${id}-usuario-erro`} className="campo-erro" role={problema.alerta ? undefined : 'alert'}>
              {problema.mensagem}
            </p>
          )}
        </div>
        <div className="campo">
          <label htmlFor={`${id}-senha`}>Senha</label>
          <div className="campo-senha">
            <input
              ref={campoSenha}
              id={`${id}-senha`}
              name="senha"
              type={verSenha ? 'text' : 'password'}
              autoComplete="current-password"
              required
              aria-invalid={problema?.campo === 'senha'}
              aria-describedby={problema?.campo === 'senha' ? `${id}-senha-erro` : undefined}
              onInput={(e) => {
                setSenha(e.currentTarget.value);
                if (problema?.campo === 'senha') setProblema(null);
              }}
            />
            <button
              type="button"
              className="botao-olho"
              aria-label={verSenha ? 'Ocultar senha' : 'Mostrar senha'}
              aria-pressed={verSenha}
              onClick={() => setVerSenha((v) => !v)}
            >
              <IconeOlho aberto={!verSenha} />
            </button>
          </div>
          {problema?.campo === 'senha' && (
            <p id={`${id}-senha-erro`} className="campo-erro" role="alert">
              {problema.mensagem}
            </p>
          )}
        </div>
        <button type="submit" className="botao-primario login-entrar" disabled={enviando}>
          {enviando ? (
            <>
              <span className="girando" aria-hidden="true" /> Entrando…
            </>
          ) : (
            'Entrar'
          )}
        </button>
      </form>
      {/* Plain links: the pages load with the shell, never on the login's own route. */}
      <nav className="login-conta" aria-label="Acesso à conta">
        <a href={ROTA_ESQUECI_SENHA} onClick={() => guardarDocumentoDigitado(usuario)}>
          Esqueci minha senha
        </a>
        <a href={ROTA_PRIMEIRO_ACESSO} onClick={() => guardarDocumentoDigitado(usuario)}>
          Primeiro acesso
        </a>
      </nav>
    </div>
  );
}
