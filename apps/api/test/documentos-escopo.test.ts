import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { documentos, type Escopo, PESSOA, type PessoaSeed, pessoas } from '../src/seed-data/index.ts';
import { contextoPara, executar } from './contexto.ts';
import { freshDatabase } from './helper.ts';

/** Who may read a private document, by this file's own reading of its scope: what the person owns. */
function admite(e: Escopo | undefined, p: PessoaSeed): boolean {
  if (!e) return true;
  return (
    (e.codpessoa === undefined || e.codpessoa === p.codpessoa) &&
    (e.codempresa === undefined || p.empresas.includes(e.codempresa)) &&
    (e.codcondomino === undefined || p.condominios.includes(e.codcondomino)) &&
    (e.codaluno === undefined || p.alunos.includes(e.codaluno))
  );
}

/** Issue 11, "authorisation by scope, everywhere": coddao 270 serves exactly the documents a person may read. */
describe('HTML documents (coddao 270) by scope', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database?.close());

  const servido = async (codpessoa: number | null, codigo: string) =>
    executar(await contextoPara(database, codpessoa), 270, ['W1', codigo]).then(
      () => true,
      () => false,
    );

  it('every demo account and a visitor get exactly the expected documents', async () => {
    for (const d of documentos) {
      expect(await servido(null, d.codigo), `visitante ${d.codigo}`).toBe(d.publico);
      for (const p of pessoas) {
        expect(await servido(p.codpessoa, d.codigo), `${p.nompessoa} ${d.codigo}`).toBe(
          d.publico || admite(d.escopo, p),
        );
      }
    }
  });

  it('Igor, with no condominium, cannot read the condominium’s minutes; Carla can', async () => {
    expect(await servido(PESSOA.igor, 'ata-assembleia-setembro-2026')).toBe(false);
    expect(await servido(PESSOA.carla, 'ata-assembleia-setembro-2026')).toBe(true);
  });
});
