import { describe, expect, it } from 'vitest';
import { applyContactUpdate } from './apply-contact-update.ts';
import type { Usuario } from './tipos.ts';

const USUARIO: Usuario = {
  nompessoa: 'Maria',
  lsttelefone: [{ ddd: '11', tel: '987654321' }],
  dtnascimento: '1990-05-01',
  credenciais: [],
  lstempresa: [],
  lstcondomino: [],
  lstaluno: [],
  isMedico: false,
};

describe('applyContactUpdate', () => {
  it('replaces phones when the new list is non-empty (SPEC §4)', () => {
    const novo = applyContactUpdate(USUARIO, { lsttelefone: [{ ddd: '21', tel: '33334444' }] });
    expect(novo.lsttelefone).toEqual([{ ddd: '21', tel: '33334444' }]);
    expect(novo.dtnascimento).toBe('1990-05-01');
  });

  it('keeps phones when the new list is empty or absent', () => {
    expect(applyContactUpdate(USUARIO, { lsttelefone: [] }).lsttelefone).toEqual([
      { ddd: '11', tel: '987654321' },
    ]);
    expect(applyContactUpdate(USUARIO, {}).lsttelefone).toEqual([{ ddd: '11', tel: '987654321' }]);
  });

  it('replaces the birth date when present', () => {
    expect(applyContactUpdate(USUARIO, { dtnascimento: '1991-02-03' }).dtnascimento).toBe('1991-02-03');
    expect(applyContactUpdate(USUARIO, { dtnascimento: '' }).dtnascimento).toBe('1990-05-01');
  });

  it('never mutates the user it was given', () => {
    applyContactUpdate(USUARIO, {
      lsttelefone: [{ ddd: '21', tel: '33334444' }],
      dtnascimento: '2000-01-01',
    });
    expect(USUARIO.lsttelefone).toEqual([{ ddd: '11', tel: '987654321' }]);
    expect(USUARIO.dtnascimento).toBe('1990-05-01');
    expect(applyContactUpdate(USUARIO, undefined as unknown as object)).toEqual(USUARIO);
  });
});
