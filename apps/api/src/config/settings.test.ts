import { describe, expect, it } from 'vitest';
import { parseEnv } from './settings.ts';

describe('parseEnv', () => {
  it('fills the documented defaults', () => {
    const r = parseEnv({});
    expect(r.ok && r.env).toMatchObject({
      PORT: 8080,
      DATA_DIR: './data',
      TOKEN_TTL: 3600,
      PASSWORD_SECRET: 'portal-senha',
      DOCUMENT_SECRET: 'portal-documento',
      CORS_ORIGINS: [],
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

  it('names every bad variable in Portuguese and English', () => {
    const r = parseEnv({ PORT: '99999', DATABASE_URL: 'mysql://x', JWT_SECRET: 'curto' });
    expect(r.ok).toBe(false);
    const erros = r.ok ? [] : r.erros;
    expect(erros).toHaveLength(3);
    expect(erros.join('\n')).toContain(
      'invalid environment variable DATABASE_URL: deve começar com postgres://',
    );
    expect(erros.join('\n')).toContain('JWT_SECRET: deve ter pelo menos 32 caracteres');
  });
});
