import { CODDAO } from '@portal/core';
import { demoEm, pessoas, referenciaDe } from '../../src/seed-data/index.ts';

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
}

/** Calls the in-process portal as one of the entry's people and answers its conteudo (to find parameters). */
export type Chamar = (cpf: string, chamada: Chamada) => Promise<unknown>;

export interface Referencia {
  nome: string;
  /** CPFs; variant v acts as pessoas[v % pessoas.length]. */
  pessoas: readonly string[];
  /** Variants that may run at once, one per connection (a person signing up and cancelling holds one). */
  variantes?: number;
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

const ANA = '52998224725';
const BRUNO = '39053344705';
const CARLA = '71460238001';
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
