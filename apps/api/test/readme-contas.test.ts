import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatCpf } from '@portal/core';
import { expect, it } from 'vitest';
import { pessoas } from '../src/seed-data/index.ts';

it('README lists every demo account with its CPF and e-mail login, as seeded', () => {
  const readme = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8');
  const linhas = readme.split('\n').filter((l) => l.startsWith('| '));
  for (const p of pessoas) {
    const linha = linhas.find((l) => l.includes(formatCpf(p.cpf)));
    expect(linha, p.nompessoa).toBeDefined();
    expect(linha, p.nompessoa).toContain(` ${p.email} `);
  }
});
