import { CODDAO, MENSAGENS, textoAtualizacao } from '@portal/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useCallback } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chamar, operacoes } from '../lib/api-client.ts';
import { chaveDaLista, limparListasGuardadas, nomeDaLeitura } from '../lib/listas-guardadas.ts';
import type { SessionStore } from '../lib/session/session-store.ts';
import { storage } from '../lib/storage.ts';
import { useGuardarComo } from '../lib/use-guardar-como.ts';
import { usePaginada } from '../lib/use-paginada.ts';
import { esperaDaTentativa } from '../lib/use-tentar-de-novo.ts';
import { CONTAS, configurarApi, limparTudo, renderWithProviders, sessaoLogada } from '../test/render-app.tsx';
import { AVISO_VALORES_SEM_CONEXAO } from './aviso-desatualizada.tsx';
import { EstadoLista } from './estado-lista.tsx';

/** A charge list as a page reads it: the one list stack, kept per person, context and read, with its states. */
function Mensalidades() {
  const buscar = useCallback(
    (pagina: number) => chamar(operacoes.cobrancas, ['escola', 'mensalidades', pagina, 20], undefined, {}),
    [],
  );
  const guardarComo = useGuardarComo('cobrancas', 'escola', 'mensalidades');
  const lista = usePaginada(buscar, 'escola/mensalidades', guardarComo);
  return (
    <EstadoLista
      carregando={lista.carregando}
      erro={lista.erro}
      vazio={lista.itens.length === 0}
      aoTentarNovamente={() => void lista.recarregar()}
      desatualizada={lista.desatualizada}
      valores
    >
      <ul aria-label="Cobranças">
        {lista.itens.map((c) => (
          <li key={c.codcobranca}>{c.titulo}</li>
        ))}
      </ul>
    </EstadoLista>
  );
}

/** Makes the charge list (coddao 500) fail as a dropped connection does; everything else reaches the API. */
let semRede = false;
/** How many charge lists the dropped connection refused: the backoff's wait follows it. */
let recusadas = 0;
const fetchOriginal = globalThis.fetch;
beforeEach(async () => {
  semRede = false;
  recusadas = 0;
  globalThis.fetch = (async (entrada: RequestInfo | URL, init?: RequestInit) => {
    if (semRede && typeof init?.body === 'string' && init.body.includes(`"coddao":${CODDAO.cobrancas}`)) {
      recusadas++;
      throw new TypeError('Failed to fetch');
    }
    return fetchOriginal(entrada, init);
  }) as typeof fetch;
  await configurarApi();
  await limparTudo('/');
  await limparListasGuardadas();
});
afterEach(() => {
  globalThis.fetch = fetchOriginal;
});

const GUARDADA = { codcobranca: 990_001, titulo: 'Mensalidade guardada no aparelho' };

/** Saves a list straight into storage, as a previous run left it: nothing of it is in this run's memory. */
async function guardarComoOutraExecucao(chave: string | null, em: number): Promise<void> {
  await storage.set(chave ?? '', { itens: [GUARDADA], total: 1, em });
}

function chaveDeAna(store: SessionStore, mudar: Partial<{ paramsSistema: string; codpessoa: string }> = {}) {
  const estado = store.getState();
  const usuario = estado.usuario && {
    ...estado.usuario,
    ...(mudar.codpessoa ? { codpessoa: mudar.codpessoa } : {}),
  };
  return chaveDaLista(nomeDaLeitura('cobrancas', 'escola', 'mensalidades'), {
    usuario,
    paramsSistema: mudar.paramsSistema ?? estado.paramsSistema,
  });
}

describe('the list stack offline (issue 29)', () => {
  it("shows the kept answer with 'Atualizado às' and the money note, then the server's by itself on `online`", async () => {
    const store = await sessaoLogada(CONTAS.ana);
    const em = Date.now() - 5 * 60_000;
    await guardarComoOutraExecucao(chaveDeAna(store), em);
    semRede = true;
    renderWithProviders(<Mensalidades />, { store });

    const lista = await screen.findByRole('list', { name: 'Cobranças' }, { timeout: 8000 });
    await within(lista).findByText(GUARDADA.titulo);
    const aviso = await screen.findByText(textoAtualizacao(em, Date.now()));
    expect(aviso.closest('[role="status"]')?.textContent).toContain(AVISO_VALORES_SEM_CONEXAO);
    expect(screen.queryByRole('alert')).toBeNull();

    semRede = false;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(within(lista).queryByText(GUARDADA.titulo)).toBeNull(), { timeout: 8000 });
    expect(within(lista).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.queryByText(AVISO_VALORES_SEM_CONEXAO)).toBeNull();
    // The answer is now the one kept.
    await waitFor(async () => {
      const guardada = await storage.get<{ itens: { codcobranca: number }[] }>(chaveDeAna(store) ?? '');
      expect(guardada?.itens.length).toBeGreaterThan(0);
      expect(guardada?.itens.some((c) => c.codcobranca === GUARDADA.codcobranca)).toBe(false);
    });
  });

  it("with nothing kept: the failure and 'Tentar novamente', then the list after the backoff, untouched", async () => {
    const store = await sessaoLogada(CONTAS.ana);
    semRede = true;
    renderWithProviders(<Mensalidades />, { store });
    const alerta = await screen.findByRole('alert', undefined, { timeout: 8000 });
    expect(alerta.textContent).toContain(MENSAGENS.falhaConexao);
    expect(within(alerta).getByText('Tentar novamente')).toBeTruthy();
    // The button asks again at once: still no connection, still the failure — one failure more.
    const antes = recusadas;
    fireEvent.click(within(alerta).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(recusadas).toBe(antes + 1));
    await screen.findByRole('alert');

    // The next automatic try comes after the backoff of that many failures (2 s, 4 s, 8 s…).
    semRede = false;
    const lista = await screen.findByRole(
      'list',
      { name: 'Cobranças' },
      { timeout: esperaDaTentativa(recusadas - 1) + 4000 },
    );
    expect(within(lista).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
  }, 30_000);

  it('never shows what was kept for another context or another person, nor keeps one on screen after a switch', async () => {
    const store = await sessaoLogada(CONTAS.ana);
    const em = Date.now() - 60_000;
    await guardarComoOutraExecucao(chaveDeAna(store, { paramsSistema: '1;2025;9Z;999;' }), em);
    await guardarComoOutraExecucao(chaveDeAna(store, { codpessoa: '999999' }), em);
    semRede = true;
    const { unmount } = renderWithProviders(<Mensalidades />, { store });
    await screen.findByRole('alert', undefined, { timeout: 8000 });
    expect(screen.queryByText(GUARDADA.titulo)).toBeNull();
    unmount();

    // Kept for this context: shown; then Ana switches to her other child (coddao 4 reaches the server).
    await guardarComoOutraExecucao(chaveDeAna(store), em);
    renderWithProviders(<Mensalidades />, { store });
    await screen.findByText(GUARDADA.titulo, undefined, { timeout: 8000 });
    const [codEmpresa = '', , , codAluno, codcondomino = ''] = store.getState().paramsSistema.split(';');
    const outro = (
      (store.getState().usuario?.lstaluno ?? []) as {
        codaluno: string;
        anoletivo: number;
        codturma: string;
      }[]
    ).find((a) => a.codaluno !== codAluno);
    if (!outro) throw new Error('Ana tem dois filhos');
    await act(() =>
      store.saveParams({
        codEmpresa,
        anoLetivo: String(outro.anoletivo),
        codTurma: outro.codturma,
        codAluno: outro.codaluno,
        codcondomino,
      }),
    );
    await screen.findByRole('alert', undefined, { timeout: 8000 });
    expect(screen.queryByText(GUARDADA.titulo)).toBeNull();
    expect(screen.queryByText(/Atualizado/)).toBeNull();
  });
});
