import { formatCpf, generateCpf } from '@portal/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, paginaAtiva, registrarChamadasV4, violacoesGraves } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

/** A small but real PDF, as a user would attach a scanned document. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('person registration (cadpessoaf)', () => {
  const ambiente = ambienteE2e();
  let aba: TrackedPage;

  beforeAll(async () => {
    aba = await openPage(ambiente.browser, { viewport: { width: 360, height: 780 } });
    await entrar(aba.page, ambiente.server.url);
  });

  it('has no serious or critical accessibility violation', async () => {
    await aba.page.goto(`${ambiente.server.url}/cadpessoaf`);
    await paginaAtiva(aba.page).getByLabel('Nome completo').waitFor();
    expect(await violacoesGraves(aba.page)).toEqual([]);
  });

  it('saves a registration with a CEP lookup and an attachment, still there after a server restart', async () => {
    const { page, consoleErrors } = aba;
    consoleErrors.length = 0;
    await page.goto(`${ambiente.server.url}/cadpessoaf`);
    const form = paginaAtiva(page);
    await form.getByLabel('Nome completo').fill('Joana Batista Ferreira');
    const cpf = generateCpf();
    await form.getByLabel('CPF').pressSequentially(cpf);
    expect(await form.getByLabel('CPF').inputValue()).toBe(formatCpf(cpf));
    await form.getByLabel('Data de nascimento').pressSequentially('15031990');
    expect(await form.getByLabel('Data de nascimento').inputValue()).toBe('15/03/1990');
    await form.getByLabel('Sexo').selectOption('F');
    await form.getByLabel('E-mail').fill('joana.ferreira@example.com.br');
    await form.getByLabel('Telefone com DDD').pressSequentially('11987654321');
    expect(await form.getByLabel('Telefone com DDD').inputValue()).toBe('(11) 98765-4321');

    await form.getByLabel('CEP').pressSequentially('01001000');
    await expect
      .poll(() => form.getByLabel('Logradouro').inputValue(), { timeout: 10_000 })
      .toBe('Praça da Sé');
    expect(await form.getByLabel('Bairro').inputValue()).toBe('Sé');
    expect(await form.getByLabel('Cidade').inputValue()).toBe('São Paulo');
    expect(await form.getByLabel('UF').inputValue()).toBe('SP');
    await form.getByLabel('Número').fill('100');

    await form
      .getByTestId('anexo-arquivo')
      .setInputFiles({ name: 'rg.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByText('rg.pdf').waitFor();

    const chamadas = registrarChamadasV4(page, 94);
    const resposta = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/V4') && (r.request().postDataJSON() as { coddao?: number })?.coddao === 94,
    );
    await form.getByRole('button', { name: 'Enviar cadastro' }).click();
    const salvo = (await (await resposta).json()) as {
      codstatus: number;
      conteudo: { codcadastro: number; protocolo: string };
    };
    expect(salvo.codstatus).toBe(200);
    await form.getByText(salvo.conteudo.protocolo).waitFor();
    expect(chamadas).toHaveLength(1);
    const [chamada] = chamadas;
    const corpo = chamada?.corpo as {
      conteudo: { endereco: { logradouro: string }; anexos: { filename: string }[] };
    };
    expect(corpo.conteudo.endereco.logradouro).toBe('Praça da Sé');
    expect(corpo.conteudo.anexos.map((a) => a.filename)).toEqual(['rg.pdf']);
    expect(consoleErrors).toEqual([]);

    // After a restart the stored registration answers the same Idempotency-Key: it was written to disk with it.
    await ambiente.server.stop();
    await ambiente.server.restart();
    const repetida = await fetch(`${ambiente.server.url}/api/V4`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: chamada?.cabecalhos.authorization ?? '',
        'Idempotency-Key': chamada?.cabecalhos['idempotency-key'] ?? '',
      },
      body: JSON.stringify(chamada?.corpo),
    });
    const depois = (await repetida.json()) as { codstatus: number; conteudo: unknown };
    expect(depois.codstatus).toBe(200);
    expect(depois.conteudo).toEqual(salvo.conteudo);
  });

  it('an unknown CEP shows the SPEC alert and leaves the address as it was', async () => {
    const { page } = aba;
    await page.goto(`${ambiente.server.url}/cadpessoaf`);
    const form = paginaAtiva(page);
    await form.getByLabel('Logradouro').fill('Rua que o usuário digitou');
    await form.getByLabel('CEP').pressSequentially('99999999');
    const alerta = page.locator('ion-alert');
    await alerta.getByText('Não foi possível localizar o endereço com o cep informado.').waitFor();
    expect(await alerta.locator('.alert-title').textContent()).toBe('Erro!');
    await alerta.getByRole('button', { name: 'OK' }).click();
    expect(await form.getByLabel('Logradouro').inputValue()).toBe('Rua que o usuário digitou');
  });
});
