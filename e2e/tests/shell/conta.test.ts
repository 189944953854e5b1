import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, paginaAtiva, violacoesGraves } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

const ANA = { usuario: '529.982.247-25', senha: 'demo1234', email: 'ana.souza@exemplo.com.br' };
const JOANA = { usuario: '276.358.490-00', nascimento: '21/04/1990', email: 'joana.ribeiro@exemplo.com.br' };
const SCREENSHOTS = resolve(import.meta.dirname, '../../screenshots');

/** Issue 14: the account's stories, with the one-time code read where the demo keeps it (the local outbox). */
describe('the account', () => {
  const ambiente = ambienteE2e();
  const abertas: TrackedPage[] = [];
  beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));
  afterAll(async () => {
    for (const a of abertas) await a.context.close();
  });

  async function nova(largura: number): Promise<TrackedPage> {
    const aberta = await openPage(ambiente.browser, {
      viewport: { width: largura, height: largura < 500 ? 780 : 900 },
    });
    abertas.push(aberta);
    return aberta;
  }

  /** The newest code e-mailed to this address, from the server's outbox (no SMTP in the tests). */
  async function codigoPara(email: string): Promise<string> {
    const r = await fetch(`${ambiente.server.url}/dev/caixa-de-saida`, {
      headers: { accept: 'application/json' },
    });
    const mensagens = (await r.json()) as { para: string; texto: string }[];
    const texto = mensagens.find((m) => m.para === email)?.texto ?? '';
    const codigo = /^(\d{6})$/m.exec(texto)?.[1];
    if (!codigo) throw new Error(`nenhum código para ${email} na caixa de saída`);
    return codigo;
  }

  /** axe once the loader has gone (while it fades its text is half transparent, which axe reads as low contrast). */
  async function semViolacoes(page: Page) {
    await page.getByText('Enviando...').waitFor({ state: 'hidden', timeout: 10_000 });
    expect(await violacoesGraves(page)).toEqual([]);
  }

  async function definirSenha(
    page: Page,
    codigo: string,
    senha: string,
    aviso: string | null = 'Senha definida. Entre com a nova senha.',
  ) {
    const pagina = paginaAtiva(page);
    await pagina.getByLabel('Código recebido por e-mail').fill(codigo);
    await pagina.getByLabel('Nova senha', { exact: true }).fill(senha);
    await pagina.getByText('Força da senha: Forte').waitFor();
    await pagina.getByLabel('Repita a nova senha').fill(senha);
    await pagina.getByRole('button', { name: 'Definir senha' }).click();
    if (aviso) await pagina.getByText(aviso).waitFor();
  }

  it('Joana, with no password yet, does her first access through the outbox and is logged in', async () => {
    const { page, consoleErrors } = await nova(360);
    await page.goto(`${ambiente.server.url}/auth/login`);
    // Issue 29: the CPF typed on the login screen comes along, and the fields are masked as she types.
    await page.getByLabel('CPF, CNPJ ou e-mail').pressSequentially(JOANA.usuario.replace(/\D/g, ''));
    await expect.poll(() => page.getByLabel('CPF, CNPJ ou e-mail').inputValue()).toBe(JOANA.usuario);
    await page.getByRole('link', { name: 'Primeiro acesso' }).click();
    await page.waitForURL(/\/auth\/primeiro-acesso$/);
    const pagina = paginaAtiva(page);
    await pagina.getByRole('heading', { name: 'Primeiro acesso' }).waitFor();
    const cpf = pagina.getByLabel('CPF ou CNPJ');
    await expect.poll(() => cpf.inputValue()).toBe(JOANA.usuario);
    await cpf.fill('');
    await cpf.pressSequentially('27635849000');
    await expect.poll(() => cpf.inputValue()).toBe(JOANA.usuario);
    const nascimento = pagina.getByLabel('Data de nascimento (dd/mm/aaaa)');
    await nascimento.pressSequentially('21041990');
    await expect.poll(() => nascimento.inputValue()).toBe(JOANA.nascimento);
    await pagina.getByRole('button', { name: 'Enviar código' }).click();
    await pagina.getByText('Endereço: j***@exemplo.com.br.').waitFor();

    await semViolacoes(page);

    // A weak password is refused beside the field, before anything is sent.
    await pagina.getByLabel('Código recebido por e-mail').fill(await codigoPara(JOANA.email));
    await pagina.getByLabel('Nova senha', { exact: true }).fill('senha123');
    await pagina.getByRole('button', { name: 'Definir senha' }).click();
    await pagina.getByText('Essa senha é muito comum.', { exact: false }).waitFor();
    await page.screenshot({ path: resolve(SCREENSHOTS, 'conta-primeiro-acesso-360.png'), fullPage: true });

    // Issue 29: once her password is set she is in, where a login lands, without typing it again.
    await definirSenha(page, await codigoPara(JOANA.email), 'Joana-Primeira-Senha-7', null);
    await page.waitForURL(/\/home\/recados/, { timeout: 30_000 });
    // Logged in: the header offers the menu and the bell, which a logged-out visitor's header does not.
    await paginaAtiva(page).getByRole('button', { name: 'Abrir menu' }).waitFor();
    await paginaAtiva(page)
      .getByRole('link', { name: /^Notificações/ })
      .waitFor();
    expect(page.url()).toMatch(/\/home\/recados/);
    expect(consoleErrors).toEqual([]);
  });

  it('Ana forgets her password, sets a new one, and her other session is logged out', async () => {
    const outra = await nova(1440);
    await entrar(outra.page, ambiente.server.url, ANA);

    const { page } = await nova(1440);
    await page.goto(`${ambiente.server.url}/auth/login`);
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL(/\/auth\/esqueci-senha$/);
    const pagina = paginaAtiva(page);
    await pagina.getByRole('heading', { name: 'Esqueci minha senha' }).waitFor();
    await pagina.getByLabel('CPF, CNPJ ou e-mail').fill(ANA.email);
    await pagina.getByRole('button', { name: 'Enviar código' }).click();
    await pagina.getByText('Se os dados informados estiverem corretos', { exact: false }).waitFor();
    await page.screenshot({ path: resolve(SCREENSHOTS, 'conta-esqueci-1440.png'), fullPage: true });
    await definirSenha(page, await codigoPara(ANA.email), 'Ana-Nova-Senha-2026');
    await semViolacoes(page);

    // The other browser's session ended on the server: its next request leads to the login.
    await outra.page.reload();
    await outra.page.waitForURL(/\/auth\/login/, { timeout: 20_000 });

    await entrar(page, ambiente.server.url, { usuario: ANA.usuario, senha: 'Ana-Nova-Senha-2026' });
  });

  it('Minha conta lists the sessions, ends another one, and changes the password', async () => {
    const celular = await nova(360);
    await entrar(celular.page, ambiente.server.url, { usuario: ANA.usuario, senha: 'Ana-Nova-Senha-2026' });
    const { page } = await nova(1440);
    await entrar(page, ambiente.server.url, { usuario: ANA.usuario, senha: 'Ana-Nova-Senha-2026' });
    await page.locator('ion-menu').getByText('Minha conta').click();
    await page.waitForURL(/\/conta$/);
    const pagina = paginaAtiva(page);
    await pagina.getByText('Este dispositivo').waitFor();
    await semViolacoes(page);
    await page.screenshot({ path: resolve(SCREENSHOTS, 'conta-minha-conta-1440.png'), fullPage: true });

    const encerrar = pagina.getByRole('button', { name: /^Encerrar a sessão de/ });
    const antes = await encerrar.count();
    expect(antes).toBeGreaterThan(0);
    await encerrar.first().click();
    await expect.poll(() => encerrar.count(), { timeout: 10_000 }).toBe(antes - 1);

    await pagina.getByLabel('Senha atual').fill('Ana-Nova-Senha-2026');
    await pagina.getByLabel('Nova senha', { exact: true }).fill('Ana-Outra-Senha-2027');
    await pagina.getByLabel('Repita a nova senha').fill('Ana-Outra-Senha-2027');
    await pagina.getByRole('button', { name: 'Alterar senha' }).click();
    await pagina.getByText('Senha alterada. As outras sessões foram encerradas.').waitFor();
    await celular.page.reload();
    await celular.page.waitForURL(/\/auth\/login/, { timeout: 20_000 });
  });

  it('Ana changes her e-mail, confirms it with the code sent to the new address, and saves her address', async () => {
    const senha = 'Ana-Outra-Senha-2027';
    const novo = 'ana.almeida@exemplo.com.br';
    const { page, consoleErrors } = await nova(360);
    await entrar(page, ambiente.server.url, { usuario: ANA.usuario, senha });
    await paginaAtiva(page).getByRole('button', { name: 'Abrir menu' }).click();
    await page.locator('ion-menu').getByText('Minha conta').click();
    await page.waitForURL(/\/conta$/);
    await paginaAtiva(page).getByRole('link', { name: 'Editar meus dados' }).click();
    await page.waitForURL(/\/conta\/dados$/);
    const pagina = paginaAtiva(page);
    await pagina.getByText(`Os códigos e avisos da conta vão para ${ANA.email}.`).waitFor();
    await pagina.getByRole('button', { name: 'Alterar e-mail' }).click();
    await pagina.getByLabel('Novo e-mail').fill(novo);
    await pagina.getByLabel('Senha atual').fill(senha);
    await pagina.getByRole('button', { name: 'Enviar código' }).click();
    await pagina.getByText('Enviado para a***@exemplo.com.br.', { exact: false }).waitFor();
    await page.screenshot({ path: resolve(SCREENSHOTS, 'conta-meus-dados-codigo-360.png'), fullPage: true });

    await pagina.getByLabel('Código recebido').fill(await codigoPara(novo));
    await pagina.getByRole('button', { name: 'Confirmar e-mail' }).click();
    await pagina.getByText('E-mail alterado.').waitFor();
    await pagina.getByText(`Os códigos e avisos da conta vão para ${novo}.`).waitFor();

    // The address: the CEP fills street, district, city and state; the number is the person's.
    await pagina.getByLabel(/^CEP/).fill('01001000');
    await expect
      .poll(() => pagina.getByLabel(/^Logradouro/).inputValue(), { timeout: 10_000 })
      .toBe('Praça da Sé');
    await pagina.getByLabel(/^Número/).fill('100');
    await pagina.locator('ion-button', { hasText: 'Salvar endereço' }).click();
    await page.getByText('Endereço salvo.').waitFor();
    await page.getByText('Endereço salvo.').waitFor({ state: 'hidden', timeout: 10_000 });
    expect(await violacoesGraves(page)).toEqual([]);
    await page.screenshot({ path: resolve(SCREENSHOTS, 'conta-meus-dados-360.png'), fullPage: true });

    // The login moved to the new address; the old one was told.
    const grande = await nova(1440);
    await entrar(grande.page, ambiente.server.url, { usuario: novo, senha });
    await grande.page.goto(`${ambiente.server.url}/conta/dados`);
    const dados = paginaAtiva(grande.page);
    await dados.getByText(`Os códigos e avisos da conta vão para ${novo}.`).waitFor();
    expect(await dados.getByLabel(/^Número/).inputValue()).toBe('100');
    expect(await violacoesGraves(grande.page)).toEqual([]);
    await grande.page.screenshot({ path: resolve(SCREENSHOTS, 'conta-meus-dados-1440.png'), fullPage: true });
    const caixa = await fetch(`${ambiente.server.url}/dev/caixa-de-saida`, {
      headers: { accept: 'application/json' },
    });
    const mensagens = (await caixa.json()) as { para: string; assunto: string }[];
    expect(mensagens.some((m) => m.para === ANA.email && m.assunto.includes('foi alterado'))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
