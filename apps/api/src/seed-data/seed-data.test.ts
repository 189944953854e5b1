import {
  canAccessSection,
  codigosCobranca,
  contrachequeSchema,
  documentoSiteSchema,
  headerTitleForMenuClick,
  isValidCnpj,
  isValidCpf,
  isValidData,
  isValidEmail,
  isValidTelefone,
  MODULOS,
  moduloRegistroResultado,
  normalizeMenuRoute,
  notificacaoSchema,
  prestadorSchema,
  ROTA_HOME_RECADOS,
  ROTA_MINHA_CONTA,
  ROTA_NOTIFICACOES,
  treinamentoSchema,
  UFS,
} from '@portal/core';
import { describe, expect, it } from 'vitest';
import {
  alunos,
  BASE_DEMO,
  ceps,
  cidadesGuia,
  cobrancas,
  colegas,
  contracheques,
  DEMO_SENHA,
  demoEm,
  disciplinas,
  docenciasDemo,
  documentoPorCodigo,
  documentos,
  empresas,
  especialidadesGuia,
  eventos,
  frequenciasDemo,
  listaModulo,
  MENU_ADMINISTRADOR,
  menusDaPessoa,
  modulos,
  notasDemo,
  notificacoes,
  PESSOA,
  pessoas,
  prestadoresGuia,
  ROTAS_PAGINA,
  recados,
  treinamentos,
} from './index.ts';
import type { Escopo, PessoaSeed } from './types.ts';

// DESIGN.md "Demo data", typed by hand: the seed must match it exactly.
const CONTAS_DESIGN: readonly [cpf: string, nome: string, credenciais: string][] = [
  ['529.982.247-25', 'Ana Souza', '2'],
  ['390.533.447-05', 'Bruno Lima', '4'],
  ['714.602.380-01', 'Carla Mendes', '6'],
  ['252.016.480-88', 'Daniel Rocha', 'I'],
  ['835.146.920-33', 'Elisa Prado', 'J'],
  ['046.795.231-07', 'Fábio Nunes', 'K'],
  ['318.472.659-28', 'Gabriela Costa', '3'],
  ['603.918.274-13', 'Henrique Alves', 'X'],
  ['123.456.789-09', 'Administrador Demo', 'IJLK3C924SDA67X'],
  ['111.444.777-35', 'Igor Santos', ''],
  ['276.358.490-00', 'Joana Ribeiro', ''],
  ['482.159.736-55', 'Sílvia Martins', 'S'],
  ['731.604.928-69', 'Paulo Mendes', '6'],
  ['265.873.014-44', 'Roberto Farias', '67'],
  ['594.317.820-14', 'Sebastião Pereira', '7'],
];

// SPEC §2 module sections, typed by hand (also checked against core's MODULOS).
const SECOES = [
  'cantina',
  'eventos',
  'condominio',
  'planosaude',
  'escola',
  'cobranca',
  'recados',
  'contabilidade',
  'comunicacao',
  'tesouraria',
  'financeiro',
  'cafim',
  'pprivada',
  'eleicao',
  'registro-ponto',
  'emprestimo',
  'cadastro',
  'lanceventos',
  'ceasa',
  'dashboard',
];

// First two digits of the IBGE municipal code identify the state.
const PREFIXO_IBGE: Record<string, string> = {
  RO: '11',
  AC: '12',
  AM: '13',
  RR: '14',
  PA: '15',
  AP: '16',
  TO: '17',
  MA: '21',
  PI: '22',
  CE: '23',
  RN: '24',
  PB: '25',
  PE: '26',
  AL: '27',
  SE: '28',
  BA: '29',
  MG: '31',
  ES: '32',
  RJ: '33',
  SP: '35',
  PR: '41',
  SC: '42',
  RS: '43',
  MS: '50',
  MT: '51',
  GO: '52',
  DF: '53',
};

/** Independent CPF check (Receita Federal's two mod-11 digits), so the seed does not rely on core alone. */
function cpfLocalValido(cpf: string): boolean {
  const d = cpf.replace(/\D/g, '');
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const dv = (n: number) => {
    let soma = 0;
    for (let i = 0; i < n; i++) soma += Number(d[i]) * (n + 1 - i);
    const r = (soma * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return dv(9) === Number(d[9]) && dv(10) === Number(d[10]);
}

/** The ownership rule of types.ts, restated for the tests. */
function visivel(p: PessoaSeed, e: Escopo): boolean {
  return (
    (e.codpessoa === undefined || e.codpessoa === p.codpessoa) &&
    (e.codempresa === undefined || p.empresas.includes(e.codempresa)) &&
    (e.codcondomino === undefined || p.condominios.includes(e.codcondomino)) &&
    (e.codaluno === undefined || p.alunos.includes(e.codaluno))
  );
}

function rotasDoMenu(p: PessoaSeed): string[] {
  return menusDaPessoa(p).flatMap((g) => g.menus.map((m) => normalizeMenuRoute(m.rota)));
}

function semDuplicatas<T>(valores: readonly T[]): void {
  expect(new Set(valores).size).toBe(valores.length);
}

function mod10(numero: string): number {
  let soma = 0;
  let peso = 2;
  for (let i = numero.length - 1; i >= 0; i--) {
    const p = Number(numero[i]) * peso;
    soma += p > 9 ? p - 9 : p;
    peso = peso === 2 ? 1 : 2;
  }
  return (10 - (soma % 10)) % 10;
}

function mod11(numero: string): number {
  let soma = 0;
  let peso = 2;
  for (let i = numero.length - 1; i >= 0; i--) {
    soma += Number(numero[i]) * peso;
    peso = peso === 9 ? 2 : peso + 1;
  }
  const dv = 11 - (soma % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

function crc16(texto: string): string {
  let crc = 0xffff;
  for (let i = 0; i < texto.length; i++) {
    crc ^= texto.charCodeAt(i) << 8;
    for (let b = 0; b < 8; b++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

describe('demo accounts (DESIGN.md)', () => {
  it('match the fixed table: CPF, name and credentials', () => {
    expect(pessoas).toHaveLength(CONTAS_DESIGN.length);
    for (const [cpf, nome, credenciais] of CONTAS_DESIGN) {
      const p = pessoas.find((x) => x.cpf === cpf.replace(/\D/g, ''));
      expect(p?.nompessoa, cpf).toBe(nome);
      expect(p?.credenciais.join(''), nome).toBe(credenciais);
    }
    expect(DEMO_SENHA).toBe('demo1234');
  });

  it('have valid CPFs (core and an independent check), e-mails, phones and birth dates', () => {
    for (const p of pessoas) {
      expect(isValidCpf(p.cpf), p.nompessoa).toBe(true);
      expect(cpfLocalValido(p.cpf), p.nompessoa).toBe(true);
      expect(isValidEmail(p.email), p.email).toBe(true);
      expect(isValidData(p.dtnascimento), p.dtnascimento).toBe(true);
      for (const t of p.lsttelefone) expect(isValidTelefone(`${t.ddd}${t.tel}`), t.tel).toBe(true);
    }
    semDuplicatas(pessoas.map((p) => p.cpf));
    semDuplicatas(pessoas.map((p) => p.email));
    semDuplicatas(pessoas.map((p) => p.codpessoa));
  });

  it('reference only existing companies, and build paramsistema with five slots', () => {
    for (const p of pessoas) {
      for (const cod of p.empresas)
        expect(
          empresas.some((e) => e.codempresa === cod),
          `${p.nompessoa} ${cod}`,
        ).toBe(true);
      expect(p.paramsistema.split(';'), p.nompessoa).toHaveLength(5);
      expect(p.foto === null || p.foto.startsWith('data:image/')).toBe(true);
    }
  });

  it('give Ana two children and Colégio Horizonte two school years with classes', () => {
    const ana = pessoas.find((p) => p.codpessoa === PESSOA.ana);
    expect(ana?.alunos).toHaveLength(2);
    const colegio = empresas.find((e) => e.codempresa === 101);
    expect(colegio?.nomempresa).toBe('Colégio Horizonte');
    expect(colegio?.lstanoletivo.map((a) => a.anoletivo)).toEqual([2025, 2026]);
    for (const ano of colegio?.lstanoletivo ?? []) expect(ano.turmas.length).toBeGreaterThan(0);
    expect(pessoas.find((p) => p.codpessoa === PESSOA.carla)?.condominios).toHaveLength(2);
  });

  it('provide companies of the required kinds with valid CNPJs', () => {
    const porCodigo = new Map(empresas.map((e) => [e.codempresa, e]));
    expect(porCodigo.get(201)?.tipos).toContain('planosaude');
    expect(porCodigo.get(-1201)?.tipos).toContain('prestador-medico');
    expect(porCodigo.get(-9302)?.tipos).toContain('prestador-laboratorio');
    expect(porCodigo.get(301)?.tipos).toEqual(['contabilidade', 'tesouraria']);
    for (const e of empresas) expect(isValidCnpj(e.cnpj), e.nomempresa).toBe(true);
    semDuplicatas(empresas.map((e) => e.codempresa));
  });
});

describe('menus', () => {
  it('give the administrator at least four groups, one of ten or more items with /doc/ at 6–9', () => {
    expect(MENU_ADMINISTRADOR.length).toBeGreaterThanOrEqual(4);
    const grupo = MENU_ADMINISTRADOR.find(
      (g) => g.menus.length >= 10 && g.menus.slice(6, 10).some((m) => m.rota.includes('doc/')),
    );
    expect(grupo).toBeDefined();
    const titulos = (grupo?.menus ?? []).map((m, i) => headerTitleForMenuClick(i, m)).filter(Boolean);
    expect(titulos).toContain('Regulamento');
  });

  it('reach every one of the 20 module sections from the administrator menu', () => {
    expect([...MODULOS].sort()).toEqual([...SECOES].sort());
    const admin = pessoas.find((p) => p.codpessoa === PESSOA.admin) as PessoaSeed;
    const secoes = new Set(rotasDoMenu(admin).map((r) => r.split('/')[1]));
    for (const s of SECOES) expect(secoes.has(s), s).toBe(true);
  });

  it('lead every item to a page, an existing document or a module list with records the user can see', () => {
    for (const p of pessoas) {
      for (const rota of rotasDoMenu(p)) {
        if (ROTAS_PAGINA.includes(rota)) continue;
        if (rota.startsWith('/doc/')) {
          expect(documentoPorCodigo(rota.slice(5)), rota).toBeDefined();
          continue;
        }
        const [, modulo = '', lista = ''] = rota.split('/');
        if (rota === '/escola/boletim') {
          // The boletim (coddao 242) is computed from the grades (escola-notas.ts): a child of theirs has some.
          expect(
            notasDemo.some((n) => p.alunos.includes(n.codaluno)),
            p.nompessoa,
          ).toBe(true);
          continue;
        }
        // A list of bills shows its charge rows (issue 28), any other its records.
        const registros = [
          ...(listaModulo(modulo, lista)?.registros ?? []),
          ...cobrancas.filter((c) => c.modulo === modulo && c.lista === lista),
        ];
        expect(
          registros.filter((r) => visivel(p, r.escopo)).length,
          `${p.nompessoa} ${rota}`,
        ).toBeGreaterThan(0);
      }
    }
  });

  it('never offer a section the route guard would refuse (Igor opens no guarded section)', () => {
    for (const p of pessoas) {
      for (const rota of rotasDoMenu(p))
        expect(canAccessSection(rota, p.credenciais), `${p.nompessoa} ${rota}`).toBe(true);
    }
    const igor = pessoas.find((p) => p.codpessoa === PESSOA.igor) as PessoaSeed;
    const guardadas = ['planosaude', 'contabilidade', 'escola', 'condominio', 'tesouraria'];
    expect(rotasDoMenu(igor).filter((r) => guardadas.includes(r.split('/')[1] ?? ''))).toEqual([]);
  });

  /** Issue 29: "Notificações" showed twice in the administrator's menu (the shell's own item and the server's). */
  it('leave to the shell the items it always shows (Início, Notificações, Minha conta): none twice', () => {
    const doShell = [ROTA_HOME_RECADOS, ROTA_NOTIFICACOES, ROTA_MINHA_CONTA];
    for (const p of pessoas)
      expect(
        rotasDoMenu(p).filter((r) => doShell.includes(r)),
        p.nompessoa,
      ).toEqual([]);
  });

  it('include some routes without the leading slash', () => {
    expect(MENU_ADMINISTRADOR.some((g) => g.menus.some((m) => !m.rota.startsWith('/')))).toBe(true);
  });
});

describe('module lists', () => {
  it('cover every section, with unique list keys and unique record ids', () => {
    // A section's content is its records or its charges (a list of bills is a header and charge rows).
    for (const s of SECOES)
      expect(
        modulos.some((l) => l.modulo === s && l.registros.length > 0) ||
          cobrancas.some((c) => c.modulo === s),
        s,
      ).toBe(true);
    semDuplicatas(modulos.map((l) => `${l.modulo}/${l.lista}`));
    // A bill keeps the number it had as a record: ids stay unique across records and charges.
    semDuplicatas([
      ...modulos.flatMap((l) => l.registros.map((r) => r.codregistro)),
      ...cobrancas.map((c) => c.codcobranca),
    ]);
  });

  it('write every charge in a list that has a header, and no charge is also a record', () => {
    const listas = new Set(modulos.map((l) => `${l.modulo}/${l.lista}`));
    for (const c of cobrancas) expect(listas.has(`${c.modulo}/${c.lista}`), String(c.codcobranca)).toBe(true);
    for (const l of modulos)
      if (cobrancas.some((c) => c.modulo === l.modulo && c.lista === l.lista))
        expect(l.registros, `${l.modulo}/${l.lista}`).toEqual([]);
  });

  it('carry 47-digit boleto lines with valid field check digits and Pix codes with a valid CRC', () => {
    const registros = modulos.flatMap((l) => l.registros);
    // A charge's line is core's, from its row (issue 28): the records carry none.
    const linhas = cobrancas.flatMap((c) =>
      !c.pagoEm && !c.canceladoEm
        ? [{ ...c, valor: c.valorCentavos / 100, linhaDigitavel: codigosCobranca(c)?.linhaDigitavel }]
        : [],
    );
    expect(linhas.length).toBeGreaterThan(15);
    for (const r of linhas) {
      const d = (r.linhaDigitavel ?? '').replace(/\D/g, '');
      expect(d, r.titulo).toHaveLength(47);
      expect(mod10(d.slice(0, 9))).toBe(Number(d[9]));
      expect(mod10(d.slice(10, 20))).toBe(Number(d[20]));
      expect(mod10(d.slice(21, 31))).toBe(Number(d[31]));
      expect(Number(d.slice(37)) / 100, r.titulo).toBeCloseTo(r.valor, 2);
      // General check digit: mod 11 over the 43 other digits of the rebuilt bar code.
      const semDv = `${d.slice(0, 4)}${d.slice(33)}${d.slice(4, 9)}${d.slice(10, 20)}${d.slice(21, 31)}`;
      expect(mod11(semDv), r.titulo).toBe(Number(d[32]));
    }
    for (const r of registros.filter((x) => x.pixCopiaECola)) {
      const pix = r.pixCopiaECola ?? '';
      expect(pix.startsWith('000201')).toBe(true);
      expect(crc16(pix.slice(0, -4))).toBe(pix.slice(-4));
    }
  });

  it('point documento fields at existing documents and use known status colours', () => {
    for (const r of modulos.flatMap((l) => l.registros)) {
      if (r.documento) expect(documentoPorCodigo(r.documento), r.documento).toBeDefined();
      if (r.statusCor) expect(['success', 'warning', 'danger', 'medium']).toContain(r.statusCor);
    }
  });
});

describe('postal codes', () => {
  it('hold at least 100 unique real-format addresses covering all 27 UFs', () => {
    expect(ceps.length).toBeGreaterThanOrEqual(100);
    semDuplicatas(ceps.map((c) => c.cep));
    expect([...new Set(ceps.map((c) => c.uf))].sort()).toEqual([...UFS].sort());
  });

  it('follow ViaCEP fields: IBGE code of the right state, DDD, SIAFI, GIA only in São Paulo', () => {
    for (const c of ceps) {
      expect(c.cep).toMatch(/^\d{5}-\d{3}$/);
      expect(c.ibge.slice(0, 2), c.cep).toBe(PREFIXO_IBGE[c.uf]);
      expect(c.ibge).toMatch(/^\d{7}$/);
      expect(c.ddd).toMatch(/^\d{2}$/);
      expect(c.siafi).toMatch(/^\d{4}$/);
      expect(c.unidade).toBe('');
      expect(c.estado.length).toBeGreaterThan(3);
      if (c.uf !== 'SP') expect(c.gia).toBe('');
    }
    expect(ceps.find((c) => c.cep === '01001-000')).toMatchObject({
      logradouro: 'Praça da Sé',
      ibge: '3550308',
      ddd: '11',
    });
  });
});

describe('medical guide', () => {
  it('lists at least 60 providers across 12 specialties and 8 cities, inside Brazil', () => {
    expect(prestadoresGuia.length).toBeGreaterThanOrEqual(60);
    expect(especialidadesGuia.length).toBeGreaterThanOrEqual(12);
    expect(cidadesGuia.length).toBeGreaterThanOrEqual(8);
    semDuplicatas(prestadoresGuia.map((p) => p.codprestador));
    for (const p of prestadoresGuia) {
      expect(p.latitude).toBeGreaterThan(-34);
      expect(p.latitude).toBeLessThan(6);
      expect(p.longitude).toBeGreaterThan(-74);
      expect(p.longitude).toBeLessThan(-34);
      expect(p.cep).toMatch(/^\d{5}-\d{3}$/);
    }
  });
});

describe('announcements, notifications and documents', () => {
  it('give Ana at least 15 school announcements and every account some', () => {
    const ana = pessoas.find((p) => p.codpessoa === PESSOA.ana) as PessoaSeed;
    expect(
      recados.filter((r) => r.escopo.codempresa === 101 && visivel(ana, r.escopo)).length,
    ).toBeGreaterThanOrEqual(15);
    for (const p of pessoas)
      expect(recados.filter((r) => visivel(p, r.escopo)).length, p.nompessoa).toBeGreaterThan(0);
    semDuplicatas(recados.map((r) => r.codrecado));
  });

  it('attach real files whose size matches their bytes', () => {
    const anexos = recados.flatMap((r) => r.anexos);
    expect(anexos.some((a) => a.filetype === 'application/pdf')).toBe(true);
    semDuplicatas(anexos.map((a) => a.codanexo));
    for (const a of anexos) {
      const bytes = Buffer.from(a.base64, 'base64');
      expect(bytes.length, a.filename).toBe(a.filesize);
      if (a.filetype === 'application/pdf') {
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
      }
    }
  });

  it('give every account read and unread notifications', () => {
    for (const p of pessoas) {
      const minhas = notificacoes.filter((n) => n.codpessoa === p.codpessoa);
      expect(
        minhas.some((n) => n.lida),
        p.nompessoa,
      ).toBe(true);
      expect(
        minhas.some((n) => !n.lida),
        p.nompessoa,
      ).toBe(true);
    }
    semDuplicatas(notificacoes.map((n) => n.codnotificacao));
  });

  it('ship no hostile content in the demo (issue 10: fixtures live in the tests), and some public ones', () => {
    for (const d of documentos) {
      expect(d.html, d.codigo).not.toMatch(/<script|<iframe|\son\w+=|javascript:/i);
      expect(d.titulo, d.codigo).not.toMatch(/teste/i);
    }
    expect(documentos.filter((d) => d.publico).length).toBeGreaterThan(2);
    // One code per scope (issue 28: each building its own 'regulamento-interno'), as the unique index says.
    semDuplicatas(documentos.map((d) => `${d.codigo} ${JSON.stringify(d.escopo ?? {})}`));
    semDuplicatas(documentos.map((d) => d.coddocumento));
  });
});

describe('payslips, events, trainings, teacher sheet', () => {
  it('cover the six months before 2026-11 for Bruno, Henrique and the administrator, and add up', () => {
    for (const codpessoa of [PESSOA.bruno, PESSOA.henrique, PESSOA.admin]) {
      const competencias = contracheques.filter((c) => c.codpessoa === codpessoa).map((c) => c.competencia);
      for (const mes of ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'])
        expect(competencias).toContain(mes);
    }
    for (const c of contracheques) {
      const soma = (l: { valor: number }[]) => Math.round(l.reduce((t, x) => t + x.valor, 0) * 100) / 100;
      expect(soma(c.proventos)).toBeCloseTo(c.totalProventos, 2);
      expect(soma(c.descontos)).toBeCloseTo(c.totalDescontos, 2);
      expect(c.totalProventos - c.totalDescontos).toBeCloseTo(c.liquido, 2);
      expect(c.liquido).toBeGreaterThan(0);
    }
    semDuplicatas(contracheques.map((c) => c.codcontracheque));
  });

  it('date events in November and December 2026', () => {
    for (const e of eventos) {
      expect(e.dthinicio >= '2026-11-01' && e.dthinicio < '2027-01-01', e.titulo).toBe(true);
      expect(e.dthfim >= e.dthinicio).toBe(true);
      expect(e.inscritos).toBeLessThanOrEqual(e.vagas);
    }
    semDuplicatas(eventos.map((e) => e.codevento));
    semDuplicatas(treinamentos.map((t) => t.codtreinamento));
  });

  it("give Bruno's classes students with grades 0–10 (tenths), one per bimester, and attendance within the lessons", () => {
    const codigos = new Set([...alunos, ...colegas].map((a) => a.codaluno));
    semDuplicatas([...codigos]);
    const materias = new Set(disciplinas.map((d) => d.coddisciplina));
    semDuplicatas(notasDemo.map((n) => `${n.codaluno}|${n.coddisciplina}|${n.anoletivo}|${n.bimestre}`));
    for (const n of notasDemo) {
      expect(codigos.has(n.codaluno), n.codaluno).toBe(true);
      expect(materias.has(n.coddisciplina)).toBe(true);
      expect(Number.isInteger(n.nota) && n.nota >= 0 && n.nota <= 100, `${n.nota}`).toBe(true);
      expect(n.bimestre >= 1 && n.bimestre <= 4).toBe(true);
    }
    for (const f of frequenciasDemo) {
      expect(codigos.has(f.codaluno), f.codaluno).toBe(true);
      expect(f.faltas >= 0 && f.faltas <= (f.aulasDadas ?? 0)).toBe(true);
    }
    expect(docenciasDemo.length).toBe(5);
    for (const t of docenciasDemo) {
      expect(t.codpessoa).toBe(PESSOA.bruno);
      const daTurma = notasDemo.filter(
        (n) =>
          n.coddisciplina === t.coddisciplina && n.anoletivo === t.anoletivo && n.codturma === t.codturma,
      );
      expect(new Set(daTurma.map((n) => n.codaluno)).size).toBeGreaterThan(10);
    }
  });
});

describe("wire shapes (core's contract)", () => {
  // The server sends these rows nearly as stored; each must already fit the V4 result schema.
  it('fit the result schemas of coddao 220, 230, 250, 260, 210 and 301', () => {
    for (const p of prestadoresGuia) expect(prestadorSchema.safeParse(p).success, p.nome).toBe(true);
    for (const c of contracheques) expect(contrachequeSchema.safeParse(c).success, c.descricao).toBe(true);
    for (const t of treinamentos) expect(treinamentoSchema.safeParse(t).success, t.titulo).toBe(true);
    for (const d of documentos) expect(documentoSiteSchema.safeParse(d).success, d.codigo).toBe(true);
    // As the demo is dated (days named by value are written out only then, util/dia-demo.ts).
    const datada = demoEm(BASE_DEMO);
    for (const n of datada.notificacoes) expect(notificacaoSchema.safeParse(n).success, n.titulo).toBe(true);
    for (const r of datada.modulos.flatMap((l) => l.registros)) {
      const { escopo: _escopo, ...registro } = r;
      expect(moduloRegistroResultado.safeParse(registro).success, r.titulo).toBe(true);
    }
  });
});
