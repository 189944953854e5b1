import { describe, expect, it } from 'vitest';
import { normalizeRuntimeConfig } from './runtime-config.ts';

describe('runtime config (/config.json)', () => {
  it("reads the API's file and makes relative bases absolute", () => {
    const c = normalizeRuntimeConfig(
      {
        apiBase: '/api',
        cepBase: '',
        brandHost: 'portal.exemplo.com.br',
        passwordSecret: 's1',
        documentSecret: 's2',
        storeUrls: { android: 'a', ios: 'i' },
        vapidPublicKey: 'BPublica',
      },
      'http://localhost:8080',
    );
    expect(c).toEqual({
      api: 'http://localhost:8080/api',
      cep: 'http://localhost:8080',
      brandHost: 'portal.exemplo.com.br',
      passwordSecret: 's1',
      documentSecret: 's2',
      storeUrls: { android: 'a', ios: 'i' },
      vapidPublicKey: 'BPublica',
    });
  });

  it('keeps absolute bases and falls back to this origin', () => {
    expect(normalizeRuntimeConfig({ apiBase: 'https://api.x.com/v/' }, 'http://a').api).toBe(
      'https://api.x.com/v',
    );
    expect(normalizeRuntimeConfig(null, 'http://a').api).toBe('http://a/api');
  });
});
