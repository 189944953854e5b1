import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatCpf } from '@portal/core';
import { expect, it } from 'vitest';
import { DEMO_SENHA, pessoas } from '../src/seed-data/index.ts';

/** The rows of README's "Demo accounts" table (header and rule left out). */
function contasDoReadme(): string[] {
  const readme = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8');
  const secao = readme.split('\n## Demo accounts\n')[1]?.split('\n## ')[0] ?? '';
  return secao.split('\n').filter((l) => /^\| \d{3}\./.test(l));
}

it('README lists exactly the demo accounts, each with its CPF, e-mail login and name, as seeded', () => {
  const linhas = contasDoReadme();
  expect(linhas).toHaveLength(pessoas.length);
  for (const p of pessoas) {
    const linha = linhas.find((l) => l.startsWith(`| ${formatCpf(p.cpf)} `));
    expect(linha, p.nompessoa).toBeDefined();
    expect(linha, p.nompessoa).toContain(` ${p.email} `);
    expect(linha, p.nompessoa).toContain(` ${p.nompessoa}`);
  }
});

it("README names the demo accounts' password as seeded", () => {
  const readme = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8');
  expect(readme).toContain(`Every account's password is \`${DEMO_SENHA}\`, except Joana's`);
  expect(pessoas.filter((p) => p.semSenha).map((p) => p.nompessoa)).toEqual(['Joana Ribeiro']);
});
