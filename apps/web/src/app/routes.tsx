import { IonRouterOutlet } from '@ionic/react';
import { ROTA_HOME_RECADOS, ROTA_LOGIN } from '@portal/core';
import { memo } from 'react';
import { matchRoutes, Navigate, Route } from 'react-router-dom';
import { paginaPreguicosa as lazy } from '../lib/pagina-preguicosa.tsx';
import { modulos } from '../modules/registry.ts';
import { LoginPage } from '../pages/login-page.tsx';
import { Guarded } from './guard.tsx';
import { LimiteDaRota } from './limite-da-rota.tsx';
import { buildRouteTable, type EntradaRota } from './route-table.ts';

const RecadosPage = lazy(() => import('../pages/recados-page.tsx'));
const RecadoPage = lazy(() => import('../pages/recado-page.tsx'));
const NotificacoesPage = lazy(() => import('../pages/notificacoes-page.tsx'));
const ParametrosPage = lazy(() => import('../pages/parametros-page.tsx'));
const NaoEncontradaPage = lazy(() => import('../pages/nao-encontrada-page.tsx'));
const EsqueciSenhaPage = lazy(() => import('../pages/conta/esqueci-senha-page.tsx'));
const PrimeiroAcessoPage = lazy(() => import('../pages/conta/primeiro-acesso-page.tsx'));
const MinhaContaPage = lazy(() => import('../pages/conta/minha-conta-page.tsx'));
const MeusDadosPage = lazy(() => import('../pages/conta/meus-dados-page.tsx'));

/** SPEC §2's own routes; the module registry adds the module sections. */
const NUCLEO: EntradaRota[] = [
  { path: '', redirect: ROTA_HOME_RECADOS, guarded: false },
  { path: 'home', redirect: ROTA_HOME_RECADOS, guarded: false },
  { path: 'home/recados', page: RecadosPage, guarded: true },
  { path: 'home/recados/:codrecado', page: RecadoPage, guarded: true },
  { path: 'auth', redirect: ROTA_LOGIN, guarded: false },
  { path: 'auth/login', page: LoginPage, guarded: false },
  { path: 'auth/esqueci-senha', page: EsqueciSenhaPage, guarded: false },
  { path: 'auth/primeiro-acesso', page: PrimeiroAcessoPage, guarded: false },
  { path: 'conta', page: MinhaContaPage, guarded: true },
  { path: 'conta/dados', page: MeusDadosPage, guarded: true },
  { path: 'notificacoes', page: NotificacoesPage, guarded: true },
  { path: 'parametros', page: ParametrosPage, guarded: true },
];

/** Declared by SPEC §2 and shadowed by the pprivada module route, so it never takes effect. */
const ALIASES = [{ path: 'pprivada', redirect: '/pages/pprivada' }];

export const TABELA_ROTAS: EntradaRota[] = buildRouteTable(NUCLEO, modulos, ALIASES);

/** The table's patterns as React Router ranks them, to find the page of a URL before the router renders it. */
const PADROES = TABELA_ROTAS.map((entrada) => ({ path: `/${entrada.path}` }));

/**
 * Loads the code of the page the URL opens, so the shell's first render shows it without suspending
 * (lib/pagina-preguicosa.tsx); start-up often asked for it already (app/adiantar-rota.ts). Never rejects.
 */
export async function precarregarRota(caminho: string): Promise<void> {
  const [achada] = matchRoutes(PADROES, caminho) ?? [];
  const entrada = TABELA_ROTAS.find((e) => `/${e.path}` === achada?.route.path);
  const pagina = entrada && 'page' in entrada ? entrada.page : undefined;
  if (pagina && 'precarregar' in pagina && typeof pagina.precarregar === 'function')
    await pagina.precarregar();
}

function elemento(entrada: EntradaRota) {
  if ('redirect' in entrada) return <Navigate to={entrada.redirect} replace />;
  const Pagina = entrada.page;
  // Each route has its own boundary: whatever its page throws, or its code that cannot arrive, is said in the
  // page's place and the menu and the other pages live on (issue 29).
  const pagina = (
    <LimiteDaRota>
      <Pagina />
    </LimiteDaRota>
  );
  return entrada.guarded ? <Guarded padrao={`/${entrada.path}`}>{pagina}</Guarded> : pagina;
}

/** Built once: a re-render of the shell hands Ionic's outlet the same elements, which React then skips. */
const ROTAS = [
  ...TABELA_ROTAS.map((entrada) => (
    <Route key={entrada.path || '/'} path={`/${entrada.path}`} element={elemento(entrada)} />
  )),
  <Route
    key="*"
    path="*"
    element={
      <LimiteDaRota>
        <NaoEncontradaPage />
      </LimiteDaRota>
    }
  />,
];

/**
 * The one outlet of the app: every route of the table, then a Portuguese not-found page. Memoised: it takes no
 * props, so only a context it reads (the route) renders it again, not every change of the shell around it.
 */
export const AppRoutes = memo(function AppRoutes() {
  return <IonRouterOutlet id="main">{ROTAS}</IonRouterOutlet>;
});
