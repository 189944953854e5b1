import type { Topico } from '@portal/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { configurarApi, limparTudo } from '../test/render-app.tsx';
import { ApiError, type ListaV4 } from './api-client.ts';
import { geracaoDasListas, guardarLista, limparListasGuardadas } from './listas-guardadas.ts';
import { useCarregar, usePaginada } from './use-paginada.ts';
import { ESPERA_INICIAL_MS } from './use-tentar-de-novo.ts';

/** The stream of changes, played by the test: what a page listens to, and a change the server announces. */
const ouvintes = vi.hoisted(() => new Map<string, Set<() => void>>());
vi.mock('./mudancas.ts', () => ({
  aoMudar: (topico: string, callback: () => void) => {
    const deste = ouvintes.get(topico) ?? new Set();
    ouvintes.set(topico, deste);
    deste.add(callback);
    return () => deste.delete(callback);
  },
}));
const anunciar = (topico: Topico) => {
  for (const callback of ouvintes.get(topico) ?? []) callback();
};

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/');
  await limparListasGuardadas();
});

interface Item {
  cod: number;
  titulo: string;
}

it('keeps the objects on screen when the refresh brings the same first page, and takes a different one', async () => {
  const chave = 'listaGuardada:teste:1:;';
  const guardados: Item[] = [
    { cod: 1, titulo: 'Reunião' },
    { cod: 2, titulo: 'Feriado' },
  ];
  await guardarLista(chave, { itens: guardados, total: 2 }, geracaoDasListas());
  const respostas = [
    // The same page as a new answer: equal, not the same objects.
    { itens: structuredClone(guardados), total: 2, pagina: 1, tamanhoPagina: 20 },
    { itens: [{ cod: 1, titulo: 'Reunião adiada' }], total: 1, pagina: 1, tamanhoPagina: 20 },
  ];
  let pedidos = 0;
  const buscar = async () => respostas[pedidos++] as (typeof respostas)[number];
  const { result } = renderHook(() => usePaginada<ListaV4<Item>>(buscar, 'contexto', chave));

  await waitFor(() => expect(result.current.carregando).toBe(false));
  expect(pedidos).toBe(1);
  // Memoised rows (pages/recados-page.tsx) skip rendering an unchanged page again only if these are the same.
  expect(result.current.itens).toBe(guardados);

  await act(() => result.current.recarregar());
  expect(result.current.itens).toEqual([{ cod: 1, titulo: 'Reunião adiada' }]);
  expect(result.current.total).toBe(1);
});

it("useCarregar never shows another key's answer as this one's, and a 400 is the failure text", async () => {
  const respostas: Record<'a' | 'b' | 'c', () => Promise<Item | { mensagem: string }>> = {
    a: async () => ({ cod: 1, titulo: 'Documento A' }),
    b: async () => {
      throw new ApiError(0, 'Falha na conexão.');
    },
    c: async () => ({ mensagem: 'Documento não encontrado.' }),
  };
  const { result, rerender } = renderHook(({ chave }) => useCarregar(() => respostas[chave](), chave), {
    initialProps: { chave: 'a' as keyof typeof respostas },
  });
  await waitFor(() => expect(result.current.dados).toEqual({ cod: 1, titulo: 'Documento A' }));

  rerender({ chave: 'b' });
  expect(result.current.dados).toBeNull();
  await waitFor(() => expect(result.current.erro).toBe('Falha na conexão.'));
  expect(result.current.dados).toBeNull();

  rerender({ chave: 'c' });
  await waitFor(() => expect(result.current.erro).toBe('Documento não encontrado.'));
  expect(result.current.dados).toBeNull();
});

it('reads again when the server announces one of its topics, and not for another one or after unmounting', async () => {
  let pedidos = 0;
  const buscar = async () => ({
    itens: [{ cod: 1, titulo: `Saldo ${++pedidos}` }],
    total: 1,
    pagina: 1,
    tamanhoPagina: 20,
  });
  const { result, unmount } = renderHook(() =>
    usePaginada<ListaV4<Item>>(buscar, 'cantina', null, ['cantina', 'cobrancas']),
  );
  await waitFor(() => expect(result.current.carregando).toBe(false));
  expect(pedidos).toBe(1);

  await act(async () => anunciar('recados'));
  expect(pedidos).toBe(1);
  await act(async () => anunciar('cantina'));
  await waitFor(() => expect(result.current.itens).toEqual([{ cod: 1, titulo: 'Saldo 2' }]));
  await act(async () => anunciar('cobrancas'));
  await waitFor(() => expect(pedidos).toBe(3));

  unmount();
  anunciar('cantina');
  expect(pedidos).toBe(3);
  expect(ouvintes.get('cantina')?.size ?? 0).toBe(0);
});

it('keeps what the first answer brought beside its items (a title) and shows it with the saved page offline', async () => {
  type Boletim = ListaV4<Item> & { titulo: string };
  const chave = 'listaGuardada:registros/escola/boletim/:1:;';
  const resposta: Boletim = {
    itens: [{ cod: 1, titulo: 'Matemática' }],
    total: 1,
    pagina: 1,
    tamanhoPagina: 20,
    titulo: 'Boletim',
  };
  // Stable functions: a new one each render would start the list over each render.
  const responder = async () => resposta;
  const cair = async (): Promise<Boletim> => {
    throw new ApiError(0, 'Falha na conexão.');
  };
  const online = renderHook(() => usePaginada<Boletim>(responder, 'boletim', chave));
  await waitFor(() => expect(online.result.current.primeira?.titulo).toBe('Boletim'));
  online.unmount();

  const offline = renderHook(() => usePaginada<Boletim>(cair, 'boletim', chave));
  await waitFor(() => expect(offline.result.current.desatualizada?.semConexao).toBe(true));
  expect(offline.result.current.primeira?.titulo).toBe('Boletim');
  expect(offline.result.current.itens).toEqual(resposta.itens);
  expect(offline.result.current.erro).toBeNull();
  offline.unmount();
});

it("asks again by itself after a dropped connection, never after the server's refusal (a 400)", async () => {
  let recusas = 0;
  const recusar = async () => {
    recusas += 1;
    return { mensagem: 'Lista indisponível.' };
  };
  let quedas = 0;
  const cairUmaVez = async () => {
    quedas += 1;
    if (quedas === 1) throw new ApiError(0, 'Falha na conexão.');
    return { itens: [{ cod: 1, titulo: 'De volta' }], total: 1, pagina: 1, tamanhoPagina: 20 };
  };
  const recusada = renderHook(() => usePaginada<ListaV4<Item>>(recusar, 'recusada'));
  const caida = renderHook(() => usePaginada<ListaV4<Item>>(cairUmaVez, 'caida'));
  await waitFor(() => expect(caida.result.current.erro).toBe('Falha na conexão.'));
  await waitFor(() => expect(caida.result.current.itens).toEqual([{ cod: 1, titulo: 'De volta' }]), {
    timeout: ESPERA_INICIAL_MS + 3000,
  });
  expect(caida.result.current.erro).toBeNull();
  expect(recusada.result.current.erro).toBe('Lista indisponível.');
  // The server answered: neither the backoff nor the connection's return asks it again.
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  expect(recusas).toBe(1);
});
