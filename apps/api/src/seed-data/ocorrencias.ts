import type { ocorrencia, ocorrenciaMensagem, ocorrenciaPasso } from '../db/schema/ocorrencias.ts';
import { CONDOMINIO, EDIFICIO, PESSOA } from './ids.ts';

// Ocorrências of the demo (issue 32): requests of Acácias's residents to its síndico, Roberto, dated back from the
// day the database is created, so that on any day one is past its deadline, one is waiting, one is concluded and
// rated, and one was concluded two days ago and can still be rated or reopened.

export type OcorrenciaSeed = typeof ocorrencia.$inferInsert;
export type PassoOcorrenciaSeed = typeof ocorrenciaPasso.$inferInsert;
export type MensagemOcorrenciaSeed = typeof ocorrenciaMensagem.$inferInsert;

interface Passo {
  passo: 'aberta' | 'em_andamento' | 'concluida' | 'avaliada';
  quem: number;
  /** Days before the reference day, and the time of day in Brasília ('19:40'). */
  dias: number;
  hora: string;
  nota?: number;
  /** A message sent with the step. */
  mensagem?: string;
}

interface Pedido {
  codocorrencia: number;
  codcondomino: string;
  quem: number;
  categoria: OcorrenciaSeed['categoria'];
  descricao: string;
  passos: readonly Passo[];
  /** Messages of the talk besides the steps' own. */
  conversa?: readonly { quem: number; dias: number; hora: string; texto: string; doSindico?: boolean }[];
}

const PEDIDOS: readonly Pedido[] = [
  {
    codocorrencia: 1,
    codcondomino: CONDOMINIO.acacias,
    quem: PESSOA.carla,
    categoria: 'vazamento',
    descricao:
      'Infiltração no teto do banheiro social, vindo do apartamento de cima. A mancha cresceu desde ontem e já pinga perto do box.',
    passos: [
      { passo: 'aberta', quem: PESSOA.carla, dias: 3, hora: '19:40' },
      {
        passo: 'em_andamento',
        quem: PESSOA.roberto,
        dias: 2,
        hora: '09:15',
        mensagem: 'Falei com o morador do 402. O encanador do condomínio vai olhar o ralo dele primeiro.',
      },
    ],
    conversa: [{ quem: PESSOA.carla, dias: 2, hora: '10:02', texto: 'Obrigada! Estarei em casa à tarde.' }],
  },
  {
    codocorrencia: 2,
    codcondomino: CONDOMINIO.acacias,
    quem: PESSOA.paulo,
    categoria: 'barulho',
    descricao:
      'Obra no apartamento 304 começando antes das 8h, fora do horário previsto no regulamento interno.',
    passos: [{ passo: 'aberta', quem: PESSOA.paulo, dias: 1, hora: '07:35' }],
  },
  {
    codocorrencia: 3,
    codcondomino: CONDOMINIO.acacias,
    quem: PESSOA.carla,
    categoria: 'limpeza',
    descricao: 'O hall do Bloco A ficou sem limpeza no fim de semana; há lixo perto do elevador.',
    passos: [
      { passo: 'aberta', quem: PESSOA.carla, dias: 4, hora: '11:20' },
      { passo: 'em_andamento', quem: PESSOA.roberto, dias: 3, hora: '08:30' },
      {
        passo: 'concluida',
        quem: PESSOA.roberto,
        dias: 2,
        hora: '17:45',
        mensagem: 'A equipe de limpeza reforçou a escala de sábado. O hall foi limpo hoje.',
      },
    ],
  },
  {
    codocorrencia: 4,
    codcondomino: CONDOMINIO.acacias,
    quem: PESSOA.carla,
    categoria: 'areas_comuns',
    descricao: 'Lâmpada queimada na escada do Bloco A, entre o 2º e o 3º andar.',
    passos: [
      { passo: 'aberta', quem: PESSOA.carla, dias: 12, hora: '20:10' },
      {
        passo: 'concluida',
        quem: PESSOA.roberto,
        dias: 11,
        hora: '09:00',
        mensagem: 'Lâmpada trocada hoje pela manhã.',
      },
      { passo: 'avaliada', quem: PESSOA.carla, dias: 11, hora: '12:30', nota: 5 },
    ],
  },
  {
    codocorrencia: 5,
    codcondomino: CONDOMINIO.acaciasB101,
    quem: PESSOA.roberto,
    categoria: 'manutencao',
    descricao: 'O portão da garagem do Bloco B está fechando devagar e às vezes para no meio do caminho.',
    passos: [{ passo: 'aberta', quem: PESSOA.roberto, dias: 6, hora: '18:05' }],
  },
];

/** An instant `dias` days before the reference day, at `hora` in Brasília (UTC−3, no daylight saving). */
function em(referencia: string, dias: number, hora: string): Date {
  const dia = new Date(`${referencia}T${hora}:00-03:00`);
  return new Date(dia.getTime() - dias * 86_400_000);
}

/** The demo's requests, their timelines and talks, as rows dated back from `referencia` ('yyyy-mm-dd'). */
export function ocorrenciasDemo(referencia: string) {
  const ocorrencias: OcorrenciaSeed[] = [];
  const passos: PassoOcorrenciaSeed[] = [];
  const mensagens: MensagemOcorrenciaSeed[] = [];
  for (const p of PEDIDOS) {
    const quando = (x: { dias: number; hora: string }) => em(referencia, x.dias, x.hora);
    const [abertura] = p.passos;
    const conclusao = p.passos.find((x) => x.passo === 'concluida');
    const avaliacao = p.passos.find((x) => x.passo === 'avaliada');
    const ultima = [...p.passos].reverse().find((x) => x.passo !== 'avaliada');
    if (!abertura) continue;
    ocorrencias.push({
      codocorrencia: p.codocorrencia,
      codedificio: EDIFICIO.acacias,
      codcondomino: p.codcondomino,
      codpessoa: p.quem,
      categoria: p.categoria,
      descricao: p.descricao,
      situacao: ultima?.passo ?? 'aberta',
      criadaEm: quando(abertura),
      abertaEm: quando(abertura),
      concluidaEm: conclusao ? quando(conclusao) : null,
      nota: avaliacao?.nota ?? null,
      avaliadaEm: avaliacao ? quando(avaliacao) : null,
    });
    for (const x of p.passos) {
      passos.push({
        codocorrencia: p.codocorrencia,
        passo: x.passo,
        codpessoa: x.quem,
        em: quando(x),
        nota: x.nota ?? null,
      });
      if (x.mensagem)
        mensagens.push({
          codocorrencia: p.codocorrencia,
          codpessoa: x.quem,
          doSindico: x.quem === PESSOA.roberto,
          texto: x.mensagem,
          em: quando(x),
        });
    }
    for (const c of p.conversa ?? [])
      mensagens.push({
        codocorrencia: p.codocorrencia,
        codpessoa: c.quem,
        doSindico: c.quem === PESSOA.roberto,
        texto: c.texto,
        em: quando(c),
      });
  }
  return { ocorrencias, passos, mensagens };
}
