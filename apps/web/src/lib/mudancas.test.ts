import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CanalMudancas,
  type DependenciasMudancas,
  ESPERA_MAX_MS,
  ESPERA_MIN_MS,
  esperaDe,
  type FonteEventos,
} from './mudancas.ts';

class FonteFalsa implements FonteEventos {
  onopen: ((ev: Event) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  fechada = false;
  readonly ouvintes = new Map<string, (ev: MessageEvent<string>) => void>();
  constructor(readonly url: string) {}
  addEventListener(tipo: string, ouvinte: (ev: MessageEvent<string>) => void) {
    this.ouvintes.set(tipo, ouvinte);
  }
  close() {
    this.fechada = true;
  }
  emitir(dados: unknown) {
    this.ouvintes.get('mudanca')?.({ data: JSON.stringify(dados) } as MessageEvent<string>);
  }
}

function montar(bilhetes: (string | null | Error)[] = []) {
  const fontes: FonteFalsa[] = [];
  const esperas: number[] = [];
  let online: (() => void) | null = null;
  let n = 0;
  const dep: DependenciasMudancas = {
    obterBilhete: async () => {
      const b = bilhetes.length > 0 ? bilhetes.shift() : `b${++n}`;
      if (b instanceof Error) throw b;
      return b ?? null;
    },
    abrir: (url) => {
      const f = new FonteFalsa(url);
      fontes.push(f);
      return f;
    },
    url: (b) => `/api/V4/mudancas?bilhete=${b}`,
    agendar: (acao, ms) => {
      esperas.push(ms);
      const id = setTimeout(acao, ms);
      return () => clearTimeout(id);
    },
    aoFicarOnline: (acao) => {
      online = acao;
      return () => {
        online = null;
      };
    },
    aleatorio: () => 1,
  };
  return { canal: new CanalMudancas(dep), fontes, esperas, online: () => online?.() };
}

const ultima = (fontes: FonteFalsa[]) => fontes[fontes.length - 1] as FonteFalsa;

afterEach(() => {
  vi.useRealTimers();
});

describe('esperaDe', () => {
  it('doubles from 1 s up to a minute, shortened by at most half at random', () => {
    expect([0, 1, 2, 3].map((t) => esperaDe(t, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect(esperaDe(10, () => 1)).toBe(ESPERA_MAX_MS);
    expect(esperaDe(1000, () => 1)).toBe(ESPERA_MAX_MS);
    expect(esperaDe(0, () => 0)).toBe(ESPERA_MIN_MS / 2);
  });
});

describe('CanalMudancas', () => {
  it('opens with a fresh ticket and hands each change to the listeners of its topics', async () => {
    const { canal, fontes } = montar();
    const cobrancas = vi.fn();
    const cantina = vi.fn();
    canal.aoMudar('cobrancas', cobrancas);
    const parar = canal.aoMudar('cantina', cantina);
    canal.iniciar();
    await vi.waitFor(() => expect(fontes).toHaveLength(1));
    expect(ultima(fontes).url).toBe('/api/V4/mudancas?bilhete=b1');
    ultima(fontes).emitir({ topicos: ['cobrancas', 'cantina'] });
    expect(cobrancas).toHaveBeenCalledWith({ topicos: ['cobrancas', 'cantina'] });
    expect(cantina).toHaveBeenCalledTimes(1);
    parar();
    ultima(fontes).emitir({ topicos: ['cantina', 'desconhecido'] });
    expect(cantina).toHaveBeenCalledTimes(1);
  });

  it('reconnects after a growing wait, each time with a new ticket, and the wait starts over once open', async () => {
    vi.useFakeTimers();
    const { canal, fontes, esperas } = montar();
    canal.iniciar();
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 4; i++) {
      ultima(fontes).onerror?.(new Event('error'));
      expect(ultima(fontes).fechada).toBe(true);
      await vi.advanceTimersByTimeAsync(esperas[esperas.length - 1] as number);
    }
    expect(esperas).toEqual([1000, 2000, 4000, 8000]);
    expect(fontes.map((f) => f.url.split('=')[1])).toEqual(['b1', 'b2', 'b3', 'b4', 'b5']);
    ultima(fontes).onopen?.(new Event('open'));
    ultima(fontes).onerror?.(new Event('error'));
    expect(esperas[esperas.length - 1]).toBe(1000);
    canal.parar();
  });

  it('a failed ticket request waits too; coming back online tries at once', async () => {
    vi.useFakeTimers();
    const { canal, fontes, esperas, online } = montar([new Error('offline'), new Error('offline')]);
    canal.iniciar();
    await vi.advanceTimersByTimeAsync(0);
    expect(fontes).toHaveLength(0);
    expect(esperas).toEqual([1000]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(esperas).toEqual([1000, 2000]);
    online();
    await vi.advanceTimersByTimeAsync(0);
    expect(fontes).toHaveLength(1);
    canal.parar();
  });

  it('after a reconnection every topic is announced once: what changed meanwhile went unheard', async () => {
    vi.useFakeTimers();
    const { canal, fontes } = montar();
    const eventos = vi.fn();
    canal.aoMudar('eventos', eventos);
    canal.iniciar();
    await vi.advanceTimersByTimeAsync(0);
    ultima(fontes).onopen?.(new Event('open'));
    expect(eventos).not.toHaveBeenCalled();
    ultima(fontes).onerror?.(new Event('error'));
    await vi.advanceTimersByTimeAsync(1000);
    ultima(fontes).onopen?.(new Event('open'));
    expect(eventos).toHaveBeenCalledTimes(1);
    canal.parar();
  });

  it('stops on logout: the stream closes, no reconnection, and no session opens nothing', async () => {
    vi.useFakeTimers();
    const { canal, fontes, esperas } = montar();
    canal.iniciar();
    await vi.advanceTimersByTimeAsync(0);
    const fonte = ultima(fontes);
    canal.parar();
    expect(fonte.fechada).toBe(true);
    fonte.onerror?.(new Event('error'));
    await vi.advanceTimersByTimeAsync(ESPERA_MAX_MS);
    expect(fontes).toHaveLength(1);
    expect(esperas).toEqual([]);

    const semSessao = montar([null]);
    semSessao.canal.iniciar();
    await vi.advanceTimersByTimeAsync(ESPERA_MAX_MS);
    expect(semSessao.fontes).toHaveLength(0);
    expect(semSessao.esperas).toEqual([]);
  });
});
