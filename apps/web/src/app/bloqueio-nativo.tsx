import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../lib/session/session-provider.tsx';
import { getTemaAtual } from '../lib/theme.ts';
import { desbloquear, desbloqueioAtivo, deveBloquearAoVoltar } from '../platform/biometria.ts';
import './bloqueio-nativo.css';

type Estado = 'verificando' | 'bloqueado' | 'livre';

/**
 * The biometric lock of Android and iOS (issue 14): with the person's unlock on, a restored session and every
 * return from more than 30 s in the background show this screen over the portal, which stays mounted (a form
 * half filled is still there) but inert: unreachable by touch, keyboard and screen reader.
 */
export function Bloqueio({ children }: { children: ReactNode }) {
  const { loggedIn, usuario, logout } = useSession();
  const codpessoa = usuario?.codpessoa;
  const [estado, setEstado] = useState<Estado>(loggedIn ? 'verificando' : 'livre');
  const [recusado, setRecusado] = useState(false);
  const botao = useRef<HTMLButtonElement>(null);

  // At start-up with a restored session, and whenever the person changes (a login, a logout).
  useEffect(() => {
    let vale = true;
    if (!loggedIn) {
      setEstado('livre');
      return;
    }
    void desbloqueioAtivo(codpessoa).then((ativo) => {
      if (vale) setEstado((e) => (e === 'verificando' ? (ativo ? 'bloqueado' : 'livre') : e));
    });
    return () => {
      vale = false;
    };
  }, [loggedIn, codpessoa]);

  // Back from the background after 30 s or more.
  useEffect(() => {
    if (!loggedIn) return;
    let saiu: number | null = null;
    let remover: (() => void) | null = null;
    let vale = true;
    void import('@capacitor/app').then(async ({ App }) => {
      const ouvinte = await App.addListener('appStateChange', ({ isActive }) => {
        if (!isActive) {
          saiu = Date.now();
          return;
        }
        if (!deveBloquearAoVoltar(saiu, Date.now())) return;
        saiu = null;
        void desbloqueioAtivo(codpessoa).then((ativo) => {
          if (ativo) setEstado('bloqueado');
        });
      });
      if (vale) remover = () => void ouvinte.remove();
      else void ouvinte.remove();
    });
    return () => {
      vale = false;
      remover?.();
    };
  }, [loggedIn, codpessoa]);

  const pedir = useCallback(async () => {
    setRecusado(false);
    if (await desbloquear()) setEstado('livre');
    else setRecusado(true);
  }, []);

  // The system's prompt opens by itself when the lock appears; the button is there to try again.
  useEffect(() => {
    if (estado !== 'bloqueado') return;
    botao.current?.focus();
    void pedir();
  }, [estado, pedir]);

  const bloqueado = estado !== 'livre';
  return (
    <>
      {bloqueado && (
        <div className="bloqueio" role="dialog" aria-modal="true" aria-labelledby="bloqueio-titulo">
          <img src={getTemaAtual().logo} alt="" className="bloqueio-logo" />
          <h1 id="bloqueio-titulo">Portal bloqueado</h1>
          <p>Use sua digital, seu rosto ou a senha do aparelho para continuar.</p>
          {recusado && (
            <p className="bloqueio-aviso" role="alert">
              Não foi possível confirmar que é você. Tente de novo.
            </p>
          )}
          <button
            ref={botao}
            type="button"
            className="botao-primario"
            disabled={estado === 'verificando'}
            onClick={() => void pedir()}
          >
            Desbloquear
          </button>
          <button type="button" className="botao-secundario" onClick={() => void logout()}>
            Entrar com CPF e senha
          </button>
        </div>
      )}
      <div className="bloqueio-conteudo" inert={bloqueado}>
        {children}
      </div>
    </>
  );
}
