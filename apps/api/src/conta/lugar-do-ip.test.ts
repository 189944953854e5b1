import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lugarDoIp, nomeDoLugar } from './lugar-do-ip.ts';

const TESTE = fileURLToPath(new URL('../../test/geoip/GeoLite2-City-Test.mmdb', import.meta.url));

describe('lugarDoIp', () => {
  it("names a place from MaxMind's database, in Portuguese", async () => {
    expect(await lugarDoIp('81.2.69.142', TESTE)).toBe('Londres, Reino Unido');
    expect(await lugarDoIp('::ffff:81.2.69.142', TESTE)).toBe('Londres, Reino Unido');
    expect(await lugarDoIp('2001:480::1', TESTE)).toBe('San Diego, EUA');
  });

  it('says "Rede local" for loopback and private addresses, with or without a database', async () => {
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.10', '::ffff:172.20.0.5', 'fd00::1'])
      expect(await lugarDoIp(ip, null)).toBe('Rede local');
  });

  it('is unknown without a database, for an address it lacks, or a file that cannot be read', async () => {
    expect(await lugarDoIp('81.2.69.142', null)).toBeNull();
    expect(await lugarDoIp('8.8.8.8', TESTE)).toBeNull();
    expect(await lugarDoIp('não é ip', TESTE)).toBeNull();
    expect(await lugarDoIp(null, TESTE)).toBeNull();
    expect(await lugarDoIp('81.2.69.142', '/nao/existe.mmdb')).toBeNull();
  });

  it('says a Brazilian city with its state, and a country alone when the city is unknown', () => {
    const brasil = { iso_code: 'BR', geoname_id: 3469034, names: { en: 'Brazil', 'pt-BR': 'Brasil' } };
    expect(
      nomeDoLugar({
        city: { geoname_id: 3448439, names: { en: 'Sao Paulo', 'pt-BR': 'São Paulo' } },
        country: brasil,
        subdivisions: [{ iso_code: 'SP', geoname_id: 3448433, names: { en: 'Sao Paulo' } }],
      } as never),
    ).toBe('São Paulo, SP');
    expect(nomeDoLugar({ country: brasil } as never)).toBe('Brasil');
    expect(nomeDoLugar({} as never)).toBeNull();
  });
});
