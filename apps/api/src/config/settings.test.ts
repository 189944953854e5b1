import { describe, expect, it } from 'vitest';
import { ORIGENS_DESENVOLVIMENTO, SEGREDO_WEBHOOK_DESENVOLVIMENTO } from './app-settings.ts';
import { resolveSettings } from './resolve-settings.ts';
import { parseEnv } from './settings.ts';
import { gerarChavesVapid } from './vapid.ts';

/** Secrets given, so resolving the settings writes nothing into DATA_DIR. */
const PAR = gerarChavesVapid();
const SEGREDOS = {
  JWT_SECRET: 'x'.repeat(32),
  VAPID_PUBLIC_KEY: PAR.publicKey,
  VAPID_PRIVATE_KEY: PAR.privateKey,
};

function corsDe(env: Record<string, string>): string[] {
  const r = parseEnv({ ...SEGREDOS, ...env });
  if (!r.ok) throw new Error(r.erros.join('\n'));
  return resolveSettings(r.env).app.corsOrigins;
}

describe('parseEnv', () => {
  it('fills the documented defaults', () => {
    const r = parseEnv({});
    expect(r.ok && r.env).toMatchObject({
      PORT: 8080,
      DATA_DIR: './data',
      TOKEN_TTL: 3600,
      PASSWORD_SECRET: 'portal-senha',
      DOCUMENT_SECRET: 'portal-documento',
      NODE_ENV: 'development',
      API_SILENT: false,
      LOG_REQUESTS: false,
    });
  });

  it('reads lists and flags', () => {
    const r = parseEnv({ CORS_ORIGINS: 'https://a.com.br, https://b.com.br', API_SILENT: '1', PORT: '3000' });
    expect(r.ok && r.env.CORS_ORIGINS).toEqual(['https://a.com.br', 'https://b.com.br']);
    expect(r.ok && r.env.API_SILENT).toBe(true);
    expect(r.ok && r.env.PORT).toBe(3000);
    const comLog = parseEnv({ LOG_REQUESTS: '1' });
    expect(comLog.ok && comLog.env.LOG_REQUESTS).toBe(true);
  });

  it('CORS: exactly the configured origins; unset, the native shells and Vite in development and none in production', () => {
    expect(corsDe({})).toEqual(ORIGENS_DESENVOLVIMENTO);
    expect(corsDe({})).not.toContain('http://localhost');
    expect(corsDe({ NODE_ENV: 'production' })).toEqual([]);
    expect(corsDe({ NODE_ENV: 'production', CORS_ORIGINS: 'capacitor://localhost' })).toEqual([
      'capacitor://localhost',
    ]);
    expect(corsDe({ CORS_ORIGINS: '' })).toEqual([]);
  });

  it('TRUST_PROXY: none by default, the listed proxies, and 1/true for a proxy on this machine', () => {
    const trust = (v?: string) => {
      const r = parseEnv(v === undefined ? {} : { TRUST_PROXY: v });
      return r.ok ? r.env.TRUST_PROXY : 'erro';
    };
    expect(trust()).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toEqual(['loopback']);
    expect(trust('true')).toEqual(['loopback']);
    expect(trust('10.0.0.5, 10.1.0.0/16')).toEqual(['10.0.0.5', '10.1.0.0/16']);
  });

  it('names every bad variable, in Portuguese only', () => {
    const r = parseEnv({
      PORT: '99999',
      DATABASE_URL: 'mysql://x',
      JWT_SECRET: 'curto',
      TOKEN_TTL: 'uma hora',
      LOG_LEVEL: 'tudo',
    });
    expect(r.ok ? [] : r.erros).toEqual([
      'Variável de ambiente PORT inválida: deve ser no máximo 65535.',
      'Variável de ambiente DATABASE_URL inválida: deve começar com postgres:// ou postgresql://.',
      'Variável de ambiente JWT_SECRET inválida: deve ter pelo menos 32 caracteres.',
      'Variável de ambiente TOKEN_TTL inválida: deve ser um número inteiro.',
      'Variável de ambiente LOG_LEVEL inválida: deve ser um destes: fatal, error, warn, info, debug, trace.',
    ]);
  });
});

describe('PAGAMENTOS_WEBHOOK_SECRET', () => {
  const segredo = (env: Record<string, string>) => {
    const r = parseEnv({ ...SEGREDOS, ...env });
    if (!r.ok) throw new Error(r.erros.join('\n'));
    return resolveSettings(r.env).app.pagamentosWebhookSecret;
  };

  it('the configured key; unset, a development key outside production and none in production', () => {
    expect(segredo({ PAGAMENTOS_WEBHOOK_SECRET: 'k'.repeat(16) })).toBe('k'.repeat(16));
    expect(segredo({ NODE_ENV: 'production', PAGAMENTOS_WEBHOOK_SECRET: 'k'.repeat(16) })).toBe(
      'k'.repeat(16),
    );
    expect(segredo({})).toBe(SEGREDO_WEBHOOK_DESENVOLVIMENTO);
    expect(segredo({ NODE_ENV: 'production' })).toBeNull();
    expect(parseEnv({ PAGAMENTOS_WEBHOOK_SECRET: 'curto' }).ok).toBe(false);
  });
});

describe('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY', () => {
  it('both given: the pair the server signs with and serves; one alone or a malformed one is refused', () => {
    const r = parseEnv(SEGREDOS);
    if (!r.ok) throw new Error(r.erros.join('\n'));
    expect(resolveSettings(r.env).app.vapid).toEqual(PAR);
    const metade = parseEnv({ VAPID_PUBLIC_KEY: PAR.publicKey });
    expect(metade.ok === false && metade.erros).toEqual([
      'Variável de ambiente VAPID_PRIVATE_KEY inválida: deve ser definida junto com a outra chave VAPID.',
    ]);
    expect(parseEnv({ ...SEGREDOS, VAPID_PUBLIC_KEY: PAR.privateKey }).ok).toBe(false);
  });
});
