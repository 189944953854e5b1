import { IonContent, IonPage } from '@ionic/react';
import { ROTA_HOME_RECADOS, ROTA_LOGIN } from '@portal/core';
import { useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../lib/session/session-provider.tsx';
import { LoginFormulario } from './login-formulario.tsx';
import { precarregarHome } from './recados-dados.ts';

/** /auth/login inside the shell (after a logout, a re-authentication, or "Entrar" on a public page). */
export function LoginPage() {
  const { loggedIn, restaurada, store } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const estado = (location.state ?? {}) as { returnUrl?: string; mensagem?: string };
  const enviando = useRef(false);

  // Ionic keeps this page mounted under the next one: only while the URL is the login screen may it send a
  // logged-in user home (otherwise it would hijack the return to returnUrl).
  const naTelaDeLogin = location.pathname === ROTA_LOGIN && globalThis.location?.pathname === ROTA_LOGIN;
  if (restaurada && loggedIn && !enviando.current && naTelaDeLogin)
    return <Navigate to={ROTA_HOME_RECADOS} replace />;

  return (
    <IonPage>
      <IonContent className="login-fundo">
        <LoginFormulario
          store={store}
          returnUrl={estado.returnUrl}
          mensagem={estado.mensagem}
          aoMudarEnvio={(valor) => {
            enviando.current = valor;
          }}
          aoEntrar={(destino) => {
            precarregarHome(store, destino);
            navigate(destino, { replace: true });
          }}
        />
      </IonContent>
    </IonPage>
  );
}
