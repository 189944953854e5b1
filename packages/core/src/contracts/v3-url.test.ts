import { describe, expect, it } from 'vitest';
import { buildV3DocumentUrl, DOCUMENTOS_V3 } from './v3-url.ts';

describe('buildV3DocumentUrl', () => {
  it('joins the params with "_" under {api}/V3/{doc}', () => {
    expect(buildV3DocumentUrl('/api', 'contracheque', [1002, 110], 'ab12')).toBe(
      '/api/V3/contracheque/1002_110/ab12',
    );
  });

  it('drops trailing slashes of the base and escapes unsafe characters', () => {
    expect(buildV3DocumentUrl('http://localhost:8080/api//', 'anexo', ['a/b c'], 'ff')).toBe(
      'http://localhost:8080/api/V3/anexo/a%2Fb%20c/ff',
    );
  });

  it('lists the document kinds the API serves', () => {
    expect(DOCUMENTOS_V3).toEqual(['contracheque', 'anexo', 'boleto', 'informe', 'ata-votacao']);
  });
});
