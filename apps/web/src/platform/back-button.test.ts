import { App } from '@capacitor/app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIORIDADE_VOLTAR, registrarBotaoVoltar } from './back-button.ts';
import { usarPlataforma } from './test-plataforma.ts';

const removido = vi.fn();
vi.mock('@capacitor/app', () => ({
  App: {
    addListener: vi.fn(async () => ({ remove: async () => removido() })),
    exitApp: vi.fn(async () => {}),
  },
}));

type Handler = (processNextHandler: () => void) => void | Promise<void>;

/** What Ionic does on a hardware back press: collects the registered handlers and runs the highest priority. */
async function pressionarVoltar(): Promise<{ prioridade: number; handler: Handler }[]> {
  const registrados: { prioridade: number; handler: Handler }[] = [];
  document.dispatchEvent(
    new CustomEvent('ionBackButton', {
      detail: {
        register: (prioridade: number, handler: Handler) => registrados.push({ prioridade, handler }),
      },
    }),
  );
  const maior = [...registrados].sort((a, b) => b.prioridade - a.prioridade)[0];
  await maior?.handler(() => {});
  return registrados;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('registrarBotaoVoltar', () => {
  it('on Android goes back in history away from home, above the router and below menus and dialogs', async () => {
    usarPlataforma('android');
    const voltar = vi.fn();
    const desfazer = await registrarBotaoVoltar({ isHome: () => false, voltar });
    expect(App.addListener).toHaveBeenCalledWith('backButton', expect.any(Function));

    const registrados = await pressionarVoltar();
    expect(registrados.map((r) => r.prioridade)).toEqual([PRIORIDADE_VOLTAR]);
    expect(PRIORIDADE_VOLTAR).toBeGreaterThan(0);
    expect(PRIORIDADE_VOLTAR).toBeLessThan(99);
    expect(voltar).toHaveBeenCalledTimes(1);
    expect(App.exitApp).not.toHaveBeenCalled();
    await desfazer();
  });

  it('on Android leaves the app from home', async () => {
    usarPlataforma('android');
    const voltar = vi.fn();
    const desfazer = await registrarBotaoVoltar({ isHome: () => true, voltar });
    await pressionarVoltar();
    expect(App.exitApp).toHaveBeenCalledTimes(1);
    expect(voltar).not.toHaveBeenCalled();
    await desfazer();
  });

  it('on Android uses window.history.back by default', async () => {
    usarPlataforma('android');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const desfazer = await registrarBotaoVoltar({ isHome: () => false });
    await pressionarVoltar();
    expect(back).toHaveBeenCalledTimes(1);
    await desfazer();
  });

  it('on Android the returned function removes both listeners', async () => {
    usarPlataforma('android');
    const voltar = vi.fn();
    const desfazer = await registrarBotaoVoltar({ isHome: () => false, voltar });
    await desfazer();
    expect(removido).toHaveBeenCalledTimes(1);
    await expect(pressionarVoltar()).resolves.toEqual([]);
    expect(voltar).not.toHaveBeenCalled();
  });

  it.each(['ios', 'web'] as const)(
    'on %s registers nothing (no hardware back button)',
    async (plataforma) => {
      usarPlataforma(plataforma);
      const voltar = vi.fn();
      const desfazer = await registrarBotaoVoltar({ isHome: () => true, voltar });
      await expect(pressionarVoltar()).resolves.toEqual([]);
      expect(App.addListener).not.toHaveBeenCalled();
      expect(App.exitApp).not.toHaveBeenCalled();
      expect(voltar).not.toHaveBeenCalled();
      await desfazer();
    },
  );
});
