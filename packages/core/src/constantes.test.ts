import { describe, expect, expectTypeOf, it } from 'vitest';
import { CONSTANTES } from './constantes.ts';

describe('CONSTANTES', () => {
  it('holds the limits of SPEC §9', () => {
    expect(CONSTANTES.breakpointDesktop).toBe(992);
    expect(CONSTANTES.contadorNotificacoesMs).toBe(5000);
    expect(CONSTANTES.registroServiceWorkerMs).toBe(30000);
    expect(CONSTANTES.reautenticacaoEsperaMs).toBe(60000);
    expect(CONSTANTES.anexoUrlVidaMs).toBe(60000);
    expect(CONSTANTES.toastDuracaoMs).toBe(2000);
    expect(CONSTANTES.toastPosicao).toBe('bottom');
    expect(CONSTANTES.cepTamanhoMinimo).toBe(8);
    expect(CONSTANTES.anoMinimo).toBe(1900);
    expect(CONSTANTES.anoMaximo).toBe(2100);
    expect(CONSTANTES.deviceReadyAvisoMs).toBe(5000);
    expect(CONSTANTES.transicaoEntradaMs).toBe(280);
    expect(CONSTANTES.transicaoVoltaMs).toBe(200);
  });

  it('holds the themes and the Android status bar', () => {
    expect(CONSTANTES.corTemaMarca).toBe('#004085');
    expect(CONSTANTES.corTemaPadrao).toBe('#007bff');
    expect(CONSTANTES.corStatusBarAndroid).toBe('#7a171c');
    expect(CONSTANTES.safeAreaTopoAndroidPx).toBe(15);
  });

  it('holds the copy codes and operation numbers', () => {
    expect(CONSTANTES.letrasPlataforma).toEqual({ web: 'W', android: 'G', ios: 'A' });
    expect(CONSTANTES.codigosCopiaRota).toEqual({ planosaude: 'W8', prevsan: 'W2', padrao: 'W1' });
    expect(CONSTANTES.coddao).toEqual({
      login: 16,
      salvarParametros: 4,
      versaoApp: 176,
      cadastroPessoa: 94,
      inscricaoEvento: 483,
    });
    expect(CONSTANTES.coddaoIdempotentes).toEqual([94, 483]);
  });

  it('holds the locale and the storage settings', () => {
    expect(CONSTANTES.locale).toBe('pt-BR');
    expect(CONSTANTES.moeda).toBe('BRL');
    expect(CONSTANTES.storage).toEqual({
      drivers: ['secureStorage', 'indexedDB', 'localStorage'],
      tamanho: 4980736,
      versao: 1,
    });
  });

  it('has pinned literal types', () => {
    expectTypeOf(CONSTANTES.toastPosicao).toEqualTypeOf<'bottom'>();
    expectTypeOf(CONSTANTES.breakpointDesktop).toEqualTypeOf<992>();
  });
});
