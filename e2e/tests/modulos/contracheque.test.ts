import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { arquivoNaAba, entrar, paginaAtiva, violacoesGraves } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

describe('payslips (pprivada/contracheque)', () => {
  const ambiente = ambienteE2e();
  let aba: TrackedPage;

  beforeAll(async () => {
    aba = await openPage(ambiente.browser, { viewport: { width: 1440, height: 900 } });
    await entrar(aba.page, ambiente.server.url);
  });

  it('lists the months and opens a payslip PDF in a new tab', async () => {
    const { page, context, consoleErrors } = aba;
    consoleErrors.length = 0;
    await page.goto(`${ambiente.server.url}/pprivada/contracheque`);
    const botoes = paginaAtiva(page).getByRole('button', { name: /^Abrir PDF do contracheque de / });
    await expect.poll(() => botoes.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(6);

    // Keep a reference to every Blob the app turns into an object URL, to read the bytes the new tab shows
    // (the app's Content-Security-Policy forbids fetching blob: URLs).
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
    const documento = page.waitForResponse((r) => r.url().includes('/api/V3/contracheque/'));
    const aba2 = context.waitForEvent('page');
    await botoes.first().click();
    const resposta = await documento;
    expect(resposta.status()).toBe(200);
    expect(resposta.headers()['content-type']).toContain('application/pdf');

    const nova = await aba2;
    const mostrado = await arquivoNaAba(nova);
    expect(mostrado.url).toMatch(/^blob:/);
    expect(mostrado.titulo).toMatch(/\.pdf$/);
    expect(mostrado.titulo).not.toMatch(/^[0-9a-f]{8}-/);
    const aberto = await page.evaluate(async (url) => {
      const blob = (window as unknown as { __blobs: Record<string, Blob> }).__blobs[url];
      if (!blob) return null;
      const bytes = new Uint8Array(await blob.arrayBuffer());
      return { tipo: blob.type, inicio: String.fromCharCode(...bytes.subarray(0, 4)) };
    }, mostrado.url);
    expect(aberto).toEqual({ tipo: 'application/pdf', inicio: '%PDF' });
    await nova.close();
    expect(consoleErrors).toEqual([]);
  });

  it('has no serious or critical accessibility violation', async () => {
    await aba.page.goto(`${ambiente.server.url}/pprivada/contracheque`);
    await paginaAtiva(aba.page)
      .getByRole('button', { name: /^Abrir PDF do contracheque de / })
      .first()
      .waitFor();
    expect(await violacoesGraves(aba.page)).toEqual([]);
  });
});
