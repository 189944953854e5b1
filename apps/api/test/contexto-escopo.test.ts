import {
  boletimResultado,
  type ParamsSistema,
  parseParamsSistema,
  serializeParamsSistema,
} from '@portal/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import type { PessoaRow } from '../src/db/pessoa-row.ts';
import {
  aluno,
  contracheque,
  disciplina,
  docencia,
  evento,
  moduloLista,
  moduloRegistro,
  nota,
  notificacao,
  pessoa,
  recado,
} from '../src/db/schema/index.ts';
import { ALUNO, CONDOMINIO, EMPRESA, PESSOA, pessoas } from '../src/seed-data/index.ts';
import { contextoPara, executar } from './contexto.ts';
import { freshDatabase } from './helper.ts';

/**
 * Issue 10: what a person chooses scopes what they see. For every demo account and every context it may
 * choose, every list operation answers exactly the rows whose scope admits that context — checked against
 * this file's own statement of the rule, not the API's SQL.
 */

type Escopo = {
  escCodpessoa: number | null;
  escCodempresa: number | null;
  escAnoletivo: number | null;
  escCodturma: string | null;
  escCodaluno: string | null;
  escCodcondomino: string | null;
};

function admite(e: Escopo, p: PessoaRow, c: ParamsSistema): boolean {
  const slot = <T>(valor: T | null, escolhido: string, lista: readonly T[]) =>
    valor === null ||
    (escolhido ? String(valor) === escolhido && lista.includes(valor) : lista.includes(valor));
  const igual = (valor: string | number | null, escolhido: string) =>
    valor === null || !escolhido || String(valor) === escolhido;
  return (
    (e.escCodpessoa === null || e.escCodpessoa === p.codpessoa) &&
    slot(e.escCodempresa, c.codEmpresa, p.empresas) &&
    slot(e.escCodcondomino, c.codcondomino, p.condominios) &&
    slot(e.escCodaluno, c.codAluno, p.alunos) &&
    igual(e.escAnoletivo, c.anoLetivo) &&
    igual(e.escCodturma, c.codTurma)
  );
}

const ordenado = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** Every page of a paged list operation. */
async function todas<T>(
  chamar: (pagina: number) => Promise<{ itens: unknown[]; total: number }>,
): Promise<T[]> {
  const itens: T[] = [];
  for (let pagina = 1; ; pagina++) {
    const r = await chamar(pagina);
    itens.push(...(r.itens as T[]));
    if (r.itens.length === 0 || itens.length >= r.total) return itens;
  }
}

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The contexts a person may choose: each company alone, with each of its students, with each condominium. */
async function contextosDe(p: PessoaRow): Promise<ParamsSistema[]> {
  const alunos = (await database.db.select().from(aluno)).map((a) => a.dados);
  const vazio = { codEmpresa: '', anoLetivo: '', codTurma: '', codAluno: '', codcondomino: '' };
  const contextos: ParamsSistema[] = [vazio, parseParamsSistema(p.paramsistema ?? '')];
  for (const codempresa of p.empresas) {
    const base = { ...vazio, codEmpresa: String(codempresa) };
    contextos.push(base);
    for (const a of alunos.filter((x) => p.alunos.includes(x.codaluno) && x.codempresa === codempresa)) {
      contextos.push({ ...base, anoLetivo: String(a.anoletivo), codTurma: a.codturma, codAluno: a.codaluno });
    }
    for (const codcondomino of p.condominios) contextos.push({ ...base, codcondomino });
  }
  return contextos;
}

describe('every list answers exactly the rows of the context (issue 10)', () => {
  for (const demo of pessoas) {
    it(`${demo.nompessoa}: recados, notificações, contador, contracheques, eventos, ficha, módulos`, async () => {
      const [p] = await database.db.select().from(pessoa).where(eq(pessoa.codpessoa, demo.codpessoa));
      if (!p) throw new Error('pessoa ausente');
      const [recados, notificacoes, contracheques, eventos, listas, registros, aulas, notas] =
        await Promise.all([
          database.db.select().from(recado),
          database.db.select().from(notificacao).where(eq(notificacao.codpessoa, p.codpessoa)),
          database.db.select().from(contracheque).where(eq(contracheque.codpessoa, p.codpessoa)),
          database.db.select().from(evento),
          database.db.select().from(moduloLista),
          database.db.select().from(moduloRegistro),
          database.db
            .select({
              codempresa: disciplina.codempresa,
              anoletivo: docencia.anoletivo,
              codturma: docencia.codturma,
            })
            .from(docencia)
            .innerJoin(disciplina, eq(disciplina.coddisciplina, docencia.coddisciplina))
            .where(eq(docencia.codpessoa, p.codpessoa)),
          // The boletim (coddao 242) is computed from the grades: each row with the scope it stands for.
          database.db
            .select({
              codaluno: nota.codaluno,
              coddisciplina: nota.coddisciplina,
              anoletivo: nota.anoletivo,
              codturma: nota.codturma,
              codempresa: disciplina.codempresa,
              anoAtual: sql<number>`(${aluno.dados}->>'anoletivo')::int`,
            })
            .from(nota)
            .innerJoin(disciplina, eq(disciplina.coddisciplina, nota.coddisciplina))
            .innerJoin(aluno, eq(aluno.codaluno, nota.codaluno)),
        ]);
      /** The boletim's lines for context c: one per student and subject of the year shown. */
      const linhasEsperadas = (c: ParamsSistema) => {
        const linhas = new Set<string>();
        for (const n of notas) {
          const escopo = {
            escCodpessoa: null,
            escCodempresa: n.codempresa,
            escAnoletivo: n.anoletivo,
            escCodturma: n.codturma,
            escCodaluno: n.codaluno,
            escCodcondomino: null,
          };
          // With no school year chosen, a student's current year.
          if (!admite(escopo, p, c) || (!c.anoLetivo && n.anoletivo !== Number(n.anoAtual))) continue;
          linhas.add(`${n.codaluno}|${n.coddisciplina}`);
        }
        return [...linhas];
      };

      for (const c of await contextosDe(p)) {
        const ctx = await contextoPara(database, p.codpessoa, serializeParamsSistema(c));
        const onde = `${demo.nompessoa} em '${serializeParamsSistema(c)}'`;

        const vistosRecados = await todas<{ codrecado: number }>((pg) => executar(ctx, 200, ['W1', pg, 100]));
        expect(ordenado(vistosRecados.map((r: { codrecado: number }) => r.codrecado)), onde).toEqual(
          ordenado(recados.filter((r) => admite(r, p, c)).map((r) => r.codrecado)),
        );

        const esperadas = notificacoes.filter((n) => admite(n, p, c));
        const vistasNotif = await todas<{ codnotificacao: number }>((pg) =>
          executar(ctx, 210, ['W1', pg, 100]),
        );
        expect(ordenado(vistasNotif.map((n: { codnotificacao: number }) => n.codnotificacao)), onde).toEqual(
          ordenado(esperadas.map((n) => n.codnotificacao)),
        );
        expect((await executar(ctx, 211, ['W1'])).total, onde).toBe(esperadas.filter((n) => !n.lida).length);

        const vistos = (await executar(ctx, 230, ['W1'])).itens as { codcontracheque: number }[];
        const empresasNoContexto = c.codEmpresa ? [Number(c.codEmpresa)] : p.empresas;
        expect(ordenado(vistos.map((x) => x.codcontracheque)), onde).toEqual(
          ordenado(
            contracheques
              .filter((x) => empresasNoContexto.includes(x.dados.codempresa))
              .map((x) => x.codcontracheque),
          ),
        );

        const vistosEventos = await todas<{ codevento: number }>((pg) => executar(ctx, 310, ['W1', pg, 100]));
        expect(ordenado(vistosEventos.map((e: { codevento: number }) => e.codevento)), onde).toEqual(
          ordenado(eventos.filter((e) => admite(e, p, c)).map((e) => e.codevento)),
        );

        const turmasFicha = (await executar(ctx, 240, ['W1'])).turmas as { codturma: string }[];
        expect(turmasFicha.map((t) => t.codturma).sort(), onde).toEqual(
          aulas
            .filter((t) => empresasNoContexto.includes(t.codempresa))
            .filter(
              (t) =>
                (!c.anoLetivo || String(t.anoletivo) === c.anoLetivo) &&
                (!c.codTurma || t.codturma === c.codTurma),
            )
            .map((t) => t.codturma)
            .sort(),
        );

        const boletim = boletimResultado.parse(await executar(ctx, 242, ['W1'])).alunos;
        expect(
          boletim.flatMap((a) => a.disciplinas.map((d) => `${a.codaluno}|${d.coddisciplina}`)).sort(),
          `${onde}, boletim`,
        ).toEqual(linhasEsperadas(c).sort());

        for (const l of listas) {
          const vistosLista = await todas<{ codregistro: number }>((pg) =>
            executar(ctx, 300, ['W1', l.modulo, l.lista, pg, 100]),
          );
          const codigos = vistosLista.map((r: { codregistro: number }) => r.codregistro);
          expect(ordenado(codigos), `${onde}, ${l.modulo}/${l.lista}`).toEqual(
            ordenado(
              registros
                .filter((r) => r.modulo === l.modulo && r.lista === l.lista && admite(r, p, c))
                .map((r) => r.codregistro),
            ),
          );
          // A record outside the context is not found one by one either.
          const fora = registros.find(
            (r) => r.modulo === l.modulo && r.lista === l.lista && !admite(r, p, c),
          );
          if (fora) {
            await expect(executar(ctx, 301, ['W1', l.modulo, fora.codregistro]), onde).rejects.toThrow();
          }
        }
      }
    });
  }
});

describe('the context narrows what the demo accounts see', () => {
  async function titulos(codpessoa: number, params: string, coddao: number, extra: unknown[] = []) {
    const ctx = await contextoPara(database, codpessoa, params);
    const r = await executar(ctx, coddao, ['W1', ...extra]);
    return (r.itens as { titulo: string }[]).map((i) => i.titulo);
  }

  it('Ana: Lucas and Mariana each see their own boletim', async () => {
    const alunos = async (params: string) => {
      const ctx = await contextoPara(database, PESSOA.ana, params);
      return boletimResultado.parse(await executar(ctx, 242, ['W1'])).alunos.map((a) => a.codaluno);
    };
    expect(await alunos(`${EMPRESA.colegioHorizonte};;;${ALUNO.lucas};`)).toEqual([ALUNO.lucas]);
    expect(await alunos(`${EMPRESA.colegioHorizonte};;;${ALUNO.mariana};`)).toEqual([ALUNO.mariana]);
  });

  it('Carla: each building shows its own boletos and recados', async () => {
    // A charge list is read by coddao 500 (issue 28: charges are no module records).
    const boletos = async (cond: string) => {
      const ctx = await contextoPara(database, PESSOA.carla, `${EMPRESA.larSeguro};;;;${cond}`);
      const r = await executar(ctx, 500, ['W1', 'condominio', 'boletos', 1, 100]);
      return (r.itens as { codcobranca: number }[]).map((i) => i.codcobranca);
    };
    const recadosDe = (cond: string) =>
      titulos(PESSOA.carla, `${EMPRESA.larSeguro};;;;${cond}`, 200, [1, 100]);
    const [a, s] = await Promise.all([boletos(CONDOMINIO.acacias), boletos(CONDOMINIO.solarAtlantico)]);
    expect(a.length).toBeGreaterThan(0);
    expect(s.length).toBeGreaterThan(0);
    expect(a.filter((t) => s.includes(t))).toEqual([]);
    expect(await recadosDe(CONDOMINIO.acacias)).not.toEqual(await recadosDe(CONDOMINIO.solarAtlantico));
  });

  it('the administrator on Vida Plena no longer sees the school’s recados', async () => {
    const escola = await titulos(PESSOA.admin, `${EMPRESA.colegioHorizonte};;;;`, 200, [1, 100]);
    const plano = await titulos(PESSOA.admin, `${EMPRESA.vidaPlena};;;;`, 200, [1, 100]);
    const [r] = await database.db
      .select()
      .from(recado)
      .where(eq(recado.escCodempresa, EMPRESA.colegioHorizonte));
    expect(r).toBeDefined();
    expect(escola).toContain(r?.titulo);
    expect(plano).not.toContain(r?.titulo);
  });
});
