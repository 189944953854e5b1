import { MENSAGENS_API } from '@portal/core';
import { expect } from 'vitest';

/** How one write sent around a database outage was answered. */
export interface Resposta {
  status: number;
  /** `conteudo.mensagem` of an error envelope. */
  mensagem?: string;
  retryAfter?: string;
  ms: number;
}

/** Sends one registration under `chave`; the same key always carries the same payload. */
export type Enviar = (chave: string) => Promise<Resposta>;

const pausa = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Several writers send registrations back to back, each under a fresh key, and `queda` (cut the database, wait,
 * bring it back) starts only once they all got through, so some writes are in flight when the database goes. Each
 * writer stops at its first 200 after `queda` returns, or at `limiteMs`. Returns every key's answer.
 */
export async function escreverDuranteQueda(
  enviar: Enviar,
  prefixo: string,
  queda: () => Promise<void>,
  { escritores = 4, limiteMs = 45_000 } = {},
): Promise<Map<string, Resposta>> {
  const respostas = new Map<string, Resposta>();
  const fim = Date.now() + limiteMs;
  let voltou = false;
  let n = 0;
  const escrever = async () => {
    for (;;) {
      const chave = `${prefixo}-${++n}`;
      const r = await enviar(chave);
      respostas.set(chave, r);
      if ((r.status === 200 && voltou) || Date.now() > fim) return;
      if (r.status !== 200) await pausa(100);
    }
  };
  const laços = Array.from({ length: escritores }, () => escrever());
  const aceitos = () => [...respostas.values()].filter((r) => r.status === 200).length;
  try {
    while (aceitos() < escritores && Date.now() < fim) await pausa(10);
    await queda();
  } finally {
    voltou = true;
    // Settled either way, so a failure shows as the test's own and not as an unhandled rejection.
    await Promise.allSettled(laços);
  }
  await Promise.all(laços);
  return respostas;
}

/**
 * Sends every refused key again, as a client honouring Retry-After would, until it is answered 200 or `limiteMs`
 * runs out; returns the last answer of each. A failed attempt must leave nothing that holds its key back: no
 * in-flight mark in the process, no half-written idempotency record (either would answer 409 for ever).
 */
export async function reenviarRecusadas(
  enviar: Enviar,
  respostas: ReadonlyMap<string, Resposta>,
  limiteMs = 20_000,
): Promise<Map<string, Resposta>> {
  const fim = Date.now() + limiteMs;
  const finais = new Map<string, Resposta>();
  for (const [chave, primeira] of respostas) {
    if (primeira.status === 200) continue;
    let r = await enviar(chave);
    while (r.status !== 200 && Date.now() < fim) {
      await pausa(200);
      r = await enviar(chave);
    }
    finais.set(chave, r);
  }
  return finais;
}

/** Every answer is a 200 or the outage's 503 (Portuguese message, Retry-After): never a 500, never a hang. */
export function conferirRespostas(respostas: Iterable<Resposta>, maxMs = 8000): void {
  for (const r of respostas) {
    if (r.status !== 200) {
      expect(r).toMatchObject({ status: 503, mensagem: MENSAGENS_API.servicoIndisponivel, retryAfter: '5' });
    }
    expect(r.ms).toBeLessThan(maxMs);
  }
}

/** Each key's registration (named `Pessoa <key>`) is in the database exactly once: none lost, none doubled. */
export function conferirUmaLinhaPorChave(
  linhas: { nome: string; n: number }[],
  chaves: Iterable<string>,
): void {
  const contagem = new Map(linhas.map((l) => [l.nome, Number(l.n)]));
  for (const chave of chaves) expect(contagem.get(`Pessoa ${chave}`) ?? 0, chave).toBe(1);
}

/** The query whose rows `conferirUmaLinhaPorChave` reads. */
export const CONTAGEM_POR_NOME = `SELECT dados->>'nome' AS nome, count(*)::int AS n FROM cadastro_pessoa GROUP BY 1`;
