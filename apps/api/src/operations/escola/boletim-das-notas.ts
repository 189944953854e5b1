import { formatNota, mediaDasNotas, notaDoBimestre, situacaoDaMedia } from '@portal/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { aluno, disciplina, frequencia, nota } from '../../db/schema/index.ts';
import type { RegistroModulo } from '../../db/schema/tipos.ts';
import type { Alcance } from '../alcance.ts';

/**
 * The boletim (list escola/boletim of coddao 300/301), computed from the `nota` rows the teacher's sheet reads too
 * (issue 28): one card per student, subject and school year, its text and status from the numbers by core's rules.
 * A card has no stored record: its code is the negative of its first grade row's `codnota`, so it never meets a
 * `modulo_registro` code (all positive) in coddao 301.
 */

/** The list whose records are these cards. */
export const LISTA_BOLETIM = { modulo: 'escola', lista: 'boletim' } as const;

const BIMESTRES = [1, 2, 3, 4] as const;

interface Cartao {
  codregistro: number;
  aluno: { nome: string; serie: string };
  disciplina: string;
  ordem: number;
  anoletivo: number;
  notas: Map<number, { nota: number; recuperacao: number | null }>;
  faltas: number;
}

/**
 * The cards the context admits: its students only (a parent's chosen child, or each of their children), of the
 * companies in context, of the school year in context — or, when none is chosen, each student's current year.
 */
async function cartoes(db: Executor, alcance: Alcance): Promise<Cartao[]> {
  const ano =
    alcance.anoletivo === null
      ? sql`${nota.anoletivo} = (${aluno.dados}->>'anoletivo')::int`
      : eq(nota.anoletivo, alcance.anoletivo);
  const turma = alcance.codturma === null ? undefined : eq(nota.codturma, alcance.codturma);
  const [linhas, faltas] = await Promise.all([
    db
      .select({
        codnota: nota.codnota,
        codaluno: nota.codaluno,
        aluno: aluno.dados,
        coddisciplina: nota.coddisciplina,
        disciplina: disciplina.nome,
        ordem: disciplina.ordem,
        anoletivo: nota.anoletivo,
        bimestre: nota.bimestre,
        nota: nota.nota,
        recuperacao: nota.recuperacao,
      })
      .from(nota)
      .innerJoin(aluno, eq(aluno.codaluno, nota.codaluno))
      .innerJoin(disciplina, eq(disciplina.coddisciplina, nota.coddisciplina))
      .where(
        and(
          inArray(nota.codaluno, alcance.alunos),
          inArray(disciplina.codempresa, alcance.empresas),
          ano,
          turma,
        ),
      ),
    db
      .select({
        codaluno: frequencia.codaluno,
        coddisciplina: frequencia.coddisciplina,
        anoletivo: frequencia.anoletivo,
        faltas: sql<number>`sum(${frequencia.faltas})::int`,
      })
      .from(frequencia)
      .where(inArray(frequencia.codaluno, alcance.alunos))
      .groupBy(frequencia.codaluno, frequencia.coddisciplina, frequencia.anoletivo),
  ]);
  const chave = (l: { codaluno: string; coddisciplina: number; anoletivo: number }) =>
    `${l.codaluno}|${l.coddisciplina}|${l.anoletivo}`;
  const faltasPor = new Map(faltas.map((f) => [chave(f), Number(f.faltas)]));
  const porCartao = new Map<string, Cartao>();
  for (const l of linhas) {
    const k = chave(l);
    const cartao = porCartao.get(k) ?? {
      codregistro: -l.codnota,
      aluno: { nome: l.aluno.nome, serie: l.aluno.serie },
      disciplina: l.disciplina,
      ordem: l.ordem,
      anoletivo: l.anoletivo,
      notas: new Map(),
      faltas: faltasPor.get(k) ?? 0,
    };
    // The first grade row names the card: the negative of the smallest codnota is the largest code.
    cartao.codregistro = Math.max(cartao.codregistro, -l.codnota);
    cartao.notas.set(l.bimestre, { nota: l.nota, recuperacao: l.recuperacao });
    porCartao.set(k, cartao);
  }
  return [...porCartao.values()].sort(
    (a, b) =>
      a.aluno.nome.localeCompare(b.aluno.nome, 'pt-BR') ||
      a.ordem - b.ordem ||
      a.disciplina.localeCompare(b.disciplina, 'pt-BR') ||
      b.anoletivo - a.anoletivo,
  );
}

/** A card as a module record: "Lucas · 1º bim 8,5 · 2º bim 7,0", its average's word and the details. */
function registro(c: Cartao): RegistroModulo {
  const contam = BIMESTRES.map((b) => {
    const n = c.notas.get(b);
    return n ? notaDoBimestre(n) : null;
  });
  const media = mediaDasNotas(contam);
  const lancados = BIMESTRES.filter((b) => contam[b - 1] !== null);
  const primeiroFaltando = BIMESTRES.find((b) => contam[b - 1] === null);
  const detalheDo = (b: number) => {
    const n = c.notas.get(b);
    if (!n) return b === primeiroFaltando ? 'Em andamento' : 'Não iniciado';
    return n.recuperacao === null
      ? formatNota(n.nota)
      : `${formatNota(n.nota)} (recuperação ${formatNota(n.recuperacao)})`;
  };
  return {
    codregistro: c.codregistro,
    escopo: {},
    titulo: c.disciplina,
    subtitulo: [
      c.aluno.nome.split(' ')[0],
      ...lancados.map((b) => `${b}º bim ${formatNota(contam[b - 1] as number)}`),
    ].join(' · '),
    ...(media === null ? {} : situacaoDaMedia(media)),
    detalhes: [
      { rotulo: 'Aluno', valor: c.aluno.nome },
      { rotulo: 'Série', valor: c.aluno.serie },
      { rotulo: 'Ano letivo', valor: String(c.anoletivo) },
      ...BIMESTRES.map((b) => ({ rotulo: `${b}º bimestre`, valor: detalheDo(b) })),
      {
        rotulo: lancados.length === BIMESTRES.length ? 'Média final' : 'Média parcial',
        valor: media === null ? '–' : formatNota(media),
      },
      { rotulo: 'Faltas', valor: String(c.faltas) },
    ],
  };
}

/** The boletim's records the context admits, optionally those whose subject or text holds `busca`. */
export async function registrosDoBoletim(
  db: Executor,
  alcance: Alcance,
  busca = '',
): Promise<RegistroModulo[]> {
  const termo = busca.trim().toLocaleLowerCase('pt-BR');
  return (await cartoes(db, alcance))
    .map(registro)
    .filter(
      (r) =>
        !termo ||
        r.titulo.toLocaleLowerCase('pt-BR').includes(termo) ||
        (r.subtitulo ?? '').toLocaleLowerCase('pt-BR').includes(termo),
    );
}
