import { MENSAGENS, MENSAGENS_ENCOMENDA, TEXTO_SITUACAO_PASSE } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambienteE2e } from '../../harness/ambiente.ts';
import { entrar, paginaAtiva, semCarregando, violacoesGraves } from '../../harness/app.ts';
import { openPage, type TrackedPage } from '../../harness/browser.ts';

/** Carla, resident of Acácias Bloco A - Apto 302, and Sebastião, the building's porteiro (README's table). */
const CARLA = { usuario: '714.602.380-01', senha: 'demo1234' } as const;
const SEBASTIAO = { usuario: '594.317.820-14', senha: 'demo1234' } as const;
const PASTA = new URL('../../screenshots/', import.meta.url).pathname;

/**
 * Issue 32, the gate's stories, as each person sees them at 360 px and 1440 px, axe clean: Carla authorises a
 * visitor → the porteiro's screen accepts the pass (by its short code: headless Chromium has no camera) → Carla
 * revokes it → the same pass is refused; the porteiro registers a package → Carla is notified → the pickup is
 * confirmed with her code.
 */
describe.each([
  [360, 780],
  [1440, 900],
])('Visitantes e encomendas at %i px', (largura, altura) => {
  const ambiente = ambienteE2e();
  let carla: TrackedPage;
  let porteiro: TrackedPage;
  const foto = async (aba: TrackedPage, nome: string) => {
    // As the person sees it once the request's "Processando..." overlay has gone.
    await semCarregando(aba.page);
    await aba.page.screenshot({ path: `${PASTA}portaria-${largura}-${nome}.png`, fullPage: false });
    expect(await violacoesGraves(aba.page), nome).toEqual([]);
  };

  beforeAll(async () => {
    carla = await openPage(ambiente.browser, { viewport: { width: largura, height: altura } });
    porteiro = await openPage(ambiente.browser, { viewport: { width: largura, height: altura } });
    await entrar(carla.page, ambiente.server.url, CARLA);
    await entrar(porteiro.page, ambiente.server.url, SEBASTIAO);
  });
  afterAll(async () => {
    await carla?.context.close();
    await porteiro?.context.close();
  });

  it('a pass the gate accepts, then refuses once Carla revokes it', async () => {
    const visitante = `Marcos Teixeira ${largura}`;
    await carla.page.goto(`${ambiente.server.url}/condominio/visitantes/autorizar`);
    const form = paginaAtiva(carla.page);
    await form.getByLabel(/^Nome/).fill(visitante);
    await form.getByLabel('Placa do veículo (opcional)').fill('BRA2E19');
    await foto(carla, 'autorizar');
    await form.getByRole('button', { name: 'Gerar passe' }).click();
    await carla.page.waitForURL((url) => url.pathname === '/condominio/visitantes');
    const lista = paginaAtiva(carla.page);
    const cartao = lista.locator('ion-card', { has: carla.page.getByRole('heading', { name: visitante }) });
    await cartao.getByRole('img', { name: `QR Code do passe de ${visitante}` }).waitFor();
    const codigo = (await cartao.locator('.passe-codigo-grande').textContent())?.trim() ?? '';
    expect(codigo).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await foto(carla, 'passe');

    await porteiro.page.goto(`${ambiente.server.url}/condominio/portaria`);
    const portaria = paginaAtiva(porteiro.page);
    await portaria.getByLabel('Ou digite o código do passe').fill(codigo);
    await portaria.getByRole('button', { name: 'Conferir', exact: true }).click();
    await portaria.getByRole('heading', { name: TEXTO_SITUACAO_PASSE.valido }).waitFor();
    await portaria.getByText(visitante).waitFor();
    await foto(porteiro, 'liberado');

    await cartao.getByRole('button', { name: 'Revogar' }).click();
    await carla.page.locator('ion-alert').getByRole('button', { name: MENSAGENS.botaoSim }).click();
    await cartao.getByText('Revogado', { exact: true }).waitFor();
    await foto(carla, 'revogado');

    await portaria.getByRole('button', { name: 'Conferir outro passe' }).click();
    await portaria.getByLabel('Ou digite o código do passe').fill(codigo);
    await portaria.getByRole('button', { name: 'Conferir', exact: true }).click();
    await portaria.getByRole('heading', { name: TEXTO_SITUACAO_PASSE.revogado }).waitFor();
    await foto(porteiro, 'recusado');
    expect(carla.consoleErrors).toEqual([]);
    expect(porteiro.consoleErrors).toEqual([]);
  });

  it('a package: registered at the gate, Carla notified, picked up with her code', async () => {
    const transportadora = `Correios ${largura}`;
    await porteiro.page.goto(`${ambiente.server.url}/condominio/portaria/encomendas`);
    const gate = paginaAtiva(porteiro.page);
    const unidade = gate.getByLabel('Unidade', { exact: true });
    await unidade.locator('option', { hasText: 'Bloco A - Apto 302' }).waitFor({ state: 'attached' });
    await unidade.selectOption({ label: 'Bloco A - Apto 302' });
    await gate.getByLabel('Transportadora').fill(transportadora);
    await gate.getByRole('button', { name: 'Registrar', exact: true }).click();
    const pendente = gate.locator('ion-card', {
      has: porteiro.page.getByRole('heading', { name: `Bloco A - Apto 302 · ${transportadora}` }),
    });
    await pendente.waitFor();
    await foto(porteiro, 'encomenda-registrada');

    await carla.page.goto(`${ambiente.server.url}/notificacoes`);
    await paginaAtiva(carla.page).getByText(MENSAGENS_ENCOMENDA.chegouTitulo).first().waitFor();
    await foto(carla, 'notificada');
    await carla.page.goto(`${ambiente.server.url}/condominio/encomendas`);
    const minhas = paginaAtiva(carla.page);
    const minha = minhas.locator('ion-card', {
      has: carla.page.getByRole('heading', { name: transportadora }),
    });
    const codigo = (await minha.locator('.passe-codigo-grande').textContent())?.trim() ?? '';
    expect(codigo).toMatch(/^\d{6}$/);
    await foto(carla, 'codigo-retirada');

    await pendente.getByRole('button', { name: 'Entregar' }).click();
    await pendente.getByLabel('Código de retirada').fill(codigo);
    await pendente.getByLabel('Retirada por').fill('Carla Regina Mendes');
    await pendente.getByRole('button', { name: 'Confirmar retirada' }).click();
    await pendente.waitFor({ state: 'detached' });
    await carla.page.reload();
    await paginaAtiva(carla.page)
      .locator('ion-card', { has: carla.page.getByRole('heading', { name: transportadora }) })
      .getByText('Retirada por Carla Regina Mendes', { exact: false })
      .waitFor();
    await foto(carla, 'retirada');
    expect(carla.consoleErrors).toEqual([]);
    expect(porteiro.consoleErrors).toEqual([]);
  });
});
