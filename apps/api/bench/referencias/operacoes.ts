import { CODDAO } from '@portal/core';
import { AREA, demoEm, pessoas, referenciaDe } from '../../src/seed-data/index.ts';

// The bench's one registry of operations measured against the engine's own limit (issue 30). An entry says what
// a connection sends, as whom; the reference process (servidor.ts) sends each call once through the portal's own
// code, records the SQL it issued (drizzle's logger: the real statements, never retyped) and serves a bare Fastify
// route that runs just those statements on the same driver, database and pool. An operation added later joins the
// table by adding its entry here.

/** One V4 call of a connection's cycle. */
export interface Chamada {
  coddao: number;
  parametros: unknown[];
  conteudo?: unknown;
  /** Sent with a new Idempotency-Key each time; its reference is its effect in one transaction, no claim. */
  idempotente?: boolean;
  /** A cleanup call that answers a domain conflict when there is nothing to clean (a grade already cleared). */
  conflitoEsperado?: boolean;
  /**
   * One of a race's contenders: its answer is the one booking that wins or the domain conflict (400) the database's
   * constraint makes of every other, on the portal and on the reference alike; neither is a failure.
   */
  disputada?: boolean;
}

/** A race's cycle: its losers' domain conflict (400) is an answer, on the portal and on the reference. */
export const aceitosDe = (ciclo: readonly Chamada[] = []): number[] | undefined =>
  ciclo.some((c) => c.disputada) ? [400] : undefined;

/** Calls the in-process portal as one of the entry's people and answers its conteudo (to find parameters). */
export type Chamar = (cpf: string, chamada: Chamada) => Promise<unknown>;

export interface Referencia {
  nome: string;
  /** CPFs; variant v acts as pessoas[v % pessoas.length]. */
  pessoas: readonly string[];
  /**
   * Variants that may run at once, one per connection (a person signing up and cancelling holds one); a function
   * when they come from the data (`preparar`'s findings: one per student without a grade).
   */
  variantes?: number | ((achados: Record<string, unknown>) => number);
  /** The calls one connection sends in turn, for variant v (its parameters found by `preparar`, if any). */
  ciclo(v: number, achados: Record<string, unknown>): Chamada[];
  /** Finds what the calls need from the data itself (a charge's code), run once before the capture. */
  preparar?(chamar: Chamar): Promise<Record<string, unknown>>;
  /**
   * Calls through the operations themselves that bring variant v's data back after a measure stopped mid-cycle
   * (conditional: a cancellation of nothing changes nothing), on the portal and on the reference's database.
   */
  limpeza?(v: number, achados: Record<string, unknown>): Chamada[];
}

/** How many variants an entry runs, once its data is found. */
export const variantesDe = (ref: Referencia, achados: Record<string, unknown>): number =>
  typeof ref.variantes === 'function' ? ref.variantes(achados) : (ref.variantes ?? 1);

/**
 * What the load's cycle is told (bench/carga.ts): an entry that declares variants holds one per connection, so it
 * runs on as many connections as it has variants; one that declares none shares its only one among all the
 * connections (undefined), at the bench's 50.
 */
export const variantesExclusivas = (ref: Referencia, achados: Record<string, unknown>): number | undefined =>
  ref.variantes === undefined ? undefined : variantesDe(ref, achados);

const ANA = '52998224725';
const BRUNO = '39053344705';
const CARLA = '71460238001';
const SILVIA = '48215973655';
/** Carla's unit's other resident (issue 32: residents who conflict). */
const PAULO = '73160492869';
/** Ana's first child: the cafeteria card whose limit the write sets. */
const CODALUNO = pessoas.find((p) => p.cpf === ANA)?.alunos[0];

/** Every demo account with a password: the people who contend for one event's seats. */
export const COM_SENHA = pessoas.flatMap((p) => (p.cpf && !p.semSenha ? [p.cpf] : []));

/** A free event open to everyone, with seats for all of them at once (its code is the demo's, not its date's). */
function eventoDisputado(): number {
  const e = demoEm(referenciaDe(new Date())).eventos.find(
    (e) =>
      Object.keys(e.escopo).length === 0 &&
      Number(e.valor) === 0 &&
      e.vagas - e.inscritos - e.inscritosDemo.length > COM_SENHA.length,
  );
  if (!e) throw new Error('nenhum evento gratuito, aberto a todos, com vagas para todos');
  return e.codevento;
}

/** 14:00 in Brasília (the party room's second period) a hundred days from now: far from the demo's bookings. */
function horarioDisputado(): string {
  const dia = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);
  return `${dia}T17:00:00.000Z`;
}

const reservaDisputada = (inicio: string) => ({
  coddao: CODDAO.reservarArea,
  parametros: ['W1', AREA.salaoAcacias],
  conteudo: { inicio },
  idempotente: true,
  disputada: true,
});

/** At most one variant per connection the load can open. */
const CONEXOES_MAX = 50;

const ficha: Chamada = { coddao: CODDAO.fichaProfessor, parametros: ['W1'] };

interface SemNota {
  anoletivo: number;
  codturma: string;
  coddisciplina: number;
  bimestre: number;
  codaluno: string;
}

/** The teacher's students without a grade in the sheet's last bimester, each with the class and subject. */
function semNotaNoBimestre(conteudo: unknown): SemNota[] {
  const turmas = (
    conteudo as {
      turmas: {
        codturma: string;
        coddisciplina?: number;
        anoletivo?: number;
        alunos: { codaluno: string; linhas?: { bimestre: number }[] }[];
      }[];
    }
  ).turmas;
  return turmas.flatMap((t) =>
    t.coddisciplina === undefined || t.anoletivo === undefined
      ? []
      : t.alunos
          .filter((a) => !(a.linhas ?? []).some((l) => l.bimestre === 4))
          .map((a) => ({
            anoletivo: t.anoletivo as number,
            codturma: t.codturma,
            coddisciplina: t.coddisciplina as number,
            bimestre: 4,
            codaluno: a.codaluno,
          })),
  );
}

interface AulaRecente {
  codaula: number;
  ausentes: string[];
}

/** The teacher's lessons of the last four weeks, with the absences already marked (saved again as they are). */
async function aulasRecentes(chamar: Chamar): Promise<AulaRecente[]> {
  const aulas: AulaRecente[] = [];
  const hoje = new Date();
  for (let d = 0; d < 28 && aulas.length < CONEXOES_MAX; d++) {
    const dia = new Date(hoje.getTime() - d * 86_400_000).toISOString().slice(0, 10);
    const r = (await chamar(BRUNO, { coddao: CODDAO.aulasDoDia, parametros: ['W1', dia] })) as {
      aulas: { codaula: number; alunos: { codaluno: string; presente: boolean }[] }[];
    };
    for (const a of r.aulas)
      aulas.push({
        codaula: a.codaula,
        ausentes: a.alunos.filter((x) => !x.presente).map((x) => x.codaluno),
      });
  }
  if (aulas.length === 0) throw new Error('o professor não tem aulas nas últimas quatro semanas');
  return aulas;
}

const primeiro = (conteudo: unknown, campo: string) => {
  const item = (conteudo as { itens?: Record<string, unknown>[] }).itens?.[0];
  if (!item) throw new Error(`lista vazia ao procurar ${campo}`);
  return item[campo];
};

export const REFERENCIAS: readonly Referencia[] = [
  {
    nome: 'recados (200), da memória',
    pessoas: [ANA],
    ciclo: () => [{ coddao: CODDAO.recados, parametros: ['W1', 1, 20] }],
  },
  {
    nome: 'cobranças de uma lista (500)',
    pessoas: [ANA],
    ciclo: () => [{ coddao: CODDAO.cobrancas, parametros: ['W1', 'escola', 'mensalidades', 1, 20] }],
  },
  {
    // A condominium's list: it stays in modulo_registro (the school's grades are leaving it for typed tables).
    nome: 'lista de um módulo (300, condomínio)',
    pessoas: [CARLA],
    ciclo: () => [
      { coddao: CODDAO.moduloRegistros, parametros: ['W1', 'condominio', 'prestacao-contas', 1, 20] },
    ],
  },
  {
    // Issue 32: a building's assemblies, and one of them with its agenda, the unit's votes and the live quorum.
    nome: 'assembleias do prédio (740) e uma assembleia (741)',
    pessoas: [CARLA],
    preparar: async (chamar) => ({
      codassembleia: primeiro(
        await chamar(CARLA, { coddao: CODDAO.assembleias, parametros: ['W1', 1, 1] }),
        'codassembleia',
      ),
    }),
    ciclo: (_v, a) => [
      { coddao: CODDAO.assembleias, parametros: ['W1', 1, 20] },
      { coddao: CODDAO.assembleia, parametros: ['W1', a.codassembleia] },
    ],
  },
  {
    // Issue 32: a common area's month of availability (708) and the unit's bookings (703), as a resident reads
    // them before booking.
    nome: 'mês de uma área (708) e minhas reservas (703)',
    pessoas: [CARLA],
    preparar: async (chamar) => ({
      codarea: primeiro(await chamar(CARLA, { coddao: CODDAO.areasComuns, parametros: ['W1'] }), 'codarea'),
      mes: new Date().toISOString().slice(0, 7),
    }),
    ciclo: (_v, a) => [
      { coddao: CODDAO.calendarioArea, parametros: ['W1', a.codarea, a.mes] },
      { coddao: CODDAO.minhasReservas, parametros: ['W1'] },
    ],
  },
  {
    nome: 'uma cobrança (501)',
    pessoas: [ANA],
    preparar: async (chamar) => ({
      codcobranca: primeiro(
        await chamar(ANA, { coddao: CODDAO.cobrancas, parametros: ['W1', 'escola', 'mensalidades', 1, 1] }),
        'codcobranca',
      ),
    }),
    ciclo: (_v, a) => [{ coddao: CODDAO.cobranca, parametros: ['W1', 'escola', a.codcobranca] }],
  },
  {
    // Issue 31: the teacher's day (classes, grades missing this bimester, replies waiting).
    nome: 'início do professor (208)',
    pessoas: [BRUNO],
    ciclo: () => [{ coddao: CODDAO.inicioProfessor, parametros: ['W1'] }],
  },
  {
    // Issue 31: a family's thread under a recado of the teacher's that takes replies (the demo's recado 11).
    nome: 'conversa de um recado (204)',
    pessoas: [ANA],
    ciclo: () => [{ coddao: CODDAO.respostasRecado, parametros: ['W1', 11] }],
  },
  {
    // Issue 31: the family's boletim and frequência of one child, each one statement.
    nome: 'boletim (242) e frequência (245) de um filho',
    pessoas: [ANA],
    ciclo: () => [
      { coddao: CODDAO.boletim, parametros: ['W1', CODALUNO] },
      { coddao: CODDAO.frequenciaAluno, parametros: ['W1', CODALUNO] },
    ],
  },
  {
    // Issue 31: the school office's two lists.
    nome: 'secretaria: justificativas (290) e risco (292)',
    pessoas: [SILVIA],
    ciclo: () => [
      { coddao: CODDAO.justificativasPendentes, parametros: ['W1'] },
      { coddao: CODDAO.riscoFrequencia, parametros: ['W1'] },
    ],
  },
  {
    // Issue 31: what the teacher reads before grading (the sheet, 240) and before the roll call (today, 243).
    nome: 'ficha do professor (240) e aulas do dia (243)',
    pessoas: [BRUNO],
    ciclo: () => [
      { coddao: CODDAO.fichaProfessor, parametros: ['W1'] },
      { coddao: CODDAO.aulasDoDia, parametros: ['W1'] },
    ],
  },
  {
    // Issue 31: Lançar notas, one student's grade given and cleared again per cycle (insert, then delete at the
    // version it made): each connection holds a student with no grade in the last bimester, so the saves never
    // conflict with each other and the data ends as it began.
    nome: 'lançar nota (241, dar e apagar)',
    pessoas: [BRUNO],
    variantes: (a) => Math.min(CONEXOES_MAX, (a.semNota as unknown[]).length),
    preparar: async (chamar) => ({ semNota: semNotaNoBimestre(await chamar(BRUNO, ficha)) }),
    ciclo: (v, a) => {
      const n = (a.semNota as SemNota[])[v] as SemNota;
      const salvar = (nota: string, versao?: number) => ({
        coddao: CODDAO.salvarNotas,
        parametros: ['W1', n.anoletivo, n.codturma, n.coddisciplina, n.bimestre],
        conteudo: { notas: [{ codaluno: n.codaluno, nota, ...(versao ? { versao } : {}) }] },
        idempotente: true,
      });
      return [salvar('7,5'), salvar('', 1)];
    },
    limpeza: (v, a) => {
      const n = (a.semNota as SemNota[])[v] as SemNota;
      return [
        {
          coddao: CODDAO.salvarNotas,
          parametros: ['W1', n.anoletivo, n.codturma, n.coddisciplina, n.bimestre],
          conteudo: { notas: [{ codaluno: n.codaluno, nota: '', versao: 1 }] },
          idempotente: true,
          conflitoEsperado: true,
        },
      ];
    },
  },
  {
    // Issue 31: the roll call saved again (an upsert of each student's mark and the lesson's "chamada feita"),
    // each connection on a lesson of its own from the teacher's recent days.
    nome: 'salvar chamada (244)',
    pessoas: [BRUNO],
    variantes: (a) => Math.min(CONEXOES_MAX, (a.aulas as unknown[]).length),
    preparar: async (chamar) => ({ aulas: await aulasRecentes(chamar) }),
    ciclo: (v, a) => {
      const aula = (a.aulas as AulaRecente[])[v] as AulaRecente;
      return [
        {
          coddao: CODDAO.salvarChamada,
          parametros: ['W1', aula.codaula],
          conteudo: { ausentes: aula.ausentes },
          idempotente: true,
        },
      ];
    },
  },
  {
    nome: 'escrita idempotente (503, chave nova)',
    pessoas: [ANA],
    ciclo: () => [
      {
        coddao: CODDAO.limiteCantina,
        parametros: ['W1', CODALUNO],
        conteudo: { limiteDiarioCentavos: 2500 },
        idempotente: true,
      },
    ],
  },
  {
    // Issue 32's double-booking race: Carla and Paulo, of the same unit, ask for the same slot of the party room on
    // every connection. The slot was taken before the measure (`preparar`; on PGlite's copy, by the warm-up's first
    // request): each request is a whole booking write the exclusion constraint refuses, answered as the domain
    // conflict naming the area and the time; the reference runs the same statements until the same refusal.
    nome: 'reserva disputada (702, 2 moradores)',
    pessoas: [CARLA, PAULO],
    variantes: CONEXOES_MAX,
    preparar: async (chamar) => {
      const chamada = reservaDisputada(horarioDisputado());
      await chamar(CARLA, chamada).catch((erro: unknown) => {
        if (!/"CONFLITO"/.test(String(erro))) throw erro;
      });
      return { inicio: chamada.conteudo.inicio };
    },
    ciclo: (_v, a) => [reservaDisputada(a.inicio as string)],
  },
  {
    // Every account with a password signs up for the same event and cancels, each on a connection of its own:
    // they contend for the event's row (locked by both) and its seats, and the data ends as it began.
    nome: `inscrição disputada (483/484, ${COM_SENHA.length} pessoas)`,
    pessoas: COM_SENHA,
    variantes: COM_SENHA.length,
    preparar: async () => ({ codevento: eventoDisputado() }),
    ciclo: (_v, a) => [
      { coddao: CODDAO.inscricaoEvento, parametros: ['W1', a.codevento], conteudo: {}, idempotente: true },
      { coddao: CODDAO.cancelarInscricaoEvento, parametros: ['W1', a.codevento], idempotente: true },
    ],
    limpeza: (_v, a) => [
      { coddao: CODDAO.cancelarInscricaoEvento, parametros: ['W1', a.codevento], idempotente: true },
    ],
  },
];
