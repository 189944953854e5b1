/** The app's runtime settings, read from `/config.json` at start-up (native builds bake the same file). */
export interface RuntimeConfig {
  /** Base of the provider's web-service API, e.g. `http://localhost:8080/api`. */
  api: string;
  /** Base of the postal-code service; `GET {cep}/ws/{cep}/json`. */
  cep: string;
  /** The host that gets its own logo and colour (SPEC §1). */
  brandHost: string;
  passwordSecret: string;
  documentSecret: string;
  storeUrls: { android: string; ios: string };
  /** The server's Web Push key (applicationServerKey, base64url); '' when the server offers no Web Push. */
  vapidPublicKey: string;
}

let atual: RuntimeConfig | null = null;

function texto(...valores: unknown[]): string | undefined {
  for (const v of valores) if (typeof v === 'string' && v.trim() !== '') return v.trim();
  return undefined;
}

/** Bases may be relative to the page ('/api'); they are made absolute so every caller sees one form. */
function absoluta(url: string, origin: string): string {
  let resolvida = url;
  try {
    if (origin !== '') resolvida = new URL(url, origin).href;
  } catch {
    resolvida = url;
  }
  return resolvida.replace(/\/+$/, '');
}

/** Accepts the server's file with a few spellings of each field; anything missing falls back to this origin. */
export function normalizeRuntimeConfig(raw: unknown, origin: string): RuntimeConfig {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const lojas = (r.storeUrls && typeof r.storeUrls === 'object' ? r.storeUrls : {}) as Record<
    string,
    unknown
  >;
  return {
    api: absoluta(texto(r.api, r.apiUrl, r.apiBase) ?? '/api', origin),
    cep: absoluta(texto(r.cep, r.cepBase, r.cepUrl, r.postalBase) ?? origin, origin),
    brandHost: texto(r.brandHost, r.hostMarca) ?? '',
    passwordSecret: texto(r.passwordSecret) ?? '',
    documentSecret: texto(r.documentSecret) ?? '',
    storeUrls: {
      android: texto(lojas.android, r.storeUrlAndroid, r.lojaAndroid) ?? '',
      ios: texto(lojas.ios, r.storeUrlIos, r.lojaIos) ?? '',
    },
    vapidPublicKey: texto(r.vapidPublicKey) ?? '',
  };
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  atual = config;
}

/** The loaded config; before start-up finishes (or in a test that set none) the same-origin defaults. */
export function getRuntimeConfig(): RuntimeConfig {
  return atual ?? normalizeRuntimeConfig({}, globalThis.location?.origin ?? '');
}
