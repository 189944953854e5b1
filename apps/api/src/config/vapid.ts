import { generateKeyPairSync } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'vapid.json';

/** The server's Web Push identity (RFC 8292): a P-256 key pair, both halves base64url as browsers and web-push take them. */
export interface ChavesVapid {
  /** The uncompressed point (65 bytes): the app subscribes with it (applicationServerKey). */
  publicKey: string;
  /** The private scalar (32 bytes): signs each message's VAPID token; never leaves the server. */
  privateKey: string;
}

/** A fresh key pair, made with node:crypto so a start never loads web-push. */
export function gerarChavesVapid(): ChavesVapid {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const publica = publicKey.export({ format: 'jwk' });
  const privada = privateKey.export({ format: 'jwk' });
  if (!publica.x || !publica.y || !privada.d) throw new Error('chave P-256 sem coordenadas');
  const ponto = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(publica.x, 'base64url'),
    Buffer.from(publica.y, 'base64url'),
  ]);
  return { publicKey: ponto.toString('base64url'), privateKey: privada.d };
}

/**
 * The VAPID keys, generated once into DATA_DIR (mode 0600) like the JWT secret: a browser's subscription is bound
 * to the public key it was made with, so the pair must survive restarts (a new pair would silence every
 * subscribed browser). Processes sharing the folder share the pair.
 */
export function loadVapidKeys(dataDir: string): ChavesVapid {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, FILE);
  const guardadas = lerChaves(path);
  if (guardadas) return guardadas;
  const chaves = gerarChavesVapid();
  // Written whole under a name of this process's, then linked into place: a link appears complete or not at all
  // (a file created with 'wx' and then written was read half-written by a second process starting on the folder,
  // which refused to start), and of two processes the second to link reads the first one's pair instead.
  const temporario = `${path}.${process.pid}.tmp`;
  writeFileSync(temporario, JSON.stringify(chaves), { mode: 0o600 });
  try {
    linkSync(temporario, path);
    return chaves;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const doOutro = lerChaves(path);
    if (!doOutro) throw new Error(`${path} inválido: apague-o para gerar outro par de chaves`);
    return doOutro;
  } finally {
    rmSync(temporario, { force: true });
  }
}

function lerChaves(path: string): ChavesVapid | null {
  let texto: string;
  try {
    texto = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  // A damaged file is not replaced silently: a new pair would silence every browser subscribed with the old one.
  const invalido = () => new Error(`${path} inválido: apague-o para gerar outro par de chaves`);
  let dados: Partial<ChavesVapid>;
  try {
    dados = JSON.parse(texto) as Partial<ChavesVapid>;
  } catch {
    throw invalido();
  }
  if (typeof dados.publicKey !== 'string' || typeof dados.privateKey !== 'string') throw invalido();
  return { publicKey: dados.publicKey, privateKey: dados.privateKey };
}
