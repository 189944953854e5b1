import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { configurarApi, limparTudo } from '../test/render-app.tsx';
import type { ListaV4 } from './api-client.ts';
import { geracaoDasListas, guardarLista, limparListasGuardadas } from './listas-guardadas.ts';
import { usePaginada } from './use-paginada.ts';

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
