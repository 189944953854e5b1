import { describe, expect, expectTypeOf, it } from 'vitest';
import { LOGIN_FALHA_KEYS, LOGOUT_KEYS, STORAGE_KEYS, type StorageKey } from './storage-keys.ts';

describe('STORAGE_KEYS', () => {
  it('names every key of SPEC', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'usuario',
      'config',
      'jwt',
      'menus',
      'paramsSistema',
      'empresaSelecionada',
      'turmaSelecionada',
      'anoLetivoSelecionado',
      'selectedStudent',
      'selectedStudentIndex',
      'anoLetivoAluno',
      'condominioSelecionado',
      'returnUrl',
      'themeConfig',
      'listasCache',
      'carregadoCache',
    ]);
    for (const [nome, chave] of Object.entries(STORAGE_KEYS)) expect(chave).toBe(nome);
  });

  it('removes exactly SPEC §4 keys on logout, in order', () => {
    expect(LOGOUT_KEYS).toEqual([
      'usuario',
      'config',
      'jwt',
      'paramsSistema',
      'anoLetivoSelecionado',
      'turmaSelecionada',
      'selectedStudent',
      'selectedStudentIndex',
      'empresaSelecionada',
      'condominioSelecionado',
      'anoLetivoAluno',
      'menus',
    ]);
  });

  it('clears the session keys of SPEC §8 when login fails', () => {
    expect(LOGIN_FALHA_KEYS).toEqual(['usuario', 'config', 'jwt', 'paramsSistema']);
  });

  it('has pinned types', () => {
    expectTypeOf(LOGOUT_KEYS).toEqualTypeOf<readonly StorageKey[]>();
    expectTypeOf<'returnUrl'>().toExtend<StorageKey>();
  });
});
