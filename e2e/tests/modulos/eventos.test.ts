import { MENSAGENS } from '@portal/core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, IGOR, paginaAtiva, registrarChamadasV4 } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

/** Answers the confirmation dialog (SPEC §7: 'Não' / 'Sim') and returns the text it showed. */
async function responder(page: Page, resposta: string): Promise<string> {
  const alerta = page.locator('ion-alert');
  await alerta.getByRole('button', { name: resposta }).waitFor({ timeout: 10_000 });
  const texto = (await alerta.locator('.alert-message').textContent()) ?? '';
  await alerta.getByRole('button', { name: resposta }).click();
  await alerta.waitFor({ state: 'detached' });
  return texto;
}

const vagas = async (cartao: ReturnType<Page['locator']>) =>
  Number(/(\d+) vagas? disponíve/.exec((await cartao.textContent()) ?? '')?.[1]);

describe('events', () => {
  const ambiente = ambienteE2e();
  let aba: TrackedPage;

  beforeAll(async () => {
    aba = await openPage(ambiente.browser, { viewport: { width: 360, height: 780 } });
    await entrar(aba.page, ambiente.server.url, IGOR);
  });

  it('a registration tapped twice registers once', async () => {
    const { page, consoleErrors } = aba;
    consoleErrors.length = 0;
    await page.goto(`${ambiente.server.url}/eventos`);
    const abertos = paginaAtiva(page).getByRole('button', { name: /^Inscrever-me em /, disabled: false });
    const botao = abertos.first();
    await botao.waitFor({ timeout: 15_000 });
    // Ionic moves the button's aria-label onto its inner native button, which the role locator resolves to.
    const nome = ((await botao.getAttribute('aria-label')) ?? '').replace('Inscrever-me em ', '');
    expect(nome).not.toBe('');
    const cartao = paginaAtiva(page).locator('.modulo-cartao', { hasText: nome });
    const outrosAntes = await abertos.count();
    const vagasAntes = Number(/(\d+) vagas? disponíve/.exec((await cartao.textContent()) ?? '')?.[1]);

    const chamadas = registrarChamadasV4(page, 483);
    // Two taps in the same task, as a fast double tap on a phone delivers them.
    await botao.evaluate((el) => {
      (el as HTMLElement).click();
      (el as HTMLElement).click();
    });
    // One confirmation, not two; the sign-up only after 'Sim'.
    await responder(page, MENSAGENS.botaoSim);
    await cartao.getByText('Inscrito').waitFor({ timeout: 15_000 });
    expect(await page.locator('ion-alert').count()).toBe(0);
    await page.waitForTimeout(500);
    expect(chamadas).toHaveLength(1);

    // The server agrees: one seat taken, the user registered.
    await page.reload();
    const depois = paginaAtiva(page).locator('.modulo-cartao', { hasText: nome });
    await depois.getByText('Inscrito').waitFor({ timeout: 15_000 });
    const vagasDepois = Number(/(\d+) vagas? disponíve/.exec((await depois.textContent()) ?? '')?.[1]);
    expect(vagasDepois).toBe(vagasAntes - 1);
    // Only that event changed: every other one still offers its registration.
    await paginaAtiva(page).locator('.modulo-cartao').first().waitFor();
    expect(await abertos.count()).toBe(outrosAntes - 1);
    expect(consoleErrors).toEqual([]);
  });

  it('a paid event shows price, date and place first: Não books nothing, Sim books, and cancelling frees the seat', async () => {
    const { page } = aba;
    await page.goto(`${ambiente.server.url}/eventos`);
    const pagos = paginaAtiva(page).locator('.modulo-cartao', { hasText: /R\$/ });
    const livre = pagos.filter({ has: page.getByRole('button', { name: /^Inscrever-me em / }) }).first();
    await livre.waitFor({ timeout: 15_000 });
    const titulo = ((await livre.locator('h2').textContent()) ?? '').trim();
    const cartao = paginaAtiva(page).locator('.modulo-cartao', { hasText: titulo });
    const antes = await vagas(cartao);
    const chamadas = registrarChamadasV4(page, 483);

    await cartao.getByRole('button', { name: /^Inscrever-me em / }).click();
    const texto = await responder(page, MENSAGENS.botaoNao);
    expect(texto).toMatch(/Data: \d{2}\/\d{2}\/\d{4}/);
    expect(texto).toMatch(/Local: /);
    expect(texto).toMatch(/Valor: R\$\s?[\d.]+,\d{2}/);
    await page.waitForTimeout(300);
    expect(chamadas).toHaveLength(0);

    await cartao.getByRole('button', { name: /^Inscrever-me em / }).click();
    await responder(page, MENSAGENS.botaoSim);
    await cartao.getByText('Inscrito').waitFor({ timeout: 15_000 });
    await expect.poll(() => vagas(cartao)).toBe(antes - 1);

    // Cancelling asks too: 'Não' keeps the seat and sends nothing.
    const cancelamentos = registrarChamadasV4(page, 484);
    await cartao.getByRole('button', { name: /^Cancelar inscrição em / }).click();
    expect(await responder(page, MENSAGENS.botaoNao)).toContain(titulo);
    await page.waitForTimeout(300);
    expect(cancelamentos).toHaveLength(0);
    expect(await vagas(cartao)).toBe(antes - 1);

    await cartao.getByRole('button', { name: /^Cancelar inscrição em / }).click();
    await responder(page, MENSAGENS.botaoSim);
    await cartao.getByRole('button', { name: /^Inscrever-me em / }).waitFor({ timeout: 15_000 });
    await expect.poll(() => vagas(cartao)).toBe(antes);
    expect(cancelamentos).toHaveLength(1);
    expect(cancelamentos[0]?.cabecalhos['idempotency-key']).toMatch(/^[\x21-\x7e]{1,255}$/);
  });
});
