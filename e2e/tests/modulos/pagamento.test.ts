import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { arquivoNaAba, entrar, paginaAtiva, violacoesGraves } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

const ANA = { usuario: '529.982.247-25', senha: 'demo1234' } as const;
const SEGREDO = 'segredo-do-provedor-e2e-0123456789';
const RAIZ = resolve(import.meta.dirname, '../../..');

/** Issue 13: Ana opens a mensalidade, sees the boleto and the Pix, the provider confirms, the screen turns Pago. */
describe('paying a mensalidade', () => {
  const ambiente = ambienteE2e({ PAGAMENTOS_WEBHOOK_SECRET: SEGREDO });
  let aba: TrackedPage;

  beforeAll(async () => {
    aba = await openPage(ambiente.browser, { viewport: { width: 360, height: 780 } });
    await entrar(aba.page, ambiente.server.url, ANA);
  });
  afterAll(() => aba?.context.close());

  it('shows boleto and Pix, turns Pago after `npm run pagar`, and opens the receipt', async () => {
    const { page, context } = aba;
    await page.goto(`${ambiente.server.url}/escola/mensalidades`);
    const lista = paginaAtiva(page);
    const primeiro = lista.locator('ion-card').first();
    await primeiro.waitFor();
    await expect.poll(() => primeiro.locator('ion-badge').textContent()).toMatch(/^(Em aberto|Vencido)$/);
    await primeiro.getByRole('link').click();
    await page.waitForURL(/\/escola\/mensalidades\/\d+$/);

    const tela = paginaAtiva(page);
    const linha = tela.locator('.cobranca-linha');
    await linha.waitFor();
    expect(await linha.textContent()).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    await tela.getByRole('img', { name: 'Código de barras do boleto' }).locator('svg').waitFor();
    await tela.getByRole('img', { name: 'QR Code Pix' }).locator('svg').waitFor();
    expect(await tela.locator('.cobranca-pix-codigo').textContent()).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    expect(await violacoesGraves(page)).toEqual([]);

    const nossoNumero = (await tela.locator('dt:text-is("Nosso número") + dd').textContent())?.trim() ?? '';
    expect(nossoNumero).toMatch(/^\d+$/);
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', 'pagar', '-w', 'apps/api', '--', nossoNumero],
      {
        cwd: RAIZ,
        env: { ...process.env, PORTAL_URL: ambiente.server.url, PAGAMENTOS_WEBHOOK_SECRET: SEGREDO },
        timeout: 60_000,
      },
    );
    expect(stdout).toContain('200');

    // No reload: the open screen asks again by itself.
    await tela.locator('ion-badge', { hasText: /^Pago$/ }).waitFor({ timeout: 15_000 });
    expect(await tela.locator('.cobranca-linha').count()).toBe(0);
    await tela.getByText('Autenticação').waitFor();

    await page.evaluate(() => {
      const criar = URL.createObjectURL.bind(URL);
      const blobs: Record<string, Blob> = {};
      Object.assign(window, { __blobs: blobs });
      URL.createObjectURL = (obj: Blob | MediaSource) => {
        const url = criar(obj);
        if (obj instanceof Blob) blobs[url] = obj;
        return url;
      };
    });
    const documento = page.waitForResponse((r) => r.url().includes('/api/V3/boleto/'));
    const nova = context.waitForEvent('page');
    await tela.getByRole('button', { name: 'Ver comprovante' }).click();
    expect((await documento).status()).toBe(200);
    const aberta = await nova;
    const mostrado = await arquivoNaAba(aberta);
    const pdf = await page.evaluate(async (url) => {
      const blob = (window as unknown as { __blobs: Record<string, Blob> }).__blobs[url];
      if (!blob) return null;
      const bytes = new Uint8Array(await blob.arrayBuffer());
      return { tipo: blob.type, inicio: String.fromCharCode(...bytes.subarray(0, 4)) };
    }, mostrado.url);
    expect(pdf).toEqual({ tipo: 'application/pdf', inicio: '%PDF' });
    await aberta.close();
  }, 90_000);

  /** The provider's confirmation, as `npm run pagar` sends it. */
  async function pagar(codigo: string) {
    const { stdout } = await promisify(execFile)('npm', ['run', 'pagar', '-w', 'apps/api', '--', codigo], {
      cwd: RAIZ,
      env: { ...process.env, PORTAL_URL: ambiente.server.url, PAGAMENTOS_WEBHOOK_SECRET: SEGREDO },
      timeout: 60_000,
    });
    expect(stdout).toContain('200');
  }

  it("the home's next due opens its charge, and gives way to the next once that is paid", async () => {
    // Carla, a resident: her own charges (the test above paid Ana's nearest one).
    const carla = await openPage(ambiente.browser, { viewport: { width: 360, height: 780 } });
    const { page } = carla;
    await entrar(page, ambiente.server.url, { usuario: '714.602.380-01', senha: 'demo1234' });
    const cartao = paginaAtiva(page).locator('.proximo-vencimento');
    const link = cartao.getByRole('link');
    await link.waitFor();
    expect(await cartao.textContent()).toMatch(/R\$\s?[\d.]+,\d{2} · venceu? em \d{2}\/\d{2}\/\d{4}/);
    const antes = (await link.getAttribute('href')) ?? '';
    expect(antes).toMatch(/^\/[a-z-]+\/[a-z-]+\/\d+$/);
    await link.click();
    await page.waitForURL((url) => url.pathname === antes);
    const tela = paginaAtiva(page);
    const nossoNumero = (await tela.locator('dt:text-is("Nosso número") + dd').textContent())?.trim() ?? '';
    await pagar(nossoNumero);
    await tela.locator('ion-badge', { hasText: /^Pago$/ }).waitFor({ timeout: 15_000 });

    const proximo = async () =>
      (await paginaAtiva(page)
        .locator('.proximo-vencimento a')
        .getAttribute('href')
        .catch(() => null)) ?? 'nenhum';
    // Back to the home still in the app's stack: coming into view again asks for the next due.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/home/recados');
    await expect.poll(proximo, { timeout: 10_000 }).not.toBe(antes);
    // And a new visit shows it too.
    await page.goto(`${ambiente.server.url}/home/recados`);
    await paginaAtiva(page).getByRole('list', { name: 'Recados' }).waitFor();
    await expect.poll(proximo, { timeout: 10_000 }).not.toBe(antes);
    await carla.context.close();
  }, 90_000);
});
