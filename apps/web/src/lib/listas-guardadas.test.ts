import { beforeEach, describe, expect, it } from 'vitest';
import { CONTAS, configurarApi, limparTudo, sessaoLogada } from '../test/render-app.tsx';
import {
  chaveDaLista,
  geracaoDasListas,
  guardarLista,
  lerListaGuardada,
  limparListasGuardadas,
  listaGuardadaJa,
  MAXIMO_GUARDADAS,
  nomeDaLeitura,
} from './listas-guardadas.ts';
import { storage } from './storage.ts';

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/');
  await limparListasGuardadas();
});

const ANA = { usuario: { codpessoa: '101', cpf: '52998224725' }, paramsSistema: '1;2026;6A;11;' };

describe('saved lists (stale-while-revalidate, issue 12)', () => {
  it('keys a list by person and by context, and saves nothing for a session without a person', () => {
    const chave = chaveDaLista('recados', ANA);
    expect(chave).toBe('listaGuardada:recados:101:1;2026;6A;11;');
    expect(chaveDaLista('recados', { ...ANA, paramsSistema: '1;2026;6A;12;' })).not.toBe(chave);
    expect(chaveDaLista('recados', { ...ANA, usuario: { codpessoa: '102', cpf: '' } })).not.toBe(chave);
    expect(chaveDaLista('notificacoes', ANA)).not.toBe(chave);
    expect(chaveDaLista('recados', { usuario: null, paramsSistema: '' })).toBeNull();
    expect(chaveDaLista('recados', { usuario: { codpessoa: '', cpf: '' }, paramsSistema: '' })).toBeNull();
  });

  it('keeps the first page in storage with the time it arrived, readable at once in this run', async () => {
    const chave = chaveDaLista('recados', ANA);
    const antes = Date.now();
    await guardarLista(chave, { itens: [{ codrecado: 1 }], total: 7 }, geracaoDasListas());
    const guardada = await storage.get<{ itens: unknown[]; total: number; em: number }>(chave ?? '');
    expect(guardada?.itens).toEqual([{ codrecado: 1 }]);
    expect(guardada?.total).toBe(7);
    expect(guardada?.em).toBeGreaterThanOrEqual(antes);
    expect(listaGuardadaJa(chave)?.total).toBe(7);
    expect((await lerListaGuardada(chave))?.itens).toEqual([{ codrecado: 1 }]);
  });

  it('a logout clears every saved list, and an answer that started before it is not saved afterwards', async () => {
    const chave = chaveDaLista('recados', ANA);
    const outra = chaveDaLista('notificacoes', ANA);
    await storage.set('themeConfig', { logo: 'x', color: '#007bff' });
    await guardarLista(chave, { itens: [1], total: 1 }, geracaoDasListas());
    await guardarLista(outra, { itens: [2], total: 1 }, geracaoDasListas());
    const antesDoLogout = geracaoDasListas();

    await limparListasGuardadas();
    expect(await storage.get(chave ?? '')).toBeNull();
    expect(await storage.get(outra ?? '')).toBeNull();
    expect(listaGuardadaJa(chave)).toBeNull();
    expect(await storage.get('themeConfig')).not.toBeNull();

    await guardarLista(chave, { itens: [3], total: 1 }, antesDoLogout);
    expect(await storage.get(chave ?? '')).toBeNull();
    expect(listaGuardadaJa(chave)).toBeNull();
  });

  it("the session's logout (SPEC §4) clears them", async () => {
    const store = await sessaoLogada(CONTAS.ana);
    const chave = chaveDaLista('recados', store.getState());
    expect(chave).not.toBeNull();
    await guardarLista(chave, { itens: [1], total: 1 }, geracaoDasListas());
    await store.logout();
    expect(await storage.get(chave ?? '')).toBeNull();
    expect((await storage.keys()).filter((k) => k.startsWith('listaGuardada:'))).toEqual([]);
  });

  it('names a read by its operation and escaped parameters, so two reads never share a key', () => {
    expect(nomeDaLeitura('cobranca', 'escola', 12)).toBe('cobranca/escola/12');
    expect(nomeDaLeitura('registros', 'escola', 'boletim', 'a/b:c')).toBe(
      'registros/escola/boletim/a%2Fb%3Ac',
    );
    expect(nomeDaLeitura('registros', 'a/b', 'c')).not.toBe(nomeDaLeitura('registros', 'a', 'b/c'));
    // No ':' inside a name: the person and the context after it are read unambiguously.
    expect(chaveDaLista(nomeDaLeitura('x', 'y:101'), ANA)).toBe('listaGuardada:x/y%3A101:101:1;2026;6A;11;');
  });

  it(`keeps at most ${MAXIMO_GUARDADAS} reads, the oldest saved going first, and logout removes the index too`, async () => {
    const chaves = Array.from({ length: MAXIMO_GUARDADAS + 3 }, (_, i) =>
      chaveDaLista(nomeDaLeitura('cobranca', 'escola', i), ANA),
    );
    for (const chave of chaves) await guardarLista(chave, { itens: [chave], total: 1 }, geracaoDasListas());
    const guardadas = (await storage.keys()).filter((k) => k.startsWith('listaGuardada:'));
    // The lists plus their index.
    expect(guardadas).toHaveLength(MAXIMO_GUARDADAS + 1);
    for (const velha of chaves.slice(0, 3)) {
      expect(await storage.get(velha ?? '')).toBeNull();
      expect(listaGuardadaJa(velha)).toBeNull();
    }
    expect(await lerListaGuardada(chaves.at(-1) ?? null)).not.toBeNull();
    expect(await lerListaGuardada(chaves[3] ?? null)).not.toBeNull();

    await limparListasGuardadas();
    expect((await storage.keys()).filter((k) => k.startsWith('listaGuardada:'))).toEqual([]);
  });

  it('a logout while writes are queued leaves nothing behind', async () => {
    const geracao = geracaoDasListas();
    const escritas = [1, 2, 3].map((i) =>
      guardarLista(chaveDaLista(nomeDaLeitura('registro', i), ANA), { itens: [i], total: 1 }, geracao),
    );
    const logout = limparListasGuardadas();
    await Promise.all([...escritas, logout]);
    expect((await storage.keys()).filter((k) => k.startsWith('listaGuardada:'))).toEqual([]);
  });
});
