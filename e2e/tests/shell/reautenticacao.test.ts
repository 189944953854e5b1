import { describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar } from '../../harness/app.ts';
import { openPage } from '../../harness/browser.ts';

const ANA = { usuario: '529.982.247-25', senha: 'demo1234' };
const TTL_SEGUNDOS = 3;

describe('an expired token', () => {
  const ambiente = ambienteE2e({ TOKEN_TTL: String(TTL_SEGUNDOS) });

  it('leads through re-authentication and the original request then succeeds', async () => {
    const { page, context } = await openPage(ambiente.browser);
    const notificacoes: { status: number; corpo: string }[] = [];
    page.on('response', async (response) => {
      const corpo = response.request().postData() ?? '';
      if (response.url().endsWith('/api/V4') && corpo.includes('"coddao":210')) {
        notificacoes.push({ status: response.status(), corpo });
      }
    });
    await entrar(page, ambiente.server.url, ANA);
    await page.waitForTimeout((TTL_SEGUNDOS + 1) * 1000);

    await page.locator('ion-menu').getByText('Notificações', { exact: true }).first().click();
    await page.waitForURL(/\/auth\/login/);
    await expect.poll(() => notificacoes.map((n) => n.status)).toEqual([401]);

    await page.getByLabel('CPF, CNPJ ou e-mail').pressSequentially(ANA.usuario);
    await page.getByLabel('Senha', { exact: true }).fill(ANA.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();

    await expect.poll(() => notificacoes.map((n) => n.status), { timeout: 15_000 }).toContain(200);
    const [primeira, repetida] = notificacoes;
    expect(repetida?.corpo).toBe(primeira?.corpo);
    await context.close();
  });
});
