import { registrarBotaoVoltar } from './back-button.ts';
import type { Alertar, ChamarV4 } from './deps.ts';
import { iniciarPlataforma } from './iniciar-plataforma.ts';
import { isNativa } from './plataforma.ts';
import { iniciarPush, type Push } from './push.ts';
import { verificarVersao } from './versao.ts';

export { blobParaBase64, nomeContracheque, salvarContracheque } from './arquivos.ts';
export type { Alertar, BotaoAlerta, ChamarV4 } from './deps.ts';
export type { InfoDispositivo } from './device-ready.ts';
export { infoDispositivo, iniciarPlataforma, instalarArmazenamentoSeguro } from './iniciar-plataforma.ts';
export { getPlataforma, isNativa, letraPlataforma } from './plataforma.ts';

export interface PlatformDeps {
  /** The router's navigation (a tap on a push notification goes to /notificacoes). */
  navigate: (path: string) => void;
  /** True on the home route, where the Android back button leaves the app. */
  isHome: () => boolean;
  chamar: ChamarV4;
  alert: Alertar;
  /**
   * Whether a session (a token) exists now. coddao 176 and 320 need a token, so without a session they wait for
   * `aposLogin()`. When omitted the session is taken as present.
   */
  isLoggedIn?: () => boolean;
}

export interface Platform {
  /** Runs the build check and the push registration; the shell calls it after each login. */
  aposLogin(): Promise<void>;
  /** Undoes the listeners (tests, hot reload). */
  encerrar(): Promise<void>;
}

/**
 * The native behaviours that need the router and the alert (SPEC §§2, 4, 7, 8), started once inside the
 * providers: the Android back button, push notifications and the build check. It also runs
 * `iniciarPlataforma()` in case the bootstrap did not. No-ops on the web; every failure is a log line.
 */
export async function initPlatform(deps: PlatformDeps): Promise<Platform> {
  // Synchronous up to here: the storage driver is registered before initPlatform returns its promise, so a
  // caller may start reading storage without awaiting it (src/app/ponte-plataforma.ts relies on this).
  await iniciarPlataforma();
  const removerVoltar = await registrarBotaoVoltar({ isHome: deps.isHome }).catch((erro: unknown) => {
    console.warn('Botão voltar do Android indisponível.', erro);
    return async () => {};
  });
  const push: Push | null = await iniciarPush(deps).catch((erro: unknown) => {
    console.warn('Notificações indisponíveis.', erro);
    return null;
  });

  const aposLogin = async () => {
    if (!isNativa()) return;
    await Promise.all([verificarVersao(deps), push?.registrar()]);
  };
  if (deps.isLoggedIn?.() ?? true) void aposLogin();

  return {
    aposLogin,
    async encerrar() {
      await Promise.all([removerVoltar(), push?.encerrar()]);
    },
  };
}
