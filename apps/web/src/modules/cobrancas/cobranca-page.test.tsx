import { assinarWebhook, CABECALHOS_WEBHOOK, type Cobranca } from '@portal/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EventSource } from 'eventsource';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chamar, operacoes } from '../../lib/api-client.ts';
import {
  CONTAS,
  configurarApi,
  limparTudo,
  renderWithProviders,
  sessaoLogada,
} from '../../test/render-app.tsx';
import { semErro } from '../../test/sem-erro.ts';
import { CobrancaPage } from './cobranca-page.tsx';
import { ListaCobrancasPage } from './lista-cobrancas-page.tsx';

/** The API's key outside production when none is configured (apps/api config): the tests play the provider. */
const SEGREDO_DESENVOLVIMENTO = 'portal-pagamentos-desenvolvimento';
let apiUrl = '';
const escrever = vi.fn(async (_texto: string) => {});

// jsdom has no EventSource: this file lends it one (a WhatWG client over Node's fetch), so an open charge
// hears of its payment on the API's real stream of changes (lib/mudancas.ts), the only way it learns of it.
beforeAll(() => {
  Object.assign(globalThis, { EventSource });
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'EventSource');
});

beforeEach(async () => {
  apiUrl = await configurarApi();
  await limparTudo('/escola/mensalidades');
  for (const sobra of document.querySelectorAll('ion-alert, ion-loading, ion-toast')) sobra.remove();
  escrever.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: escrever }, configurable: true });
});

async function primeiraAPagar() {
  const store = await sessaoLogada(CONTAS.ana);
  store.bindApi({ show: () => {}, hide: () => {} }, () => '/escola/mensalidades');
  const lista = semErro(await chamar(operacoes.cobrancas, ['escola', 'mensalidades', 1, 20]));
  const resumo = lista.itens.find((c) => c.situacao === 'aberto' || c.situacao === 'vencido');
  if (!resumo) throw new Error('Ana sem mensalidade a pagar');
  return { store, resumo };
}

async function pagar(c: Pick<Cobranca, 'txid'>) {
  const corpo = JSON.stringify({
    id: `WEB-${c.txid}-${Date.now()}`,
    txid: c.txid,
    pagoEm: new Date().toISOString(),
    meio: 'pix',
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await fetch(`${apiUrl}/api/pagamentos/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CABECALHOS_WEBHOOK.timestamp]: timestamp,
      [CABECALHOS_WEBHOOK.assinatura]: await assinarWebhook(SEGREDO_DESENVOLVIMENTO, timestamp, corpo),
    },
    body: corpo,
  });
  expect(res.status).toBe(200);
}

describe('charge screens (coddao 500/501)', () => {
  it('the list puts what is to pay first, with status, due date pt-BR and amount in R$', async () => {
    const { store } = await primeiraAPagar();
    renderWithProviders(<ListaCobrancasPage />, { route: '/escola/mensalidades', store });
    const cartoes = await screen.findAllByRole('heading', { level: 2 });
    const primeiro = cartoes[0]?.closest('ion-card') as HTMLElement;
    expect(within(primeiro).getByText(/^(Em aberto|Vencido)$/)).toBeTruthy();
    expect(primeiro.textContent).toMatch(/Vencimento \d{2}\/\d{2}\/\d{4}/);
    expect(primeiro.textContent).toMatch(/R\$\s?\d/);
  });

  /** Issue 29: the page was titled by its section ('Escola'), not by what it lists. */
  it('titles the list by the list, as the menu names it (Mensalidades), not by its section', async () => {
    const { store } = await primeiraAPagar();
    renderWithProviders(<ListaCobrancasPage />, { route: '/escola/mensalidades', store });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mensalidades');
  });

  it('shows the boleto drawn with its line in five groups, the Pix QR, copies without spaces, and turns Pago by itself', async () => {
    const { store, resumo } = await primeiraAPagar();
    const c = semErro(await chamar(operacoes.cobranca, ['escola', resumo.codcobranca]));
    renderWithProviders(<CobrancaPage />, { route: `/escola/mensalidades/${c.codcobranca}`, store });
    await screen.findByText(c.boleto?.linhaFormatada ?? '-');
    expect(c.boleto?.linhaFormatada).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(screen.getByRole('img', { name: 'Código de barras do boleto' }).querySelector('svg')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'QR Code Pix' }).querySelector('svg')).toBeTruthy(),
    );
    if (c.situacao === 'vencido') {
      expect(screen.getByText('Total a pagar hoje')).toBeTruthy();
      expect(screen.getByText(/^Multa \(2 %\)$/)).toBeTruthy();
    }

    fireEvent.click(screen.getByText('Copiar'));
    await waitFor(() => expect(escrever).toHaveBeenCalledWith(c.boleto?.linhaDigitavel));
    expect(escrever.mock.calls[0]?.[0]).toMatch(/^\d{47}$/);
    fireEvent.click(screen.getByText('Copiar código Pix'));
    await waitFor(() => expect(escrever).toHaveBeenLastCalledWith(c.pixCopiaECola));

    await pagar(c);
    // Issue 29: no timer asks any more; the stream's announcement of the payment turns it.
    await screen.findByText('Pago', {}, { timeout: 10_000 });
    await screen.findByText('Ver comprovante');
    expect(screen.queryByText('Copiar')).toBeNull();
    expect(screen.getByText('Autenticação')).toBeTruthy();
  }, 20_000);
});
