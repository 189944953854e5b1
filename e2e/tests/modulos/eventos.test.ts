import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, IGOR, paginaAtiva, registrarChamadasV4 } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

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
    await cartao.getByText('Inscrito').waitFor({ timeout: 15_000 });
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
});
