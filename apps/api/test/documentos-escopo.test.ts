import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { gravarDocumento } from '../src/db/gravar-documento.ts';
import { documento } from '../src/db/schema/index.ts';
import {
  CONDOMINIO,
  documentos,
  EMPRESA,
  type Escopo,
  PESSOA,
  type PessoaSeed,
  pessoas,
} from '../src/seed-data/index.ts';
import { contextoPara, executar } from './contexto.ts';
import { CPF } from './fixtures.ts';
import { buildTestApp, freshDatabase, type TestApp } from './helper.ts';

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
    // A code may have one document per scope (each building its own rules): served when any of them admits.
    for (const codigo of new Set(documentos.map((d) => d.codigo))) {
      const doCodigo = documentos.filter((d) => d.codigo === codigo);
      expect(await servido(null, codigo), `visitante ${codigo}`).toBe(
        doCodigo.some((d) => d.publico && !d.escopo),
      );
      for (const p of pessoas) {
        expect(await servido(p.codpessoa, codigo), `${p.nompessoa} ${codigo}`).toBe(
          doCodigo.some((d) => (d.publico && !d.escopo) || admite(d.escopo, p)),
        );
      }
    }
  });

  it('Igor, with no condominium, cannot read the condominium’s minutes; Carla can', async () => {
    expect(await servido(PESSOA.igor, 'ata-assembleia-setembro-2026')).toBe(false);
    expect(await servido(PESSOA.carla, 'ata-assembleia-setembro-2026')).toBe(true);
  });
});

/** Issue 28: each building has its own rules under doc/regulamento-interno; the context says which. */
describe('one regulations per condominium, by the context (coddao 4 then 270)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('Carla reads Solar’s rules under Solar and Acácias’ under Acácias, never the other building’s', async () => {
    const login = await t.login(CPF.carla);
    const regulamento = async (cond: string) => {
      const ctx = await t.callV4(4, ['W1', EMPRESA.larSeguro, '', '', '', cond], { token: login });
      expect(ctx.status).toBe(200);
      const doc = await t.callV4(270, ['W1', 'regulamento-interno'], { token: ctx.body.conteudo as string });
      expect(doc.status).toBe(200);
      return doc.body.conteudo.html as string;
    };
    const solar = await regulamento(CONDOMINIO.solarAtlantico);
    expect(solar).toContain('Edifício Solar do Atlântico');
    expect(solar).not.toContain('Jardim das Acácias');
    const acacias = await regulamento(CONDOMINIO.acacias);
    expect(acacias).toContain('Residencial Jardim das Acácias');
    expect(acacias).not.toContain('Solar do Atlântico');
  });

  it('a building’s own document is not found under the other building’s context, like an unknown code', async () => {
    const login = await t.login(CPF.carla);
    await gravarDocumento(t.database.db, {
      codigo: 'so-das-acacias',
      titulo: 'Só das Acácias',
      descricao: '',
      dthpublicacao: new Date(),
      publico: false,
      html: '<p>Acácias</p>',
      escCodcondomino: CONDOMINIO.acacias,
    });
    const em = async (cond: string, codigo = 'so-das-acacias') => {
      const ctx = await t.callV4(4, ['W1', EMPRESA.larSeguro, '', '', '', cond], { token: login });
      const r = await t.callV4(270, ['W1', codigo], { token: ctx.body.conteudo as string });
      return [r.status, r.status === 200 ? null : r.body.conteudo];
    };
    expect((await em(CONDOMINIO.acacias))[0]).toBe(200);
    expect(await em(CONDOMINIO.solarAtlantico)).toEqual(await em(CONDOMINIO.solarAtlantico, 'nao-existe'));
  });

  it('publishing again replaces the document of the same code and scope only', async () => {
    const db = t.database.db;
    const base = { titulo: 'T', descricao: '', dthpublicacao: new Date(), publico: false };
    const solar = await gravarDocumento(db, {
      ...base,
      codigo: 'regulamento-interno',
      html: '<p>novo Solar</p>',
      escCodempresa: EMPRESA.larSeguro,
      escCodcondomino: CONDOMINIO.solarAtlantico,
    });
    const publico1 = await gravarDocumento(db, {
      ...base,
      codigo: 'aviso-geral',
      html: '<p>1</p>',
      publico: true,
    });
    const publico2 = await gravarDocumento(db, {
      ...base,
      codigo: 'aviso-geral',
      html: '<p>2</p>',
      publico: true,
    });
    expect(publico2).toBe(publico1);
    const linhas = await db.select().from(documento).where(eq(documento.codigo, 'regulamento-interno'));
    // One per unit of the demo: Acácias's two units (Carla's, Roberto's), Solar, Vila Verde.
    expect(linhas).toHaveLength(4);
    expect(linhas.find((l) => l.coddocumento === solar)?.html).toBe('<p>novo Solar</p>');
    expect(linhas.filter((l) => l.html.includes('Jardim das Acácias'))).toHaveLength(2);
    expect((await db.select().from(documento).where(eq(documento.codigo, 'aviso-geral')))[0]?.html).toBe(
      '<p>2</p>',
    );
  });
});

/** Issue 28: the health plan's price table is listed to the plan's people only; public documents stay public. */
describe('docsite (coddao 260) by scope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const listados = async (token?: string) => {
    const r = await t.callV4(260, ['W1'], token ? { token } : {});
    expect(r.status).toBe(200);
    return (r.body.conteudo.itens as { codigo: string }[]).map((d) => d.codigo);
  };

  it('Daniel (Vida Plena) sees the price table; Ana and a visitor do not, and all see the truly public ones', async () => {
    const daniel = await listados(await t.login(CPF.daniel));
    const ana = await listados(await t.login(CPF.ana));
    const visitante = await listados();
    expect(daniel).toContain('tabela-mensalidades-plano');
    expect(ana).not.toContain('tabela-mensalidades-plano');
    expect(visitante).not.toContain('tabela-mensalidades-plano');
    for (const lista of [daniel, ana, visitante]) {
      expect(lista).toContain('termos-de-uso');
      expect(lista).toContain('manual-beneficiario');
    }
    expect(
      (await t.callV4(270, ['W1', 'tabela-mensalidades-plano'], { token: await t.login(CPF.ana) })).status,
    ).toBe(400);
    expect((await t.callV4(270, ['W1', 'tabela-mensalidades-plano'])).status).toBe(401);
  });
});
