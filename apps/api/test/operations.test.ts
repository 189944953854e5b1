import {
  contrachequesResultado,
  eventosResultado,
  fichaProfessorResultado,
  guiaMedicoResultado,
  moduloRegistroResultado,
  moduloRegistrosResultado,
  notificacoesResultado,
  recadosResultado,
  treinamentosResultado,
  versaoAppResultado,
} from '@portal/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { cadastroPessoa, inscricaoEvento, pessoa } from '../src/db/schema/index.ts';
import { ErroOperacao } from '../src/operations/erro-operacao.ts';
import { ALUNO, EMPRESA, PESSOA, prestadoresGuia, TURMA } from '../src/seed-data/index.ts';
import { contextoPara, executar } from './contexto.ts';
import { cadastroValido } from './fixtures.ts';
import { demoTeste, freshDatabase } from './helper.ts';

/** The dated demo as this run's database holds it. */
const { eventos, recados } = demoTeste;

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('recados (200, 201)', () => {
  it('lists the context announcements newest first and hides other contexts', async () => {
    const ana = await executar(await contextoPara(database, PESSOA.ana), 200, ['W1', 1, 50]);
    recadosResultado.parse(ana);
    expect(ana.total).toBeGreaterThanOrEqual(15);
    const datas = ana.itens.map((r: { dthpublicacao: string }) => r.dthpublicacao);
    expect([...datas].sort().reverse()).toEqual(datas);
    const carla = await executar(await contextoPara(database, PESSOA.carla), 200, ['W1', 1, 50]);
    const codigosAna = new Set(ana.itens.map((r: { codrecado: number }) => r.codrecado));
    expect(
      carla.itens.some((r: { codrecado: number }) => codigosAna.has(r.codrecado) && r.codrecado < 0),
    ).toBe(false);
    expect(carla.itens.every((r: { titulo: string }) => !/pais e mestres/i.test(r.titulo))).toBe(true);
  });

  it('marks read exactly the announcements the person has read', async () => {
    const ana = await executar(await contextoPara(database, PESSOA.ana), 200, ['W1', 1, 50]);
    const lidosNoSeed = new Set(
      recados.filter((r) => r.lidoPor.includes(PESSOA.ana)).map((r) => r.codrecado),
    );
    expect(lidosNoSeed.size).toBeGreaterThan(0);
    for (const r of ana.itens as { codrecado: number; lido: boolean }[]) {
      expect({ codrecado: r.codrecado, lido: r.lido }).toEqual({
        codrecado: r.codrecado,
        lido: lidosNoSeed.has(r.codrecado),
      });
    }
  });

  /** Issue 29: Bruno saw his own recado as "Não lido". */
  it('counts as read, for its author, the announcement he wrote', async () => {
    const bruno = await executar(await contextoPara(database, PESSOA.bruno), 200, ['W1', 1, 100]);
    const dele = (bruno.itens as { codrecado: number; autor: string; lido: boolean }[]).filter(
      (r) => r.autor === 'Prof. Bruno Lima',
    );
    // One he never opened (no read mark of his in the seed): read all the same, as its author.
    expect(
      dele.some((r) => !recados.find((x) => x.codrecado === r.codrecado)?.lidoPor.includes(PESSOA.bruno)),
    ).toBe(true);
    for (const r of dele)
      expect({ codrecado: r.codrecado, lido: r.lido }).toEqual({ codrecado: r.codrecado, lido: true });
    // Ana, who did not write it, still sees it unread until she opens it.
    const ana = await executar(await contextoPara(database, PESSOA.ana), 200, ['W1', 1, 100]);
    const daAna = (ana.itens as { codrecado: number; lido: boolean }[]).filter((r) =>
      dele.some((d) => d.codrecado === r.codrecado),
    );
    for (const r of daAna)
      expect(r.lido, String(r.codrecado)).toBe(
        Boolean(recados.find((x) => x.codrecado === r.codrecado)?.lidoPor.includes(PESSOA.ana)),
      );
  });

  it('follows the class of the parameters in force', async () => {
    const sexto = await executar(
      await contextoPara(
        database,
        PESSOA.ana,
        `${EMPRESA.colegioHorizonte};2026;${TURMA.sextoA2026};${ALUNO.lucas};`,
      ),
      200,
      ['W1', 1, 100],
    );
    const nono = await executar(
      await contextoPara(
        database,
        PESSOA.ana,
        `${EMPRESA.colegioHorizonte};2026;${TURMA.nonoB2026};${ALUNO.mariana};`,
      ),
      200,
      ['W1', 1, 100],
    );
    expect(sexto.itens.map((r: { codrecado: number }) => r.codrecado)).not.toEqual(
      nono.itens.map((r: { codrecado: number }) => r.codrecado),
    );
  });

  it('paginates and searches', async () => {
    const ctx = await contextoPara(database, PESSOA.ana);
    const p1 = await executar(ctx, 200, ['W1', 1, 2]);
    const p2 = await executar(ctx, 200, ['W1', 2, 2]);
    expect(p1.itens).toHaveLength(2);
    expect(p2.pagina).toBe(2);
    expect(p1.itens[0].codrecado).not.toBe(p2.itens[0].codrecado);
    const busca = await executar(ctx, 200, ['W1', 1, 50, 'reunião']);
    expect(busca.total).toBeGreaterThan(0);
    expect(busca.total).toBeLessThan(p1.total);
    const nada = await executar(ctx, 200, ['W1', 1, 50, '100%_nada']);
    expect(nada.total).toBe(0);
  });

  it('201 returns one visible announcement and marks it read; others are refused', async () => {
    const ctx = await contextoPara(database, PESSOA.admin);
    const lista = await executar(ctx, 200, ['W1', 1, 50]);
    const naoLido = lista.itens.find((r: { lido: boolean }) => !r.lido);
    const lido = await executar(ctx, 201, ['W1', naoLido.codrecado]);
    expect(lido.lido).toBe(true);
    const depois = await executar(ctx, 200, ['W1', 1, 50]);
    expect(depois.itens.find((r: { codrecado: number }) => r.codrecado === naoLido.codrecado).lido).toBe(
      true,
    );
    const carla = await contextoPara(database, PESSOA.carla);
    await expect(executar(carla, 201, ['W1', naoLido.codrecado])).rejects.toBeInstanceOf(ErroOperacao);
  });
});

describe('notificações (210, 211, 212)', () => {
  it('counts, lists and marks read', async () => {
    const ctx = await contextoPara(database, PESSOA.daniel);
    const antes = (await executar(ctx, 211, ['W1'])).total;
    expect(antes).toBeGreaterThan(0);
    const lista = notificacoesResultado.parse(await executar(ctx, 210, ['W1', 1, 50]));
    const naoLida = lista.itens.find((n) => !n.lida);
    expect((await executar(ctx, 212, ['W1', naoLida?.codnotificacao])).atualizadas).toBe(1);
    expect((await executar(ctx, 211, ['W1'])).total).toBe(antes - 1);
    expect((await executar(ctx, 212, ['W1', 'todas'])).atualizadas).toBe(antes - 1);
    expect((await executar(ctx, 211, ['W1'])).total).toBe(0);
  });

  it('never touches another person’s notification', async () => {
    const daniel = await executar(await contextoPara(database, PESSOA.daniel), 210, ['W1', 1, 1]);
    const igor = await contextoPara(database, PESSOA.igor);
    expect((await executar(igor, 212, ['W1', daniel.itens[0].codnotificacao])).atualizadas).toBe(0);
  });
});

describe('guia médico (220, public)', () => {
  it('filters by specialty and city and lists both facets', async () => {
    const ctx = await contextoPara(database, null);
    const todos = guiaMedicoResultado.parse(await executar(ctx, 220, ['W8', '', '', '', 1, 100]));
    expect(todos.total).toBe(prestadoresGuia.length);
    expect(todos.total).toBeGreaterThanOrEqual(60);
    const alvo = prestadoresGuia[0];
    if (!alvo) throw new Error('guia vazio');
    const filtrado = await executar(ctx, 220, [
      'W8',
      '',
      alvo.especialidade.toUpperCase(),
      alvo.cidade,
      1,
      100,
    ]);
    expect(filtrado.total).toBeGreaterThan(0);
    for (const p of filtrado.itens) {
      expect(p.especialidade).toBe(alvo.especialidade);
      expect(p.cidade).toBe(alvo.cidade);
    }
    expect(todos.especialidades).toContain(alvo.especialidade);
    expect(todos.cidades).toContain(alvo.cidade);
    const porNome = await executar(ctx, 220, ['W8', alvo.nome.slice(0, 8)]);
    expect(porNome.itens.some((p: { codprestador: number }) => p.codprestador === alvo.codprestador)).toBe(
      true,
    );
  });
});

describe('documentos (260, 270)', () => {
  it('docsite lists only public documents; 270 opens public ones without a token', async () => {
    const anonimo = await contextoPara(database, null);
    const docs = await executar(anonimo, 260, ['W1']);
    expect(docs.total).toBeGreaterThan(0);
    const primeiro = docs.itens[0];
    const html = await executar(anonimo, 270, ['W1', primeiro.codigo]);
    expect(html.codigo).toBe(primeiro.codigo);
    expect(html.html.length).toBeGreaterThan(0);
  });

  it('270 refuses a private document without a session and opens it with one', async () => {
    const anonimo = await contextoPara(database, null);
    const err = await executar(anonimo, 270, ['W1', 'regulamento-interno']).catch((e: ErroOperacao) => e);
    expect(err).toBeInstanceOf(ErroOperacao);
    expect((err as ErroOperacao).status).toBe(401);
    // The condominium's rules are for its residents (issue 11: scope, not just a session).
    const carla = await contextoPara(database, PESSOA.carla);
    expect((await executar(carla, 270, ['W1', 'regulamento-interno'])).titulo).toBeTruthy();
    const ana = await contextoPara(database, PESSOA.ana);
    await expect(executar(ana, 270, ['W1', 'regulamento-interno'])).rejects.toBeInstanceOf(ErroOperacao);
    await expect(executar(ana, 270, ['W1', 'nao-existe'])).rejects.toBeInstanceOf(ErroOperacao);
  });
});

describe('sessão (4, 176)', () => {
  it('4 saves parameters that belong to the user and refuses foreign ones', async () => {
    const ctx = await contextoPara(database, PESSOA.ana);
    const token = await executar(ctx, 4, [
      'W1',
      EMPRESA.colegioHorizonte,
      2026,
      TURMA.nonoB2026,
      ALUNO.mariana,
      '',
    ]);
    expect(await ctx.tokens.verify(token, ctx.now().getTime())).toMatchObject({
      codpessoa: PESSOA.ana,
      paramsistema: `${EMPRESA.colegioHorizonte};2026;${TURMA.nonoB2026};${ALUNO.mariana};`,
    });
    const [row] = await database.db.select().from(pessoa).where(eq(pessoa.codpessoa, PESSOA.ana));
    expect(row?.paramsistema).toBe(`${EMPRESA.colegioHorizonte};2026;${TURMA.nonoB2026};${ALUNO.mariana};`);
    const err = await executar(ctx, 4, ['W1', EMPRESA.vidaPlena, '', '', ALUNO.tiago, '']).catch((e) => e);
    expect(err).toBeInstanceOf(ErroOperacao);
    expect(Object.keys(err.campos).sort()).toEqual(['parametros.1', 'parametros.4']);
  });

  it('176 answers the published build and the store of the platform', async () => {
    const ctx = await contextoPara(database, PESSOA.igor);
    const ios = versaoAppResultado.parse(await executar(ctx, 176, ['A1', '6', 'ios']));
    expect(ios.plataforma).toBe('ios');
    expect(ios.lojaUrl).toContain('apple.com');
    expect((await executar(ctx, 176, ['G1', '6'])).plataforma).toBe('android');
  });
});

describe('contracheques, ficha, treinamentos (230, 240, 250)', () => {
  it('230 lists at least six months of payslips, newest first', async () => {
    const r = contrachequesResultado.parse(
      await executar(await contextoPara(database, PESSOA.bruno), 230, ['W1']),
    );
    expect(r.total).toBeGreaterThanOrEqual(6);
    const competencias = r.itens.map((c) => c.competencia);
    expect([...competencias].sort().reverse()).toEqual(competencias);
  });

  it('240 gives the teacher sheet, filtered by school year', async () => {
    // The company alone in context: every class Bruno teaches there.
    const ctx = await contextoPara(database, PESSOA.bruno, `${EMPRESA.colegioHorizonte};;;;`);
    const tudo = fichaProfessorResultado.parse(await executar(ctx, 240, ['W1']));
    const de2026 = await executar(ctx, 240, ['W1', '2026']);
    expect(tudo.turmas.length).toBeGreaterThan(de2026.turmas.length);
    expect(de2026.turmas.length).toBeGreaterThan(0);
    expect(tudo.turmas[0]?.alunos.length).toBeGreaterThan(0);
  });

  it('240 follows the context: the class chosen, and nothing of a company not in context', async () => {
    const daTurma = fichaProfessorResultado.parse(
      await executar(
        await contextoPara(database, PESSOA.bruno, `${EMPRESA.colegioHorizonte};2026;${TURMA.sextoA2026};;`),
        240,
        ['W1'],
      ),
    );
    expect(daTurma.turmas.map((t) => t.codturma)).toEqual([TURMA.sextoA2026]);
    const outraEmpresa = await executar(
      await contextoPara(database, PESSOA.bruno, `${EMPRESA.vidaPlena};;;;`),
      240,
      ['W1'],
    );
    expect(outraEmpresa.turmas).toEqual([]);
  });

  it('250 lists the training courses with modules', async () => {
    const r = treinamentosResultado.parse(
      await executar(await contextoPara(database, PESSOA.igor), 250, ['W1']),
    );
    expect(r.total).toBeGreaterThan(0);
    expect(r.itens[0]?.modulos.length).toBeGreaterThan(0);
  });
});

describe('eventos (310, 483)', () => {
  it('signs up once, counts the seat, refuses a second sign-up and a full event', async () => {
    const ctx = await contextoPara(database, PESSOA.igor);
    const antes = eventosResultado.parse(await executar(ctx, 310, ['W1', 1, 50]));
    const livre = antes.itens.find((e) => !e.inscrito && e.inscritos < e.vagas);
    if (!livre) throw new Error('sem evento com vagas');
    const r = await executar(ctx, 483, ['W1', livre.codevento], {
      participantes: 2,
      observacao: 'Levarei um colega.',
    });
    expect(r.protocolo).toMatch(/^EV\d{4}-\d{6}$/);
    const depois = await executar(ctx, 310, ['W1', 1, 50]);
    const mesmo = depois.itens.find((e: { codevento: number }) => e.codevento === livre.codevento);
    expect(mesmo.inscrito).toBe(true);
    expect(mesmo.inscritos).toBe(livre.inscritos + 2);
    // The sign-up belongs to that event alone: no other event gains the seats or the "inscrito" flag.
    for (const outro of depois.itens.filter((e: { codevento: number }) => e.codevento !== livre.codevento)) {
      const anterior = antes.itens.find((e) => e.codevento === outro.codevento);
      expect({ inscrito: outro.inscrito, inscritos: outro.inscritos }).toEqual({
        inscrito: anterior?.inscrito,
        inscritos: anterior?.inscritos,
      });
    }
    await expect(executar(ctx, 483, ['W1', livre.codevento], {})).rejects.toMatchObject({ status: 400 });
    const lotado = eventos.find((e) => e.vagas === e.inscritos);
    if (lotado) {
      const err = await executar(ctx, 483, ['W1', lotado.codevento], {}).catch((e) => e);
      expect(err).toBeInstanceOf(ErroOperacao);
    }
    const linhas = await database.db
      .select()
      .from(inscricaoEvento)
      .where(eq(inscricaoEvento.codevento, livre.codevento));
    expect(linhas.filter((l) => l.codpessoa === PESSOA.igor)).toHaveLength(1);
  });
});

describe('cadastro, contato, dispositivo (94, 330, 320)', () => {
  it('94 stores the registration and its attachments', async () => {
    const ctx = await contextoPara(database, PESSOA.carla);
    const r = await executar(ctx, 94, ['W1'], cadastroValido());
    expect(r.protocolo).toMatch(/^CP\d{4}-\d{6}$/);
    const [row] = await database.db
      .select()
      .from(cadastroPessoa)
      .where(eq(cadastroPessoa.codcadastro, r.codcadastro));
    expect(row?.codpessoa).toBe(PESSOA.carla);
    expect(row?.dados).toMatchObject({ cpf: '39053344705', nome: 'Joana da Silva' });
  });

  it('94 refuses an invalid CPF, e-mail, date and phone', async () => {
    const o = await import('../src/operations/registry.ts');
    const schema = o.registry.get(94)?.conteudo;
    const r = schema?.safeParse(
      cadastroValido({
        cpf: '111.111.111-11',
        email: 'x@',
        dtnascimento: '31/02/2020',
        lsttelefone: [{ ddd: '1', tel: '12' }],
      }),
    );
    expect(r?.success).toBe(false);
    const caminhos = r?.success ? [] : r?.error.issues.map((i) => i.path.join('.'));
    expect(caminhos).toEqual(expect.arrayContaining(['cpf', 'email', 'dtnascimento', 'lsttelefone.0']));
  });

  it('330 replaces phones and birth date; an empty phone list keeps the old phones', async () => {
    const ctx = await contextoPara(database, PESSOA.gabriela);
    const r = await executar(ctx, 330, ['W1'], {
      lsttelefone: [{ ddd: '16', tel: '991112222' }],
      dtnascimento: '01/02/1985',
    });
    expect(r).toEqual({ lsttelefone: [{ ddd: '16', tel: '991112222' }], dtnascimento: '01/02/1985' });
    const ctx2 = await contextoPara(database, PESSOA.gabriela);
    const r2 = await executar(ctx2, 330, ['W1'], { lsttelefone: [], dtnascimento: '02/02/1985' });
    expect(r2.lsttelefone).toEqual([{ ddd: '16', tel: '991112222' }]);
  });

  it('320 registers a device token', async () => {
    const ctx = await contextoPara(database, PESSOA.elisa);
    expect(await executar(ctx, 320, ['G1', 'android', 'token-push-123'])).toEqual({ ok: true });
  });
});

describe('módulos (300, 301)', () => {
  it('lists a module list of the user with its title, and opens a record with details', async () => {
    const ctx = await contextoPara(database, PESSOA.carla);
    const lista = moduloRegistrosResultado.parse(
      await executar(ctx, 300, ['W1', 'condominio', 'inadimplencia', 1, 50]),
    );
    expect(lista.titulo).toBe('Inadimplência');
    expect(lista.total).toBeGreaterThan(0);
    const primeiro = lista.itens[0];
    if (!primeiro) throw new Error('lista vazia');
    const registro = moduloRegistroResultado.parse(
      await executar(ctx, 301, ['W1', 'condominio', primeiro.codregistro]),
    );
    expect(registro.codregistro).toBe(primeiro.codregistro);
    await expect(executar(ctx, 300, ['W1', 'condominio', 'nao-existe'])).rejects.toBeInstanceOf(ErroOperacao);
  });

  it('a record of someone else is not found', async () => {
    const carla = await executar(await contextoPara(database, PESSOA.carla), 300, [
      'W1',
      'condominio',
      'inadimplencia',
    ]);
    const igor = await contextoPara(database, PESSOA.igor);
    await expect(
      executar(igor, 301, ['W1', 'condominio', carla.itens[0].codregistro]),
    ).rejects.toBeInstanceOf(ErroOperacao);
  });
});
