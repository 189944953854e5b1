import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useHeaderTitle } from '../lib/header-title.tsx';
import { CONTAS, configurarApi, limparTudo, renderWithProviders, sessaoLogada } from '../test/render-app.tsx';
import { AVATAR_PADRAO, fotoSrc } from './bloco-usuario.tsx';
import SideMenu from './side-menu.tsx';

function Sonda() {
  const [titulo] = useHeaderTitle();
  const { pathname } = useLocation();
  return (
    <output aria-label="sonda">
      {titulo}|{pathname}
    </output>
  );
}

function sonda(): string {
  return screen.getByLabelText('sonda').textContent ?? '';
}

function grupoAberto(): unknown {
  return (document.querySelector('ion-accordion-group') as HTMLElement & { value?: unknown }).value;
}

function cabecalho(titulo: string): HTMLElement {
  const item = [...document.querySelectorAll('ion-accordion > ion-item[slot="header"]')].find(
    (el) => el.textContent?.trim() === titulo,
  );
  if (!item) throw new Error(`grupo ${titulo} não encontrado`);
  return item as HTMLElement;
}

/** The side menu of a demo account, rendered over the real API; the user block once it shows. */
async function menuDe(conta: string) {
  const store = await sessaoLogada(conta);
  renderWithProviders(
    <>
      <SideMenu />
      <div id="main">
        <Sonda />
      </div>
    </>,
    { route: '/home/recados', store },
  );
  return { store, bloco: await screen.findByRole('region', { name: 'Usuário e contexto' }) };
}

async function menuDoAdmin() {
  return (await menuDe(CONTAS.admin)).store;
}

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/');
});

describe('side menu (SPEC §2)', () => {
  it('shows the user block, Início, the server groups and Sair', async () => {
    const store = await menuDoAdmin();
    const grupos = store.getState().menus.map((g) => g.titulo);
    expect(grupos.length).toBeGreaterThanOrEqual(4);
    for (const titulo of grupos) expect(cabecalho(titulo)).toBeTruthy();
    expect(screen.getByText('Início')).toBeTruthy();
    expect(screen.getByText('Sair')).toBeTruthy();
    const bloco = screen.getByRole('region', { name: 'Usuário e contexto' });
    expect(within(bloco).getByText('Administrador Demo')).toBeTruthy();
    expect(within(bloco).getByText(store.getState().empresaSelecionada?.nomempresa ?? '?')).toBeTruthy();
    // The context under the name: the administrator's student and class (issue 10).
    expect(within(bloco).getByText(/^Tiago .* · 1ª série/)).toBeTruthy();
    const trocar = within(bloco).getByText('Trocar').closest('ion-button') as HTMLElement;
    expect(trocar.getAttribute('router-link') ?? trocar.getAttribute('href')).toBe('/parametros');
  });

  it('keeps only one group open: open, switch, close', async () => {
    const store = await menuDoAdmin();
    const [a, b] = store.getState().menus.map((g) => g.titulo);
    expect(grupoAberto()).toBeUndefined();
    fireEvent.click(cabecalho(a ?? ''));
    await waitFor(() => expect(grupoAberto()).toBe('grupo-0'));
    fireEvent.click(cabecalho(b ?? ''));
    await waitFor(() => expect(grupoAberto()).toBe('grupo-1'));
    fireEvent.click(cabecalho(b ?? ''));
    await waitFor(() => expect(grupoAberto()).toBeUndefined());
  });

  it('sets the header title for /doc/ items at positions 6 to 9 and clears it otherwise', async () => {
    const store = await menuDoAdmin();
    const indice = store
      .getState()
      .menus.findIndex((g) => g.menus.slice(6, 10).some((i) => i.rota.includes('/doc/')));
    expect(indice).toBeGreaterThanOrEqual(0);
    const grupo = store.getState().menus[indice];
    const posicao =
      grupo?.menus.findIndex((item, i) => i >= 6 && i <= 9 && item.rota.includes('/doc/')) ?? -1;
    const item = grupo?.menus[posicao];
    fireEvent.click(cabecalho(grupo?.titulo ?? ''));
    // ion-accordion's value is a property, not an attribute.
    const itens = () => [
      ...(document.querySelectorAll('ion-accordion')[indice]?.querySelectorAll('ion-list ion-item') ?? []),
    ];
    await waitFor(() => expect(itens().length).toBe(grupo?.menus.length));

    fireEvent.click(itens()[posicao] as HTMLElement);
    const esperado = (item?.titulo ?? '').replace(/^\s*\d+\s*[.)-]\s*/, '');
    const rota = item?.rota.startsWith('/') ? item.rota : `/${item?.rota}`;
    await waitFor(() => expect(sonda()).toBe(`${esperado}|${rota}`));
    expect(esperado).not.toBe(item?.titulo);

    fireEvent.click(itens()[0] as HTMLElement);
    const primeira = grupo?.menus[0]?.rota ?? '';
    await waitFor(() => expect(sonda()).toBe(`|${primeira.startsWith('/') ? primeira : `/${primeira}`}`));
  });
});

describe('user photo', () => {
  it('accepts base64, http and data URLs, else the default avatar', () => {
    expect(fotoSrc(undefined)).toBe(AVATAR_PADRAO);
    expect(fotoSrc('   ')).toBe(AVATAR_PADRAO);
    expect(fotoSrc('https://x.example/f.jpg')).toBe('https://x.example/f.jpg');
    expect(fotoSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(fotoSrc('iVBORw0KGgo=')).toBe('data:image/jpeg;base64,iVBORw0KGgo=');
    expect(fotoSrc('javascript:alert(1)')).toBe(AVATAR_PADRAO);
  });
});

describe('the context in the user block (issue 10)', () => {
  it('a parent with two children switches child in one tap, with that child’s year and class', async () => {
    const { store, bloco } = await menuDe(CONTAS.ana);
    const [, , , codAluno] = store.getState().paramsSistema.split(';');
    const alunos = store.getState().usuario?.lstaluno as {
      codaluno: string;
      nome: string;
      codturma: string;
      anoletivo: number;
    }[];
    const outro = alunos.find((a) => a.codaluno !== codAluno);
    if (!outro) throw new Error('Ana tem dois filhos');
    const botao = within(bloco)
      .getByText(outro.nome.split(' ')[0] ?? '')
      .closest('ion-button') as HTMLElement;
    expect(botao.getAttribute('fill')).toBe('outline');
    const tokenAntes = store.getState().token;
    fireEvent.click(botao);
    const [codEmpresa] = store.getState().paramsSistema.split(';');
    await waitFor(() =>
      expect(store.getState().paramsSistema).toBe(
        [codEmpresa, outro.anoletivo, outro.codturma, outro.codaluno, ''].join(';'),
      ),
    );
    expect(store.getState().token).not.toBe(tokenAntes);
    await waitFor(() => expect(within(bloco).getByText(new RegExp(`^${outro.nome} · `))).toBeTruthy());

    // The context is kept by the API, which every test file shares: hand Ana back with her first child, as the
    // other files (the cantina's card) expect her.
    const proprio = alunos.find((a) => a.codaluno === codAluno);
    fireEvent.click(
      within(bloco)
        .getByText(proprio?.nome.split(' ')[0] ?? '')
        .closest('ion-button') as HTMLElement,
    );
    await waitFor(() => expect(store.getState().paramsSistema.split(';')[3]).toBe(codAluno));
  });

  it('a resident of two buildings sees the building and unit, and switches building in one tap', async () => {
    const { store, bloco } = await menuDe(CONTAS.carla);
    const [a, b] = store.getState().usuario?.lstcondomino ?? [];
    if (!a || !b) throw new Error('Carla tem dois condomínios');
    const atual = store.getState().paramsSistema.split(';')[4];
    const [este, outro] = atual === a.codcondomino ? [a, b] : [b, a];
    expect(within(bloco).getByText(`${este.nomcondominio} · ${este.identificacao}`)).toBeTruthy();
    fireEvent.click(within(bloco).getByText(outro.nomcondominio).closest('ion-button') as HTMLElement);
    await waitFor(() => expect(store.getState().paramsSistema.split(';')[4]).toBe(outro.codcondomino));
    await waitFor(() =>
      expect(within(bloco).getByText(`${outro.nomcondominio} · ${outro.identificacao}`)).toBeTruthy(),
    );

    // Back to the building she had, for the other test files that share the API.
    fireEvent.click(within(bloco).getByText(este.nomcondominio).closest('ion-button') as HTMLElement);
    await waitFor(() => expect(store.getState().paramsSistema.split(';')[4]).toBe(este.codcondomino));
  });
});
