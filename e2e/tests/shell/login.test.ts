import { MENSAGENS, MENSAGENS_API, MENSAGENS_LOGIN } from '@portal/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { registrarChamadasV4, violacoesGraves } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

/** Issue 10, defect 7: the login says what is wrong before asking the server, and keeps SPEC's texts. */
describe('login feedback', () => {
  const ambiente = ambienteE2e();
  let aberta: TrackedPage | undefined;
  afterEach(async () => {
    await aberta?.context.close();
  });

  async function telaDeLogin() {
    aberta = await openPage(ambiente.browser, { viewport: { width: 360, height: 740 } });
    const { page } = aberta;
    await page.goto(`${ambiente.server.url}/auth/login`);
    await page.getByLabel('CPF, CNPJ ou e-mail').waitFor();
    return { page, logins: registrarChamadasV4(page, 16) };
  }

  it('an empty submit says what is missing, beside the field, and sends nothing', async () => {
    const { page, logins } = await telaDeLogin();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText(MENSAGENS_LOGIN.informeUsuario).waitFor();
    const usuario = page.getByLabel('CPF, CNPJ ou e-mail');
    expect(await usuario.getAttribute('aria-invalid')).toBe('true');
    expect(await usuario.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await violacoesGraves(page)).toEqual([]);

    await usuario.pressSequentially('529.982.247-25');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText(MENSAGENS_LOGIN.informeSenha).waitFor();
    expect(logins).toEqual([]);
  });

  it("a CPF with wrong check digits gets 'Aviso: CPF inválido' without reaching the server", async () => {
    const { page, logins } = await telaDeLogin();
    await page.getByLabel('CPF, CNPJ ou e-mail').pressSequentially('111.111.111-12');
    await page.getByLabel('Senha', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    const alerta = page.locator('ion-alert');
    await alerta.getByText(MENSAGENS.cpfInvalido).waitFor();
    await alerta.getByRole('button', { name: MENSAGENS.botaoOk }).click();
    expect(logins).toEqual([]);
  });

  it("a refusal by the server keeps SPEC's 'ATENÇÃO!!!' title", async () => {
    const { page, logins } = await telaDeLogin();
    await page.getByLabel('CPF, CNPJ ou e-mail').pressSequentially('529.982.247-25');
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    const alerta = page.locator('ion-alert');
    await alerta.getByText(MENSAGENS.tituloAtencao).waitFor();
    await alerta.getByText(MENSAGENS_API.loginRecusado).waitFor();
    expect(logins).toHaveLength(1);
  });
});
