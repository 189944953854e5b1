import {
  buildV3DocumentUrl,
  type CepResult,
  operacoes as contratos,
  type ErroV4,
  fichaDe,
  hashDocumentParams,
  isCepLookupable,
  MENSAGENS,
  type NomeOperacao,
  resolveCopyCode,
  stripCep,
} from '@portal/core';
import { marcarComConexao, marcarSemConexao } from './conexao-voltou.ts';
import { type ConteudoDe, type Operacao, operacoes, type ParametrosDe, type Resultado } from './operacoes.ts';

export { type ConteudoDe, type Operacao, operacoes, type ParametrosDe, type Resultado };

import { getRuntimeConfig, normalizeRuntimeConfig, type RuntimeConfig } from '../config/runtime-config.ts';

/** A failed call, with the status the server (or the network) gave and a message for the user. */
export class ApiError extends Error {
  readonly codstatus: number;
  readonly mensagem: string;
  constructor(codstatus: number, mensagem: string) {
    super(mensagem);
    this.name = 'ApiError';
    this.codstatus = codstatus;
    this.mensagem = mensagem;
  }
}

/** The Portuguese text to show for a failed call: the server's own message when it sent one. */
export function mensagemDeErro(erro: unknown, padrao: string = MENSAGENS.falhaConexao): string {
  return erro instanceof ApiError && erro.mensagem ? erro.mensagem : padrao;
}

/** What the client needs from the rest of the app; the session and the feedback layer plug themselves in. */
export interface ApiBindings {
  getToken(): string | null;
  /** The copy code of the stored config (SPEC §3), if any. */
  getCodcopia(): string | null | undefined;
  onTokenRenewed(token: string): Promise<void>;
  /**
   * SPEC §4: log out, remember the return URL, show the login screen and wait up to 60 s for a user.
   * Resolves true when a user logged in again.
   */
  reauthenticate(): Promise<boolean>;
  /** Re-authentication failed: the login screen with MENSAGENS.tokenInvalido. */
  onReauthFailed(): void;
  loader: { show(message?: string): void; hide(): void };
}

const semLigacao: ApiBindings = {
  getToken: () => null,
  getCodcopia: () => null,
  onTokenRenewed: async () => {},
  reauthenticate: async () => false,
  onReauthFailed: () => {},
  loader: { show: () => {}, hide: () => {} },
};

let bindings: ApiBindings = semLigacao;
let reautenticacao: Promise<boolean> | null = null;

export function bindApiClient(next: Partial<ApiBindings>): void {
  bindings = { ...bindings, ...next };
}

/** Back to an unbound client (tests). */
export function resetApiClient(): void {
  bindings = semLigacao;
  reautenticacao = null;
}

/** True for the `{ mensagem, campos? }` that a 400 answer resolves with (SPEC §7). */
export function isErroV4(valor: unknown): valor is ErroV4 {
  return (
    typeof valor === 'object' &&
    valor !== null &&
    typeof (valor as { mensagem?: unknown }).mensagem === 'string' &&
    !Array.isArray(valor)
  );
}

function urlAtual(): string {
  return globalThis.location?.href ?? '';
}

function origemAtual(): string {
  return globalThis.location?.origin ?? '';
}

/** A new Idempotency-Key: the one key maker of the app (the client's own writes and useEnvioUnico's). */
export function novaChave(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** A renewed token arrives as `Authorization: Bearer <jwt>` on any authenticated answer. */
async function guardarTokenRenovado(resposta: Response): Promise<void> {
  const cabecalho = resposta.headers.get('Authorization');
  if (cabecalho === null) return;
  const token = cabecalho.replace(/^Bearer\s+/i, '').trim();
  if (token === '') {
    console.warn('Token renovado vazio ignorado.');
    return;
  }
  await bindings.onTokenRenewed(token);
}

/** Parallel 401/403 answers share one re-authentication attempt (single flight). */
function reautenticarUmaVez(): Promise<boolean> {
  reautenticacao ??= bindings
    .reauthenticate()
    .catch(() => false)
    .then((ok) => {
      if (!ok) bindings.onReauthFailed();
      return ok;
    })
    .finally(() => {
      reautenticacao = null;
    });
  return reautenticacao;
}

function precisaReautenticar(codstatus: number): boolean {
  return codstatus === 401 || codstatus === 403;
}

/** How one call behaves; the body (`conteudo`) is chamar's third argument. */
export interface OpcoesV4 {
  idempotencyKey?: string;
  /** A loader text, or false for none; duplicate-protected calls show MENSAGENS.processando by default. */
  loader?: string | false;
  /** False for a request made ahead of the page (start-up): a 401/403 rejects instead of logging out. */
  reautenticar?: boolean;
}

async function enviarV4(
  coddao: number,
  params: readonly unknown[],
  conteudo: unknown,
  chave: string | undefined,
): Promise<{ codstatus: number; conteudo: unknown }> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-App-Origin': origemAtual(),
  };
  const token = bindings.getToken();
  if (coddao !== operacoes.login.coddao && token) headers.Authorization = `Bearer ${token}`;
  if (chave !== undefined) headers['Idempotency-Key'] = chave;
  const corpo: Record<string, unknown> = {
    coddao,
    parametros: [resolveCopyCode(urlAtual(), bindings.getCodcopia()), ...params],
  };
  if (conteudo !== undefined) corpo.conteudo = conteudo;

  let resposta: Response;
  try {
    resposta = await fetch(`${getRuntimeConfig().api}/V4`, {
      method: 'POST',
      headers,
      body: JSON.stringify(corpo),
    });
  } catch {
    marcarSemConexao();
    throw new ApiError(0, MENSAGENS.falhaConexao);
  }
  marcarComConexao();
  let envelope: { codstatus?: unknown; conteudo?: unknown };
  try {
    envelope = (await resposta.json()) as typeof envelope;
  } catch {
    throw new ApiError(resposta.status, MENSAGENS.falhaConectarServidor);
  }
  if (coddao !== operacoes.login.coddao) await guardarTokenRenovado(resposta);
  const codstatus = typeof envelope.codstatus === 'number' ? envelope.codstatus : resposta.status;
  return { codstatus, conteudo: envelope.conteudo };
}

/**
 * Whether an operation carries an Idempotency-Key (SPEC §7's 94 and 483, and every write added since). The one
 * place that asks: when the contract's entries carry their own flag, this reads it instead.
 */
function idempotente(op: Operacao<NomeOperacao>): boolean {
  // The contract's flag, read from its schema-free part: the schemas stay out of the first screen.
  return fichaDe(op.coddao)?.idempotente === true;
}

/**
 * POST {api}/V4 (SPEC §7). 401/403 re-authenticate once and retry; 409 and other failures reject with ApiError.
 * Resolves with the status and `conteudo` of a 200 or of a 400 with an error body.
 */
async function pedirV4(
  op: Operacao<NomeOperacao>,
  params: readonly unknown[],
  conteudo: unknown,
  opts: OpcoesV4,
): Promise<{ codstatus: 200 | 400; conteudo: unknown }> {
  const { coddao } = op;
  const login = coddao === operacoes.login.coddao;
  const comChave = idempotente(op);
  const chave = comChave ? (opts.idempotencyKey ?? novaChave()) : undefined;
  const textoLoader =
    opts.loader === false ? null : (opts.loader ?? (comChave ? MENSAGENS.processando : null));
  if (textoLoader !== null) bindings.loader.show(textoLoader);
  try {
    let resposta = await enviarV4(coddao, params, conteudo, chave);
    if (!login && opts.reautenticar !== false && precisaReautenticar(resposta.codstatus)) {
      if (!(await reautenticarUmaVez()))
        throw new ApiError(resposta.codstatus, MENSAGENS.reautenticacaoFalhou);
      resposta = await enviarV4(coddao, params, conteudo, chave);
    }
    const { codstatus } = resposta;
    if (codstatus === 200) return { codstatus, conteudo: resposta.conteudo };
    if (codstatus === 400 && isErroV4(resposta.conteudo)) return { codstatus, conteudo: resposta.conteudo };
    if (codstatus === 409) throw new ApiError(409, MENSAGENS.requisicaoDuplicada);
    if (precisaReautenticar(codstatus) && !login) {
      throw new ApiError(codstatus, MENSAGENS.reautenticacaoFalhou);
    }
    throw new ApiError(
      codstatus,
      isErroV4(resposta.conteudo) ? resposta.conteudo.mensagem : MENSAGENS.falhaConectarServidor,
    );
  } finally {
    if (textoLoader !== null) bindings.loader.hide();
  }
}

/**
 * In development and tests the answer must match the contract's result schema: a page never learns of a drifted
 * server from a blank field. Production trusts the server (no zod in the chunks, no parse on a slow phone).
 */
function conferirResultado(nome: NomeOperacao, conteudo: unknown): void {
  // Vitest runs with DEV true (MODE 'test'); a production build reads `if (true) return`, drops the rest and so
  // never bundles core's schemas (core declares no side effects). A dynamic import here split the entry chunk.
  if (!import.meta.env.DEV) return;
  const conferido = contratos[nome].resultado.safeParse(conteudo);
  if (!conferido.success)
    throw new Error(`A resposta de ${nome} não segue o contrato: ${conferido.error.message}`);
}

/**
 * Calls one V4 operation through core's contract: `params` typed by its parametros tuple (the copy code is
 * added here), `conteudo` by its body schema, the answer by its result schema. A 400 with an error body resolves
 * with `{ mensagem, campos? }` (check with `isErroV4`); other failures reject with ApiError.
 */
export async function chamar<N extends NomeOperacao>(
  op: Operacao<N>,
  params: ParametrosDe<N>,
  conteudo?: ConteudoDe<N>,
  opts: OpcoesV4 = {},
): Promise<Resultado<N> | ErroV4> {
  const resposta = await pedirV4(op, params, conteudo, opts);
  if (resposta.codstatus === 400) return resposta.conteudo as ErroV4;
  conferirResultado(op.nome, resposta.conteudo);
  return resposta.conteudo as Resultado<N>;
}

/**
 * Logout on the server (coddao 17) with the current token, so it stops working everywhere. Best effort:
 * never rejects, never re-authenticates, and waits at most `esperaMs` (offline, the local logout goes on).
 */
export async function encerrarSessaoNoServidor(esperaMs = 2000): Promise<void> {
  if (!bindings.getToken()) return;
  let esperando: ReturnType<typeof setTimeout> | undefined;
  const limite = new Promise<void>((resolve) => {
    esperando = setTimeout(resolve, esperaMs);
  });
  const envio = enviarV4(operacoes.encerrarSessao.coddao, [], undefined, novaChave()).then(
    () => {},
    () => {},
  );
  await Promise.race([envio, limite]);
  clearTimeout(esperando);
}

async function buscarDocumentoUmaVez(url: string, codcopia: string | number): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/pdf, image/jpeg, image/png, */*;q=0.5' };
  const token = bindings.getToken();
  // SPEC §7: the bearer goes with a document request only when its copy code is 0, the default.
  if (String(codcopia) === '0' && token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url, { headers });
  } catch {
    throw new ApiError(0, MENSAGENS.falhaBuscarDocumento);
  }
}

/**
 * GET {api}/V3/{doc}/{params}/{hash} with the loader on; the bearer goes when `codcopia` is 0. Rejects with ApiError: MENSAGENS.nenhumDado
 * when the document is empty, MENSAGENS.falhaBuscarDocumento otherwise.
 */
export async function fetchDocumento(
  doc: string,
  params: readonly (string | number)[],
  codcopia: string | number = 0,
): Promise<Blob> {
  const config = getRuntimeConfig();
  bindings.loader.show(MENSAGENS.aguarde);
  try {
    const url = buildV3DocumentUrl(
      config.api,
      doc,
      params,
      await hashDocumentParams(params, config.documentSecret),
    );
    let resposta = await buscarDocumentoUmaVez(url, codcopia);
    if (precisaReautenticar(resposta.status) && (await reautenticarUmaVez())) {
      resposta = await buscarDocumentoUmaVez(url, codcopia);
    }
    if (resposta.status === 204 || resposta.status === 404)
      throw new ApiError(resposta.status, MENSAGENS.nenhumDado);
    if (!resposta.ok) throw new ApiError(resposta.status, MENSAGENS.falhaBuscarDocumento);
    const blob = await resposta.blob();
    if (blob.size === 0) throw new ApiError(204, MENSAGENS.nenhumDado);
    return blob;
  } finally {
    bindings.loader.hide();
  }
}

/**
 * GET {cep}/ws/{cep}/json (SPEC §7) with the loader MENSAGENS.buscandoEndereco. Never rejects: a short cep,
 * an unknown one or a failure resolves `{ erro: true }` so the caller shows SPEC §8's alert.
 */
export async function buscarCep(cep: string): Promise<CepResult> {
  if (!isCepLookupable(cep)) return { erro: true };
  bindings.loader.show(MENSAGENS.buscandoEndereco);
  try {
    const resposta = await fetch(`${getRuntimeConfig().cep}/ws/${encodeURIComponent(stripCep(cep))}/json`, {
      headers: { Accept: 'application/json' },
    });
    if (!resposta.ok) return { erro: true };
    const dados = (await resposta.json()) as CepResult;
    return dados && typeof dados === 'object' ? dados : { erro: true };
  } catch {
    return { erro: true };
  } finally {
    bindings.loader.hide();
  }
}

/** GET /config.json (the runtime settings of DESIGN.md); rejects when it cannot be read. */
export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  // No cache option: index.html preloads this same request, and the server answers Cache-Control: no-cache.
  const resposta = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!resposta.ok) throw new ApiError(resposta.status, MENSAGENS.falhaConectarServidor);
  return normalizeRuntimeConfig(await resposta.json(), origemAtual());
}

/** Every V4 list answers this page (pagina starts at 1). */
export interface ListaV4<T> {
  itens: T[];
  total: number;
  pagina: number;
  tamanhoPagina: number;
}
