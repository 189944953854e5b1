import { CODDAO, formatDataBr, MENSAGENS, type Recado, textoAtualizacao } from '@portal/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { chamar, operacoes } from '../lib/api-client.ts';
import {
  geracaoDasListas,
  guardarLista,
  limparListasGuardadas,
  listaGuardadaJa,
} from '../lib/listas-guardadas.ts';
import { storage } from '../lib/storage.ts';
import {
  aguardarCaminho,
  CONTAS,
  configurarApi,
  limparTudo,
  renderApp,
  sessaoLogada,
} from '../test/render-app.tsx';
import { semErro } from '../test/sem-erro.ts';
import { chaveRecados } from './recados-dados.ts';

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/');
  await limparListasGuardadas();
});

it("home lists the user's announcements with author and pt-BR date, and opens one", async () => {
  const store = await sessaoLogada(CONTAS.ana);
  store.bindApi({ show: () => {}, hide: () => {} }, () => '/home/recados');
  const pagina = semErro(await chamar(operacoes.recados, [1, 20]));
  const primeiro = pagina.itens[0];
  expect(primeiro).toBeDefined();
  await renderApp({ route: '/home/recados', store });
  const lista = await screen.findByRole('list', { name: 'Recados' }, { timeout: 8000 });
  await waitFor(() => expect(within(lista).getByText(primeiro?.titulo ?? '?')).toBeTruthy());
  expect(
    within(lista).getAllByText((texto) =>
      texto.includes(`${primeiro?.autor} · ${formatDataBr(primeiro?.dthpublicacao ?? '')}`),
    ).length,
  ).toBeGreaterThan(0);
  fireEvent.click(within(lista).getByText(primeiro?.titulo ?? '?'));
  await aguardarCaminho(`/home/recados/${primeiro?.codrecado}`);
  expect(await screen.findByRole('heading', { name: primeiro?.titulo }, { timeout: 8000 })).toBeTruthy();
});

/** Makes coddao 200 fail as a network failure does (offline); everything else reaches the API. */
function recadosOffline(): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = (async (entrada: RequestInfo | URL, init?: RequestInit) => {
    if (typeof init?.body === 'string' && init.body.includes(`"coddao":${CODDAO.recados}`))
      throw new TypeError('Failed to fetch');
    return original(entrada, init);
  }) as typeof fetch;
  return () => {
    globalThis.fetch = original;
  };
}

describe('the home paints from what it already knows (issue 12)', () => {
  const SALVO = {
    codrecado: 999_001,
    titulo: 'Recado guardado no aparelho',
    texto: 'Lido da última vez.',
    autor: 'Secretaria',
    dthpublicacao: '2026-10-30T12:00:00.000Z',
    lido: true,
    anexos: [],
  };

  it("offline, shows this person's saved list at once, marked 'Atualizado às HH:MM'", async () => {
    const store = await sessaoLogada(CONTAS.ana);
    const chave = chaveRecados(store.getState());
    await guardarLista(chave, { itens: [SALVO], total: 1 }, geracaoDasListas());
    const em = listaGuardadaJa(chave)?.em ?? 0;
    const restaurar = recadosOffline();
    try {
      await renderApp({ route: '/home/recados', store });
      const lista = await screen.findByRole('list', { name: 'Recados' }, { timeout: 8000 });
      expect(within(lista).getByText(SALVO.titulo)).toBeTruthy();
      expect(await screen.findByText(`Sem conexão · ${textoAtualizacao(em, Date.now())}`)).toBeTruthy();
    } finally {
      restaurar();
    }
  });

  it('online, replaces the saved list with the answer and saves that instead', async () => {
    const store = await sessaoLogada(CONTAS.ana);
    const chave = chaveRecados(store.getState());
    await guardarLista(chave, { itens: [SALVO], total: 1 }, geracaoDasListas());
    await renderApp({ route: '/home/recados', store });
    const lista = await screen.findByRole('list', { name: 'Recados' }, { timeout: 8000 });
    await waitFor(() => expect(within(lista).queryByText(SALVO.titulo)).toBeNull(), { timeout: 8000 });
    expect(within(lista).getAllByRole('heading').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Atualizado às/)).toBeNull();
    await waitFor(async () => {
      const guardada = await storage.get<{ itens: Recado[] }>(chave ?? '');
      expect(guardada?.itens.some((r) => r.codrecado === SALVO.codrecado)).toBe(false);
    });
  });

  it("never shows another person's saved list", async () => {
    const ana = await sessaoLogada(CONTAS.ana);
    await guardarLista(chaveRecados(ana.getState()), { itens: [SALVO], total: 1 }, geracaoDasListas());
    const carla = await sessaoLogada(CONTAS.carla);
    expect(chaveRecados(carla.getState())).not.toBe(chaveRecados(ana.getState()));
    const restaurar = recadosOffline();
    try {
      await renderApp({ route: '/home/recados', store: carla });
      expect(await screen.findByText(MENSAGENS.falhaConexao, {}, { timeout: 8000 })).toBeTruthy();
      expect(screen.queryByText(SALVO.titulo)).toBeNull();
    } finally {
      restaurar();
    }
  });
});
