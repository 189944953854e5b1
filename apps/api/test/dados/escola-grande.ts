import type { Db } from '../../src/db/database.ts';
import { EMPRESA, PESSOA, TURMA } from '../../src/seed-data/ids.ts';
import { gerarEmUmaTransacao } from './gerar.ts';

/**
 * A school-sized dataset (issue 31's proof): over the demo seed, the Colégio Horizonte gets 1,000 more students in
 * 30 classes of 2026, each with a guardian, 10 subjects taught by 30 teachers, 4 bimesters of grades, two bimesters
 * of attendance totals, 200 school days of six lessons a day with every student's roll-call mark (1.2 million
 * marks), 12,000 justifications (one in a hundred pending) and a recado a class a day, half asking for ciência, with their reads
 * and confirmations; and 19 other schools of the provider hold 19,000 students and their guardians in the same
 * `aluno` and `pessoa`, so a plan that reads those tables whole reads what no one of them sees. Every table is filled by one `INSERT … SELECT generate_series(…)`: the server makes the rows,
 * so the whole school takes seconds, on PGlite too. The demo's accounts keep working: Ana, Bruno and Sílvia read
 * their lists among these rows.
 */

export const ALUNOS = 1000;
export const TURMAS = 30;
export const DISCIPLINAS = 10;
export const DIAS_LETIVOS = 200;
const PROFESSORES = 30;
const ANO = 2026;
const ESCOLA = EMPRESA.colegioHorizonte;
/** Generated ids, far above the demo's. */
const RESPONSAVEL_BASE = 500_000;
const PROFESSOR_BASE = 600_000;
const RECADO_BASE = 5_000_000;
/** The provider's other schools, whose students share `aluno` and `pessoa` (only their rows: no grades). */
const OUTRAS_ESCOLAS = 19;
const OUTRA_ESCOLA_BASE = 90_001;
const OUTRO_RESPONSAVEL_BASE = 700_000;

const h = (x: string, salt: number, modulo: number) =>
  `((hashint4((${x})::int + ${salt})::bigint & 2147483647) % ${modulo})`;
/** Student j's code and class: the first class is Lucas's 6º A, so Bruno's class is school-sized too. */
const alunoCod = (j: string) => `('GE' || (${j}))`;
const turmaDe = (j: string) =>
  `(CASE WHEN (${j}) % ${TURMAS} = 0 THEN '${TURMA.sextoA2026}' ELSE 'GT' || ((${j}) % ${TURMAS}) END)`;
const turmaN = (k: string) => `(CASE WHEN (${k}) = 0 THEN '${TURMA.sextoA2026}' ELSE 'GT' || (${k}) END)`;
/** The generated subjects, in order (`ordem` from 100). */
const disciplinas = `(SELECT coddisciplina, ordem - 100 AS n FROM disciplina WHERE codempresa = ${ESCOLA} AND ordem >= 100)`;

/** The statements, in order; `referencia` is the demo's day ('yyyy-mm-dd'). */
export function formasEscola(referencia: string): [string, string][] {
  const dias = `(SELECT d::date AS data, row_number() OVER (ORDER BY d DESC) AS ndia FROM generate_series(date '${referencia}' - 300, date '${referencia}' - 1, interval '1 day') d WHERE extract(isodow FROM d) < 6 ORDER BY d DESC LIMIT ${DIAS_LETIVOS})`;
  return [
    [
      'disciplina',
      `INSERT INTO disciplina (codempresa, nome, ordem)
       SELECT ${ESCOLA}, 'Disciplina gerada ' || n, 100 + n FROM generate_series(0, ${DISCIPLINAS - 1}) n`,
    ],
    [
      'aluno',
      `INSERT INTO aluno (codaluno, dados)
       SELECT ${alunoCod('j')}, jsonb_build_object('codaluno', ${alunoCod('j')}, 'nome', 'Aluno Gerado ' || j,
         'codturma', ${turmaDe('j')}, 'anoletivo', ${ANO}, 'serie', '6º ano', 'codempresa', ${ESCOLA},
         'dtnascimento', '01/02/2015')
       FROM generate_series(1, ${ALUNOS}) j`,
    ],
    // The provider's other schools: their students and guardians share these tables, as in production.
    [
      'aluno (outras escolas)',
      `INSERT INTO aluno (codaluno, dados)
       SELECT 'GO' || j, jsonb_build_object('codaluno', 'GO' || j, 'nome', 'Aluno de Outra Escola ' || j,
         'codturma', 'GO' || (j % ${TURMAS * OUTRAS_ESCOLAS}), 'anoletivo', ${ANO}, 'serie', '6º ano',
         'codempresa', ${OUTRA_ESCOLA_BASE} + j % ${OUTRAS_ESCOLAS}, 'dtnascimento', '01/02/2015')
       FROM generate_series(1, ${ALUNOS * OUTRAS_ESCOLAS}) j`,
    ],
    [
      'pessoa (outras escolas)',
      `INSERT INTO pessoa (codpessoa, nompessoa, nome, sexo, lsttelefone, credenciais, empresas, condominios, alunos,
         codempresaselecionada, is_medico, config, menus)
       SELECT ${OUTRO_RESPONSAVEL_BASE} + j, 'Responsável ' || j, 'Responsável de Outra Escola ' || j, 'M', '[]',
         '["2"]', jsonb_build_array(${OUTRA_ESCOLA_BASE} + j % ${OUTRAS_ESCOLAS}), '[]', jsonb_build_array('GO' || j),
         ${OUTRA_ESCOLA_BASE} + j % ${OUTRAS_ESCOLAS}, false,
         jsonb_build_object('codempresa', ${OUTRA_ESCOLA_BASE} + j % ${OUTRAS_ESCOLAS}, 'escolas', NULL, 'codcopia', '1'), '[]'
       FROM generate_series(1, ${ALUNOS * OUTRAS_ESCOLAS}) j`,
    ],
    [
      'pessoa',
      `INSERT INTO pessoa (codpessoa, nompessoa, nome, sexo, lsttelefone, credenciais, empresas, condominios, alunos,
         codempresaselecionada, is_medico, paramsistema, config, menus)
       SELECT ${RESPONSAVEL_BASE} + j, 'Responsável ' || j, 'Responsável Gerado ' || j, 'F', '[]'::jsonb, '["2"]'::jsonb,
         jsonb_build_array(${ESCOLA}), '[]'::jsonb, jsonb_build_array(${alunoCod('j')}), ${ESCOLA}, false,
         '${ESCOLA};${ANO};' || ${turmaDe('j')} || ';' || ${alunoCod('j')} || ';',
         jsonb_build_object('codempresa', ${ESCOLA}, 'escolas', NULL, 'codcopia', '1'), '[]'::jsonb
       FROM generate_series(1, ${ALUNOS}) j
       UNION ALL
       SELECT ${PROFESSOR_BASE} + p, 'Professor ' || p, 'Professor Gerado ' || p, 'M', '[]'::jsonb, '["4"]'::jsonb,
         jsonb_build_array(${ESCOLA}), '[]'::jsonb, '[]'::jsonb, ${ESCOLA}, false, '${ESCOLA};${ANO};;;',
         jsonb_build_object('codempresa', ${ESCOLA}, 'escolas', NULL, 'codcopia', '1'), '[]'::jsonb
       FROM generate_series(1, ${PROFESSORES}) p`,
    ],
    [
      'papel_empresa',
      `INSERT INTO papel_empresa (codpessoa, codempresa, papel)
       SELECT ${RESPONSAVEL_BASE} + j, ${ESCOLA}, 'responsavel' FROM generate_series(1, ${ALUNOS}) j
       UNION ALL SELECT ${PROFESSOR_BASE} + p, ${ESCOLA}, 'professor' FROM generate_series(1, ${PROFESSORES}) p`,
    ],
    // Teacher of class k's subject n: one of 30, each teaching 10 class-subjects; Bruno also the first subject of 6º A.
    [
      'docencia',
      `INSERT INTO docencia (codpessoa, coddisciplina, anoletivo, codturma)
       SELECT ${PROFESSOR_BASE} + 1 + (k * ${DISCIPLINAS} + d.n) % ${PROFESSORES}, d.coddisciplina, ${ANO}, ${turmaN('k')}
       FROM generate_series(0, ${TURMAS - 1}) k, ${disciplinas} d
       UNION ALL SELECT ${PESSOA.bruno}, d.coddisciplina, ${ANO}, '${TURMA.sextoA2026}' FROM ${disciplinas} d WHERE d.n = 0`,
    ],
    [
      'nota',
      `INSERT INTO nota (codaluno, coddisciplina, anoletivo, codturma, bimestre, nota, recuperacao)
       SELECT ${alunoCod('j')}, d.coddisciplina, ${ANO}, ${turmaDe('j')}, b, 30 + ${h('j * 40 + d.n * 4 + b', 1, 71)},
         CASE WHEN ${h('j + d.n + b', 2, 10)} = 0 THEN 60 END
       FROM generate_series(1, ${ALUNOS}) j, ${disciplinas} d, generate_series(1, 4) b`,
    ],
    [
      'frequencia',
      `INSERT INTO frequencia (codaluno, coddisciplina, anoletivo, codturma, bimestre, aulas_dadas, faltas)
       SELECT ${alunoCod('j')}, d.coddisciplina, ${ANO}, ${turmaDe('j')}, b, 20, ${h('j + d.n * 7 + b', 3, 4)}
       FROM generate_series(1, ${ALUNOS}) j, ${disciplinas} d, generate_series(1, 2) b`,
    ],
    // Six periods a school day in every class; the subject of a period turns with the day.
    [
      'aula',
      `INSERT INTO aula (coddisciplina, anoletivo, codturma, data, periodo, chamada_por, chamada_em)
       SELECT d.coddisciplina, ${ANO}, ${turmaN('k')}, x.data, p,
         ${PROFESSOR_BASE} + 1 + (k * ${DISCIPLINAS} + d.n) % ${PROFESSORES}, x.data + interval '13 hours'
       FROM ${dias} x, generate_series(0, ${TURMAS - 1}) k, generate_series(1, 6) p
       JOIN ${disciplinas} d ON true
       WHERE d.n = (p + x.ndia) % ${DISCIPLINAS}`,
    ],
    // Every student's mark in every lesson of their class, one in twenty an absence.
    [
      'presenca',
      `INSERT INTO presenca (codaula, codaluno, presente)
       SELECT x.codaula, a.codaluno, ${h('x.codaula * 7919 + substr(a.codaluno, 3)::int', 4, 20)} <> 0
       FROM aula x JOIN aluno a ON a.dados->>'codturma' = x.codturma AND (a.dados->>'anoletivo')::int = x.anoletivo
       WHERE a.codaluno LIKE 'GE%' AND x.coddisciplina IN (SELECT coddisciplina FROM ${disciplinas} dd)`,
    ],
    [
      'justificativa_falta',
      `INSERT INTO justificativa_falta (codaluno, codempresa, enviada_por, enviada_em, motivo, situacao, decidida_por,
         decidida_em, motivo_recusa)
       SELECT ${alunoCod(`1 + i % ${ALUNOS}`)}, ${ESCOLA}, ${RESPONSAVEL_BASE} + 1 + i % ${ALUNOS},
         date '${referencia}' - (i % 200), 'Consulta médica ' || i, s.situacao,
         CASE WHEN s.situacao <> 'pendente' THEN ${PESSOA.silvia} END,
         CASE WHEN s.situacao <> 'pendente' THEN date '${referencia}' - (i % 200) + 1 END,
         CASE WHEN s.situacao = 'recusada' THEN 'Sem atestado' END
       FROM generate_series(1, 12000) i,
         LATERAL (SELECT CASE WHEN i % 100 = 0 THEN 'pendente' WHEN i % 3 = 1 THEN 'recusada' ELSE 'aceita' END AS situacao) s`,
    ],
    // A recado a class a school day by the class's first teacher, half asking for ciência, one in ten to chosen students.
    [
      'recado',
      `INSERT INTO recado (codrecado, esc_codempresa, esc_anoletivo, esc_codturma, titulo, autor, codautor,
         dthpublicacao, texto, pede_ciencia, permite_respostas)
       SELECT ${RECADO_BASE} + x.ndia * ${TURMAS} + k, ${ESCOLA}, ${ANO}, ${turmaN('k')}, 'Recado ' || x.ndia || '-' || k,
         'Professor Gerado', ${PROFESSOR_BASE} + 1 + (k * ${DISCIPLINAS}) % ${PROFESSORES}, x.data + interval '10 hours',
         'Texto do recado gerado.', x.ndia % 2 = 0, true
       FROM ${dias} x, generate_series(0, ${TURMAS - 1}) k`,
    ],
    // The other schools' recados, a thousand each: the scope index must tell them apart from this school's.
    [
      'recado (outras escolas)',
      `INSERT INTO recado (codrecado, esc_codempresa, esc_anoletivo, esc_codturma, titulo, autor, dthpublicacao, texto)
       SELECT ${RECADO_BASE} + 100000 + r, ${OUTRA_ESCOLA_BASE} + r % ${OUTRAS_ESCOLAS}, ${ANO},
         'GO' || (r % ${TURMAS * OUTRAS_ESCOLAS}), 'Recado ' || r, 'Secretaria',
         date '${referencia}' - (r % 300) + interval '10 hours', 'Texto do recado gerado.'
       FROM generate_series(1, ${OUTRAS_ESCOLAS * 1000}) r`,
    ],
    [
      'recado_aluno',
      `INSERT INTO recado_aluno (codrecado, codaluno)
       SELECT r.codrecado, a.codaluno FROM recado r
       JOIN aluno a ON a.dados->>'codturma' = r.esc_codturma AND a.codaluno LIKE 'GE%'
       WHERE r.codrecado >= ${RECADO_BASE} AND r.codrecado % 10 = 3 AND ${h('substr(a.codaluno, 3)::int + r.codrecado', 5, 4)} = 0`,
    ],
    // Each family reads its class's recados, and confirms those that ask.
    [
      'recado_leitura',
      `INSERT INTO recado_leitura (codrecado, codpessoa)
       SELECT r.codrecado, ${RESPONSAVEL_BASE} + substr(a.codaluno, 3)::int FROM recado r
       JOIN aluno a ON a.dados->>'codturma' = r.esc_codturma AND a.codaluno LIKE 'GE%'
       WHERE r.codrecado >= ${RECADO_BASE}`,
    ],
    [
      'recado_ciente',
      `INSERT INTO recado_ciente (codrecado, codpessoa, codaluno, em, dispositivo)
       SELECT r.codrecado, ${RESPONSAVEL_BASE} + substr(a.codaluno, 3)::int, a.codaluno,
         r.dthpublicacao + interval '2 hours', 'Celular'
       FROM recado r JOIN aluno a ON a.dados->>'codturma' = r.esc_codturma AND a.codaluno LIKE 'GE%'
       WHERE r.codrecado >= ${RECADO_BASE} AND r.pede_ciencia`,
    ],
    [
      'recado_resposta',
      `INSERT INTO recado_resposta (codrecado, codfamilia, codpessoa, texto, em)
       SELECT r.codrecado, ${RESPONSAVEL_BASE} + substr(a.codaluno, 3)::int, ${RESPONSAVEL_BASE} + substr(a.codaluno, 3)::int,
         'Resposta gerada.', r.dthpublicacao + interval '3 hours'
       FROM recado r JOIN aluno a ON a.dados->>'codturma' = r.esc_codturma AND a.codaluno LIKE 'GE%'
       WHERE r.codrecado >= ${RECADO_BASE} AND r.codrecado % 20 = 1`,
    ],
  ];
}

/** Fills the school (presenca's indexes built after its 1.2 million rows), then ANALYZEs; each table's ms. */
export const gerarEscola = (db: Db, referencia: string) =>
  gerarEmUmaTransacao(db, formasEscola(referencia), new Set(['presenca']));
