/**
 * The shape of the provider's dataset (provedor.ts): its sizes at a scale and one `INSERT … SELECT
 * generate_series(…)` per table. Who belongs where is arithmetic on the row's number, so every statement can
 * compute the scope of the person, student or company it points at without reading another table:
 *
 * - person i (codpessoa PESSOA_BASE + i, 1 ≤ i ≤ pessoas): a third (i % 3 = 1) are the guardian of student
 *   j = (i + 2) / 3 and belong to that student's school; the others to company 1 + i % empresas; one in five
 *   (i % 5 = 0) to a second company too; half (i even) to condominium 1 + 13i % condominios;
 * - company k (codempresa EMPRESA_BASE + k): every fourth (k % 4 = 0) a school with six classes of 2026;
 * - student j ('GA' || j): at school 4(1 + j % escolas), class 'GT' || (1 + j % escolas) || '-' || (1 + j % 6).
 *
 * Scoped rows point at one of those scopes, chosen by a hash of their number, so each person sees a few hundred
 * recados and a few dozen charges, records and events, whatever the scale: the data grows by more people and
 * more companies, as a provider's does, not by longer lists for the same people.
 */

/** Generated ids start far above the demo's (1001…1011 people, 101…801 companies). */
export const PESSOA_BASE = 100_000;
const EMPRESA_BASE = 100_000;
const RECADO_BASE = 1_000_000;
const NOTIFICACAO_BASE = 1_000_000;
const COBRANCA_BASE = 10_000_000;
const REGISTRO_BASE = 1_000_000;
const EVENTO_BASE = 1_000_000;
const CONTRACHEQUE_BASE = 1_000_000;

export interface Tamanhos {
  empresas: number;
  escolas: number;
  condominios: number;
  pessoas: number;
  alunos: number;
  recados: number;
  leituras: number;
  notificacoes: number;
  cobrancas: number;
  registros: number;
  eventos: number;
  /** Months of payslips of each person who is not a guardian (an employee). */
  mesesContracheque: number;
  /** Cafeteria purchases per student. */
  comprasPorAluno: number;
}

/** Sizes at `escala` (1: 100,000 people, 2,000 companies and condominiums, 1M recados, 2M charges). */
export function tamanhosPara(escala: number): Tamanhos {
  const n = (total: number, minimo: number) => Math.max(minimo, Math.round(total * escala));
  const empresas = n(1000, 4);
  const pessoas = n(100_000, 30);
  return {
    empresas,
    escolas: Math.floor(empresas / 4),
    condominios: n(1000, 1),
    pessoas,
    // One per guardian: the people with i % 3 = 1.
    alunos: Math.floor((pessoas + 2) / 3),
    recados: n(1_000_000, 100),
    leituras: n(500_000, 50),
    notificacoes: n(1_000_000, 100),
    cobrancas: n(2_000_000, 200),
    registros: n(500_000, 50),
    eventos: n(20_000, 10),
    mesesContracheque: 6,
    comprasPorAluno: 10,
  };
}

/** Generated person i: codpessoa, the paramsistema of the typical context it logs into, its student if any. */
export function pessoaGerada(
  t: Tamanhos,
  i: number,
): { codpessoa: number; paramsistema: string; aluno: string | undefined } {
  const responsavel = i % 3 === 1;
  const j = Math.floor((i + 2) / 3);
  const escola = 1 + (j % t.escolas);
  const empresa = responsavel ? EMPRESA_BASE + 4 * escola : EMPRESA_BASE + 1 + (i % t.empresas);
  const condominio = i % 2 === 0 ? `G${1 + ((i * 13) % t.condominios)}` : '';
  const paramsistema = responsavel
    ? `${empresa};2026;GT${escola}-${1 + (j % 6)};GA${j};${condominio}`
    : `${empresa};;;;${condominio}`;
  return { codpessoa: PESSOA_BASE + i, paramsistema, aluno: responsavel ? `GA${j}` : undefined };
}

/** The SQL statement filling each table. */
export function formas(t: Tamanhos): Record<string, string> {
  // A well-spread non-negative hash of an integer expression (hashint4 is PostgreSQL's own), salted per use.
  const h = (x: string, salt: number, modulo: number) =>
    `((hashint4((${x})::int + ${salt})::bigint & 2147483647) % ${modulo})`;
  // Student j's school (a company number k, codempresa EMPRESA_BASE + 4k), class and code.
  const escolaDe = (j: string) => `(1 + (${j}) % ${t.escolas})`;
  const empresaEscola = (j: string) => `(${EMPRESA_BASE} + 4 * ${escolaDe(j)})`;
  const turma = (j: string) => `('GT' || ${escolaDe(j)} || '-' || (1 + (${j}) % 6))`;
  const alunoCod = (j: string) => `('GA' || (${j}))`;
  // Person i: guardian of student (i + 2) / 3 when i % 3 = 1.
  const responsavel = (i: string) => `((${i}) % 3 = 1)`;
  const filho = (i: string) => `(((${i}) + 2) / 3)`;
  const empresa1 = (i: string) =>
    `(CASE WHEN ${responsavel(i)} THEN ${empresaEscola(filho(i))} ELSE ${EMPRESA_BASE} + 1 + (${i}) % ${t.empresas} END)`;
  const empresa2 = (i: string) => `(${EMPRESA_BASE} + 1 + ((${i}) * 7 + 3) % ${t.empresas})`;
  const temEmpresa2 = (i: string) => `((${i}) % 5 = 0 AND ${empresa2(i)} <> ${empresa1(i)})`;
  const condominio = (i: string) => `('G' || (1 + ((${i}) * 13) % ${t.condominios}))`;
  const temCondominio = (i: string) => `((${i}) % 2 = 0)`;

  return {
    empresa: `
      INSERT INTO empresa (codempresa, dados)
      SELECT ${EMPRESA_BASE} + k, jsonb_build_object(
        'codempresa', ${EMPRESA_BASE} + k,
        'nomempresa', CASE WHEN k % 4 = 0 THEN 'Escola Gerada ' ELSE 'Empresa Gerada ' END || k,
        'codprestador', '', 'inscricao', '', 'cnpj', '', 'cidade', 'Campinas', 'uf', 'SP',
        'tipos', CASE WHEN k % 4 = 0 THEN '["escola"]'::jsonb ELSE '["comercio"]'::jsonb END,
        'lstanoletivo', CASE WHEN k % 4 = 0 THEN jsonb_build_array(jsonb_build_object('anoletivo', 2026, 'turmas',
          (SELECT jsonb_agg(jsonb_build_object('codturma', 'GT' || (k / 4) || '-' || n, 'descricao', n || 'º ano'))
             FROM generate_series(1, 6) n)))
        ELSE '[]'::jsonb END)
      FROM generate_series(1, ${t.empresas}) k`,
    // One building per generated unit, as the lists before issue 32 saw them (each its own condominium).
    edificio: `
      INSERT INTO edificio (codedificio, nome)
      SELECT 'GE' || k, 'Condomínio Gerado ' || k FROM generate_series(1, ${t.condominios}) k`,
    condominio: `
      INSERT INTO condominio (codcondomino, dados, codedificio, fracao)
      SELECT 'G' || k, jsonb_build_object('codcondomino', 'G' || k, 'identificacao', 'Bloco A - Apto ' || k,
        'nomcondominio', 'Condomínio Gerado ' || k, 'endereco', 'Rua Gerada, ' || k, 'cidade', 'Campinas', 'uf', 'SP'),
        'GE' || k, 10000
      FROM generate_series(1, ${t.condominios}) k`,
    aluno: `
      INSERT INTO aluno (codaluno, dados)
      SELECT ${alunoCod('j')}, jsonb_build_object('codaluno', ${alunoCod('j')}, 'nome', 'Aluno Gerado ' || j,
        'codturma', ${turma('j')}, 'anoletivo', 2026, 'serie', (1 + j % 6) || 'º ano',
        'codempresa', ${empresaEscola('j')}, 'dtnascimento', '01/02/2015')
      FROM generate_series(1, ${t.alunos}) j`,
    pessoa: `
      INSERT INTO pessoa (codpessoa, cpf, email, nompessoa, nome, sexo, dtnascimento, lsttelefone, credenciais,
        empresas, condominios, alunos, codempresaselecionada, codturma, codcondomino, is_medico, paramsistema,
        config, menus)
      SELECT ${PESSOA_BASE} + i, lpad((90000000000 + i)::text, 11, '0'), 'pessoa' || i || '@provedor.exemplo',
        'Pessoa ' || i, 'Pessoa Gerada ' || i, CASE WHEN i % 2 = 0 THEN 'F' ELSE 'M' END, '01/01/1980', '[]',
        '["2","6","3"]',
        CASE WHEN ${temEmpresa2('i')} THEN jsonb_build_array(${empresa1('i')}, ${empresa2('i')})
             ELSE jsonb_build_array(${empresa1('i')}) END,
        CASE WHEN ${temCondominio('i')} THEN jsonb_build_array(${condominio('i')}) ELSE '[]'::jsonb END,
        CASE WHEN ${responsavel('i')} THEN jsonb_build_array(${alunoCod(filho('i'))}) ELSE '[]'::jsonb END,
        ${empresa1('i')},
        CASE WHEN ${responsavel('i')} THEN ${turma(filho('i'))} END,
        CASE WHEN ${temCondominio('i')} THEN ${condominio('i')} END,
        false,
        ${empresa1('i')} || ';' ||
          CASE WHEN ${responsavel('i')} THEN '2026;' || ${turma(filho('i'))} || ';' || ${alunoCod(filho('i'))} || ';'
               ELSE ';;;' END ||
          CASE WHEN ${temCondominio('i')} THEN ${condominio('i')} ELSE '' END,
        jsonb_build_object('codempresa', ${empresa1('i')}, 'escolas', NULL, 'codcopia', '1'), '[]'
      FROM generate_series(1, ${t.pessoas}) i`,
    // 45 % a company's, 25 % a condominium's, 15 % a student's, 10 % a class's, 5 % one person's; one in
    // 100,000 the whole provider's (no scope).
    recado: `
      INSERT INTO recado (codrecado, esc_codpessoa, esc_codempresa, esc_anoletivo, esc_codturma, esc_codaluno,
        esc_codcondomino, titulo, autor, dthpublicacao, texto)
      SELECT ${RECADO_BASE} + r,
        CASE WHEN r % 100000 <> 0 AND r % 20 = 19 THEN ${PESSOA_BASE} + 1 + ${h('r', 1, t.pessoas)} END,
        CASE WHEN r % 100000 = 0 THEN NULL
             WHEN r % 20 < 9 THEN ${EMPRESA_BASE} + 1 + ${h('r', 2, t.empresas)}
             WHEN r % 20 BETWEEN 14 AND 18 THEN ${empresaEscola(`1 + ${h('r', 3, t.alunos)}`)} END,
        CASE WHEN r % 100000 <> 0 AND r % 20 BETWEEN 17 AND 18 THEN 2026 END,
        CASE WHEN r % 100000 <> 0 AND r % 20 BETWEEN 17 AND 18 THEN ${turma(`1 + ${h('r', 3, t.alunos)}`)} END,
        CASE WHEN r % 100000 <> 0 AND r % 20 BETWEEN 14 AND 16 THEN ${alunoCod(`1 + ${h('r', 3, t.alunos)}`)} END,
        CASE WHEN r % 100000 <> 0 AND r % 20 BETWEEN 9 AND 13 THEN 'G' || (1 + ${h('r', 4, t.condominios)}) END,
        'Recado ' || r, 'Secretaria', now() - ${h('r', 5, 730 * 1440)} * interval '1 minute',
        'Texto do recado gerado número ' || r || '.'
      FROM generate_series(1, ${t.recados}) r`,
    // One recado in twenty has a small attachment, as the list's json_agg of attachments reads them.
    anexo: `
      INSERT INTO anexo (codrecado, filename, filetype, filesize, conteudo, dthcriacao)
      SELECT ${RECADO_BASE} + r, 'anexo-' || r || '.txt', 'text/plain', 16, convert_to(lpad(r::text, 16, '0'), 'UTF8'),
        now()
      FROM generate_series(20, ${t.recados}, 20) r`,
    recado_leitura: `
      INSERT INTO recado_leitura (codrecado, codpessoa)
      SELECT ${RECADO_BASE} + 1 + ${h('l', 6, t.recados)}, ${PESSOA_BASE} + 1 + l % ${t.pessoas}
      FROM generate_series(1, ${t.leituras}) l
      ON CONFLICT DO NOTHING`,
    // Ten per person, the two newest unread; one in four about their first company, some about their student.
    notificacao: `
      INSERT INTO notificacao (codnotificacao, codpessoa, titulo, mensagem, dthcriacao, lida, esc_codempresa,
        esc_codaluno)
      SELECT ${NOTIFICACAO_BASE} + n, ${PESSOA_BASE} + i, 'Notificação ' || n, 'Mensagem gerada ' || n,
        now() - (n / ${t.pessoas}) * interval '3 days' - ${h('n', 7, 1440)} * interval '1 minute',
        n / ${t.pessoas} >= 2,
        CASE WHEN n % 4 = 0 OR (n % 4 = 1 AND ${responsavel('i')}) THEN ${empresa1('i')} END,
        CASE WHEN n % 4 = 1 AND ${responsavel('i')} THEN ${alunoCod(filho('i'))} END
      FROM generate_series(1, ${t.notificacoes}) n, LATERAL (SELECT 1 + n % ${t.pessoas} AS i) p`,
    // Twenty per person, monthly, the two newest open: a condominium's fee (the resident's own), a school's
    // monthly fee (the student's, seen by the guardians) or a company's (the person's own).
    cobranca: `
      INSERT INTO cobranca (codcobranca, modulo, lista, esc_codpessoa, esc_codempresa, esc_codaluno,
        esc_codcondomino, titulo, banco, campo_livre, nosso_numero, txid, chave_pix, beneficiario, cidade,
        vencimento, valor_centavos, multa_percentual, juros_mes_percentual, recebido_centavos, pago_em)
      SELECT ${COBRANCA_BASE} + c, x.modulo, x.lista,
        CASE WHEN x.tipo <> 'escola' THEN ${PESSOA_BASE} + i END,
        CASE WHEN x.tipo <> 'condominio' THEN ${empresa1('i')} END,
        CASE WHEN x.tipo = 'escola' THEN ${alunoCod(filho('i'))} END,
        CASE WHEN x.tipo = 'condominio' THEN ${condominio('i')} END,
        'Cobrança ' || c, '001', lpad(c::text, 25, '0'), 'PV' || c, 'PVTX' || c, 'pix@provedor.exemplo',
        'Provedor Gerado', 'Campinas', current_date + (10 - 30 * k), v.valor, 2, 1,
        CASE WHEN k >= 2 THEN v.valor ELSE 0 END,
        CASE WHEN k >= 2 THEN (current_date + (10 - 30 * k))::timestamptz END
      FROM generate_series(1, ${t.cobrancas}) c,
        LATERAL (SELECT 1 + c % ${t.pessoas} AS i, c / ${t.pessoas} AS k) p,
        LATERAL (SELECT CASE WHEN ${temCondominio('i')} AND k % 2 = 0 THEN 'condominio'
                             WHEN ${responsavel('i')} THEN 'escola' ELSE 'cafim' END AS tipo) t,
        LATERAL (SELECT t.tipo, t.tipo AS modulo,
                        CASE t.tipo WHEN 'condominio' THEN 'boletos' ELSE 'mensalidades' END AS lista) x,
        LATERAL (SELECT 15000 + ${h('c', 8, 100000)}::int AS valor) v`,
    // The provider's payment of the most recent paid charges (four months of each person's).
    pagamento: `
      INSERT INTO pagamento (id_provedor, codcobranca, valor_centavos, meio, pago_em, autenticacao, recebido_em)
      SELECT 'PVPG' || c.codcobranca, c.codcobranca, c.valor_centavos, 'pix', c.pago_em, 'AUT' || c.codcobranca,
        c.pago_em
      FROM cobranca c
      WHERE c.codcobranca BETWEEN ${COBRANCA_BASE + 2 * t.pessoas} AND ${COBRANCA_BASE + 6 * t.pessoas - 1}`,
    // 40 % a company's balance sheets, 30 % a condominium's notices, 20 % a school's calendar, 10 % one
    // person's time clock.
    modulo_registro: `
      INSERT INTO modulo_registro (codregistro, modulo, lista, esc_codpessoa, esc_codempresa, esc_codcondomino,
        ordem, data, dados)
      SELECT ${REGISTRO_BASE} + m, x.modulo, x.lista,
        CASE WHEN m % 10 = 9 THEN ${PESSOA_BASE} + 1 + ${h('m', 9, t.pessoas)} END,
        CASE WHEN m % 10 < 4 THEN ${EMPRESA_BASE} + 1 + ${h('m', 10, t.empresas)}
             WHEN m % 10 BETWEEN 7 AND 8 THEN ${EMPRESA_BASE} + 4 * (1 + ${h('m', 10, t.escolas)}) END,
        CASE WHEN m % 10 BETWEEN 4 AND 6 THEN 'G' || (1 + ${h('m', 11, t.condominios)}) END,
        m, current_date - m % 365,
        jsonb_build_object('codregistro', ${REGISTRO_BASE} + m, 'escopo', '{}'::jsonb, 'titulo', 'Registro ' || m,
          'subtitulo', 'Gerado', 'detalhes', '[]'::jsonb)
      FROM generate_series(1, ${t.registros}) m,
        LATERAL (SELECT CASE WHEN m % 10 < 4 THEN 'contabilidade' WHEN m % 10 < 7 THEN 'condominio'
                             WHEN m % 10 < 9 THEN 'escola' ELSE 'registro-ponto' END AS modulo,
                        CASE WHEN m % 10 < 4 THEN 'balancetes' WHEN m % 10 < 7 THEN 'prestacao-contas'
                             WHEN m % 10 < 9 THEN 'matriculas' ELSE 'marcacoes' END AS lista) x`,
    evento: `
      INSERT INTO evento (codevento, esc_codempresa, esc_codcondomino, titulo, descricao, local, dthinicio, dthfim,
        vagas, inscritos, ocupadas, valor)
      SELECT ${EVENTO_BASE} + v,
        CASE WHEN v % 2 = 0 THEN ${EMPRESA_BASE} + 1 + ${h('v', 12, t.empresas)} END,
        CASE WHEN v % 2 = 1 THEN 'G' || (1 + ${h('v', 13, t.condominios)}) END,
        'Evento ' || v, 'Evento gerado ' || v, 'Salão', now() + (v % 120 - 30) * interval '1 day',
        now() + (v % 120 - 30) * interval '1 day' + interval '2 hours', 200, 0, 0, 0
      FROM generate_series(1, ${t.eventos}) v`,
    inscricao_evento: `
      INSERT INTO inscricao_evento (codevento, codpessoa, participantes, protocolo, dthcriacao)
      SELECT ${EVENTO_BASE} + 1 + ${h('i', 14, t.eventos)}, ${PESSOA_BASE} + i, 1, 'PV' || i, now()
      FROM generate_series(4, ${t.pessoas}, 4) i`,
    contracheque: `
      INSERT INTO contracheque (codcontracheque, codpessoa, competencia, dados)
      SELECT ${CONTRACHEQUE_BASE} + x, ${PESSOA_BASE} + i, c.competencia,
        jsonb_build_object('codcontracheque', ${CONTRACHEQUE_BASE} + x, 'codpessoa', ${PESSOA_BASE} + i,
          'codempresa', ${empresa1('i')}, 'competencia', c.competencia, 'descricao', 'Folha mensal',
          'cargo', 'Analista', 'matricula', i::text, 'proventos', '[]'::jsonb, 'descontos', '[]'::jsonb,
          'totalProventos', 5000, 'totalDescontos', 1000, 'liquido', 4000, 'baseInss', 5000, 'baseFgts', 5000,
          'fgtsMes', 400, 'baseIrrf', 4500, 'dthpagamento', c.competencia || '-05')
      FROM generate_series(1, ${t.pessoas * t.mesesContracheque}) x,
        LATERAL (SELECT 1 + (x - 1) % ${t.pessoas} AS i, (x - 1) / ${t.pessoas} AS mes) p,
        LATERAL (SELECT to_char(date_trunc('month', current_date) - (mes + 1) * interval '1 month', 'YYYY-MM')
                   AS competencia) c
      WHERE NOT ${responsavel('i')}`,
    cantina_cartao: `
      INSERT INTO cantina_cartao (codaluno, saldo_centavos, limite_diario_centavos, bloqueados)
      SELECT ${alunoCod('j')}, 5000, 2000, '[]' FROM generate_series(1, ${t.alunos}) j`,
    cantina_compra: `
      INSERT INTO cantina_compra (codaluno, quando, item, valor_centavos, status, esc_codempresa, esc_codaluno)
      SELECT ${alunoCod('j')}, now() - (x / ${t.alunos}) * interval '1 day', 'Lanche', 800, 'Entregue',
        ${empresaEscola('j')}, ${alunoCod('j')}
      FROM generate_series(0, ${t.alunos * t.comprasPorAluno - 1}) x, LATERAL (SELECT 1 + x % ${t.alunos} AS j) p`,
  };
}
