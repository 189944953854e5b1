import { BlockList, isIP } from 'node:net';
import type { CityResponse, Reader } from 'maxmind';

/** Loopback, private, link-local and unique-local networks: an address there is the person's own network. */
const LOCAIS = new BlockList();
for (const [rede, prefixo] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
] as const)
  LOCAIS.addSubnet(rede, prefixo, 'ipv4');
for (const [rede, prefixo] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  LOCAIS.addSubnet(rede, prefixo, 'ipv6');

const leitores = new Map<string, Promise<Reader<CityResponse> | null>>();

/**
 * Opens a database once per path; a missing or broken file means "place unknown", never a failed request. The
 * reader loads with the first lookup, not at every start.
 */
function leitor(caminho: string): Promise<Reader<CityResponse> | null> {
  let aberto = leitores.get(caminho);
  if (!aberto) {
    aberto = import('maxmind')
      .then(({ default: maxmind }) => maxmind.open<CityResponse>(caminho))
      .catch((falha: unknown) => {
        console.warn(`GEOIP_DB ${caminho} não pôde ser aberto: ${String(falha)}`);
        return null;
      });
    leitores.set(caminho, aberto);
  }
  return aberto;
}

type Nomes = { names?: { 'pt-BR'?: string; en?: string } };
const nome = (n: Nomes | undefined) => n?.names?.['pt-BR'] ?? n?.names?.en;

/**
 * Where an address is, in Portuguese: "São Paulo, SP" in Brazil, "Londres, Reino Unido" abroad, "Rede local" for
 * a private address; null when unknown (no database, or an address it does not hold).
 */
export async function lugarDoIp(ip: string | null, caminho: string | null): Promise<string | null> {
  const endereco = ip?.replace(/^::ffff:(?=\d+\.)/, '') ?? '';
  const familia = isIP(endereco);
  if (familia === 0) return null;
  if (LOCAIS.check(endereco, familia === 4 ? 'ipv4' : 'ipv6')) return 'Rede local';
  if (!caminho) return null;
  const r = (await leitor(caminho))?.get(endereco);
  return r ? nomeDoLugar(r) : null;
}

/** A City record as people say it: the city and, in Brazil, the state's code, else the country. */
export function nomeDoLugar(r: Pick<CityResponse, 'city' | 'country' | 'subdivisions'>): string | null {
  const cidade = nome(r.city);
  const pais = nome(r.country);
  const regiao = r.country?.iso_code === 'BR' ? r.subdivisions?.[0]?.iso_code : pais;
  return [cidade, regiao].filter(Boolean).join(', ') || pais || null;
}
