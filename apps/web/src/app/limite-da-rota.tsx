import { MENSAGENS } from '@portal/core';
import { Component, type ErrorInfo, type ReactNode, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { esquecerFalhas, FalhaAoCarregarPagina } from '../lib/pagina-preguicosa.tsx';
import { useTentarDeNovo } from '../lib/use-tentar-de-novo.ts';
import { CorpoDaPagina } from '../ui/page-shell.tsx';

interface PropsFalha {
  carregamento: boolean;
  tentativas: number;
  tentarNovamente: () => void;
}

/** Nothing in the place of a piece of the shell (the side menu) while its code cannot arrive; it still retries. */
function FalhaSilenciosa({ carregamento, tentativas, tentarNovamente }: PropsFalha) {
  useTentarDeNovo(carregamento, tentativas, tentarNovamente);
  return null;
}

/**
 * The message in the page's place. Not an IonPage: the router would take it for the route's page, and the real
 * page registering later for the same route was left invisible and without its route parameters. A plain page
 * box instead, shown while the URL is the one it failed at (Ionic keeps a route's element mounted after the
 * person leaves it, and every mounted element sees the current URL); the real page, once it renders, enters as
 * on a first visit.
 */
function FalhaDaPagina({ carregamento, tentativas, tentarNovamente }: PropsFalha) {
  useTentarDeNovo(carregamento, tentativas, tentarNovamente);
  const { pathname } = useLocation();
  const [ondeFalhou] = useState(pathname);
  if (pathname !== ondeFalhou) return null;
  return (
    <div className="ion-page pagina-falha">
      <CorpoDaPagina title={MENSAGENS.tituloPaginaIndisponivel}>
        <div className="estado-vazio" role="alert">
          <p>{carregamento ? MENSAGENS.paginaNaoCarregou : MENSAGENS.paginaComErro}</p>
          <button type="button" className="botao-primario" onClick={tentarNovamente}>
            {MENSAGENS.botaoTentarNovamente}
          </button>
        </div>
      </CorpoDaPagina>
    </div>
  );
}

interface Estado {
  erro: unknown;
  tentativas: number;
}

/**
 * The error boundary of one route (issue 29): whatever its page throws — its code that cannot arrive, or a bug —
 * shows a Portuguese message with "Tentar novamente" in the page's place, inside the outlet, so the menu and the
 * other pages live on. A page whose code did not arrive is asked for again when the connection returns, on a
 * backoff while the page is visible, and on the button; the shell around it is never remounted. `silencioso`
 * (a piece of the shell, not a page) shows nothing instead of the message.
 */
export class LimiteDaRota extends Component<{ children: ReactNode; silencioso?: boolean }, Estado> {
  override state: Estado = { erro: null, tentativas: 0 };

  static getDerivedStateFromError(erro: unknown): Partial<Estado> {
    return { erro };
  }

  override componentDidCatch(erro: unknown, info: ErrorInfo): void {
    if (!(erro instanceof FalhaAoCarregarPagina)) console.error('Erro ao mostrar a página.', erro, info);
  }

  private readonly tentarNovamente = () => {
    esquecerFalhas();
    this.setState(({ tentativas }) => ({ erro: null, tentativas: tentativas + 1 }));
  };

  override render(): ReactNode {
    const { erro, tentativas } = this.state;
    if (erro === null) {
      // No fallback page while the code arrives: Ionic animates the IonPage that registers first, so a
      // placeholder IonPage would take the transition and leave the real page invisible.
      return <Suspense fallback={null}>{this.props.children}</Suspense>;
    }
    const Falha = this.props.silencioso ? FalhaSilenciosa : FalhaDaPagina;
    return (
      <Falha
        carregamento={erro instanceof FalhaAoCarregarPagina}
        tentativas={tentativas}
        tentarNovamente={this.tentarNovamente}
      />
    );
  }
}
