import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { papelCondominio } from '../src/db/schema/index.ts';
import {
  edificioDaUnidade,
  edificioDoAlcance,
  papelNaEmpresa,
  papelNoEdificio,
} from '../src/operations/papeis.ts';
import { CONDOMINIO, EDIFICIO, EMPRESA, PESSOA } from '../src/seed-data/index.ts';
import { buildTestApp, databaseKinds, type TestApp } from './helper.ts';

/** Roles inside a section (DESIGN): the seeded staff hold theirs, nobody else does, and the database keeps the words. */
describe.each(databaseKinds())('roles on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  });
  afterAll(() => t?.close());

  it('the school office, the teacher and the family each hold their own role only', async () => {
    const db = t.database.db;
    const horizonte = EMPRESA.colegioHorizonte;
    expect(await papelNaEmpresa(db, PESSOA.silvia, horizonte, 'secretaria')).toBe(true);
    expect(await papelNaEmpresa(db, PESSOA.bruno, horizonte, 'professor')).toBe(true);
    expect(await papelNaEmpresa(db, PESSOA.bruno, horizonte, 'secretaria')).toBe(false);
    expect(await papelNaEmpresa(db, PESSOA.ana, horizonte, 'responsavel')).toBe(true);
    expect(await papelNaEmpresa(db, PESSOA.ana, horizonte, 'professor')).toBe(false);
    expect(await papelNaEmpresa(db, PESSOA.silvia, EMPRESA.vidaPlena, 'secretaria')).toBe(false);
  });

  it('the síndico and the gate hold theirs in their building only; a resident holds none', async () => {
    const db = t.database.db;
    expect(await papelNoEdificio(db, PESSOA.roberto, EDIFICIO.acacias, 'sindico')).toBe(true);
    expect(await papelNoEdificio(db, PESSOA.roberto, EDIFICIO.solarAtlantico, 'sindico')).toBe(false);
    expect(await papelNoEdificio(db, PESSOA.sebastiao, EDIFICIO.acacias, 'porteiro')).toBe(true);
    expect(await papelNoEdificio(db, PESSOA.sebastiao, EDIFICIO.acacias, 'sindico')).toBe(false);
    expect(await papelNoEdificio(db, PESSOA.carla, EDIFICIO.acacias, 'sindico')).toBe(false);
  });

  it("a unit's building: Carla's, Roberto's and the gate's are Acácias; two buildings in context are none", async () => {
    const db = t.database.db;
    for (const u of [CONDOMINIO.acacias, CONDOMINIO.acaciasB101, CONDOMINIO.acaciasPortaria])
      expect(await edificioDaUnidade(db, u)).toBe(EDIFICIO.acacias);
    expect(await edificioDaUnidade(db, 'nenhuma')).toBeNull();
    const alcance = { codpessoa: PESSOA.carla, empresas: [], alunos: [], anoletivo: null, codturma: null };
    expect(await edificioDoAlcance(db, { ...alcance, condominios: [CONDOMINIO.acacias] })).toBe(
      EDIFICIO.acacias,
    );
    expect(
      await edificioDoAlcance(db, {
        ...alcance,
        condominios: [CONDOMINIO.acacias, CONDOMINIO.solarAtlantico],
      }),
    ).toBeNull();
    expect(await edificioDoAlcance(db, { ...alcance, condominios: [] })).toBeNull();
  });

  it("Acácias's 96 units add up to the whole building (fractions in millionths)", async () => {
    const [linha] = rowsOf<{ unidades: number; soma: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as unidades, sum(fracao)::int as soma from condominio
            where codedificio = ${EDIFICIO.acacias} and fracao is not null`,
      ),
    );
    expect(linha).toEqual({ unidades: 96, soma: 1_000_000 });
  });

  it('the database refuses a role it does not know', async () => {
    await expect(
      t.database.db
        .insert(papelCondominio)
        .values({ codpessoa: PESSOA.carla, codedificio: EDIFICIO.acacias, papel: 'zelador' }),
    ).rejects.toThrow();
  });
});
