import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { operacoes } from '@portal/core';
import { describe, expect, it } from 'vitest';
import { registry } from '../src/operations/registry.ts';

const SRC = join(import.meta.dirname, '../src');

describe('one contract per operation', () => {
  it('registers every core contract, each with its number, idempotency, credentials and schemas', () => {
    const contratos = Object.values(operacoes);
    expect([...registry.keys()].sort((a, b) => a - b)).toEqual(
      contratos.map((c) => c.coddao).sort((a, b) => a - b),
    );
    for (const contrato of contratos) {
      const op = registry.get(contrato.coddao);
      expect(op?.parametros, String(contrato.coddao)).toBe(contrato.parametros);
      expect(op?.conteudo, String(contrato.coddao)).toBe(contrato.conteudo);
      expect(op?.idempotente, String(contrato.coddao)).toBe(contrato.idempotente);
      expect(op?.credenciais, String(contrato.coddao)).toBe(contrato.credenciais);
    }
  });
});

/** The API's runtime sources: not its tests, not the demo content (whose records may name a coddao). */
function fontes(pasta: string): string[] {
  return readdirSync(pasta, { withFileTypes: true }).flatMap((e) => {
    const caminho = join(pasta, e.name);
    if (e.isDirectory()) return e.name === 'seed-data' ? [] : fontes(caminho);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [caminho] : [];
  });
}

/** `coddao: 300`, `coddao === 16`, `16 !== op.coddao`… — an operation's number written again outside core. */
const NUMERO_REPETIDO = [/\bcoddao\s*:\s*\d/, /\bcoddao\s*[!=]==?\s*\d/, /\d\s*[!=]==?\s*[\w.?]*\bcoddao\b/];

describe('operation numbers', () => {
  it('are never written in the API runtime code: they come from core', () => {
    const achados = fontes(SRC).flatMap((arquivo) =>
      readFileSync(arquivo, 'utf8')
        .split('\n')
        .flatMap((linha, i) =>
          NUMERO_REPETIDO.some((r) => r.test(linha))
            ? [`${relative(SRC, arquivo)}:${i + 1}: ${linha.trim()}`]
            : [],
        ),
    );
    expect(achados).toEqual([]);
  });

  it('are caught when written', () => {
    const pega = (linha: string) => NUMERO_REPETIDO.some((r) => r.test(linha));
    expect(pega('  coddao: 300,')).toBe(true);
    expect(pega('if (coddao === 16) return;')).toBe(true);
    expect(pega('if (op.coddao !== 94) return;')).toBe(true);
    expect(pega('if (16 === envelope.coddao) return;')).toBe(true);
    expect(pega('  coddao: CODDAO.cobrancas,')).toBe(false);
    expect(pega('if (coddao === CODDAO.login) return;')).toBe(false);
  });
});
