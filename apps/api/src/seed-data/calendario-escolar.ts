import { DIA } from './fatos.ts';
import { EMPRESA, TURMA } from './ids.ts';
import type { EventoEscolarSeed } from './types.ts';
import { dia } from './util/dia-demo.ts';

/**
 * The Colégio Horizonte's calendar (issue 31), rows of `evento_escolar`: the school's own days (read from fatos.ts,
 * like the recados and events that name them), the 4th bimester's exams of Lucas's 6º A and Mariana's 9º B, and one
 * class neither is in (1ª série A), so a family sees only their children's. Days move with the demo's days
 * (demoEm writes them out); national holidays are not here: the API computes them (date-holidays).
 */

const COLEGIO = EMPRESA.colegioHorizonte;

type Linha = [
  distancia: number,
  codturma: string | null,
  tipo: EventoEscolarSeed['tipo'],
  titulo: string,
  descricao: string,
  horario?: [inicio: string, fim: string | null],
  dias?: number,
];

const LINHAS: readonly Linha[] = [
  [
    DIA.reuniaoPais,
    null,
    'reuniao',
    'Reunião de pais e mestres',
    'Nas salas de aula de cada turma.',
    ['08:30', '11:30'],
  ],
  [DIA.recesso, null, 'recesso', 'Recesso escolar', 'Não haverá aula; as aulas voltam no dia seguinte.'],
  [
    DIA.passeioMuseu,
    TURMA.sextoA2026,
    'passeio',
    'Passeio ao Museu Catavento',
    'Saída às 7h do portão principal; volta prevista às 12h30. Levar lanche e garrafa de água.',
    ['07:00', '12:30'],
  ],
  [
    10,
    TURMA.sextoA2026,
    'prova',
    'Avaliação de Língua Inglesa',
    'Unidades 5 e 6 do livro.',
    ['09:20', '10:10'],
  ],
  [
    10,
    TURMA.nonoB2026,
    'prova',
    'Avaliação de Geografia',
    'Capítulos 7 e 8: globalização e blocos econômicos.',
    ['10:30', '11:20'],
  ],
  [
    DIA.feiraCiencias,
    null,
    'evento',
    'Feira de Ciências',
    'No ginásio, das 8h às 13h. Aberta às famílias.',
    ['08:00', '13:00'],
  ],
  [
    DIA.provasBimestre,
    null,
    'evento',
    'Semana de provas do 4º bimestre',
    'Saída antecipada às 11h nos dias de prova.',
    undefined,
    4,
  ],
  [
    DIA.provasBimestre,
    TURMA.sextoA2026,
    'prova',
    'Prova de Matemática',
    'Frações, números decimais e porcentagem. Trazer régua e calculadora não é permitido.',
    ['07:30', '09:10'],
  ],
  [
    DIA.provasBimestre + 1,
    TURMA.sextoA2026,
    'prova',
    'Prova de Língua Portuguesa',
    'Interpretação de texto e classes de palavras.',
    ['07:30', '09:10'],
  ],
  [
    DIA.provasBimestre + 2,
    TURMA.sextoA2026,
    'prova',
    'Prova de Ciências',
    'O corpo humano: sistemas digestório e respiratório.',
    ['07:30', '09:10'],
  ],
  [
    DIA.provasBimestre + 3,
    TURMA.sextoA2026,
    'prova',
    'Prova de História',
    'Grécia e Roma antigas.',
    ['07:30', '09:10'],
  ],
  [
    DIA.provasBimestre,
    TURMA.nonoB2026,
    'prova',
    'Prova de Língua Portuguesa',
    'Dissertação argumentativa.',
    ['07:30', '09:10'],
  ],
  [
    DIA.provasBimestre + 1,
    TURMA.nonoB2026,
    'prova',
    'Prova de Matemática',
    'Equações do 2º grau e funções.',
    ['07:30', '09:10'],
  ],
  [
    DIA.provasBimestre + 2,
    TURMA.nonoB2026,
    'prova',
    'Prova de Ciências',
    'Química: tabela periódica e ligações.',
    ['07:30', '09:10'],
  ],
  [
    DIA.provasBimestre + 1,
    TURMA.primeiraEM2026,
    'prova',
    'Prova de Física',
    'Cinemática.',
    ['07:30', '09:10'],
  ],
  [
    DIA.conselhoClasse,
    null,
    'reuniao',
    'Conselho de classe',
    'Sem aula à tarde para o Ensino Fundamental II.',
    ['14:00', '17:30'],
  ],
  [DIA.encerramentoBimestre, null, 'evento', 'Encerramento do 4º bimestre', 'Último dia letivo regular.'],
  [
    DIA.encerramentoBimestre - 2,
    TURMA.nonoB2026,
    'evento',
    'Ensaio da formatura',
    'No auditório; presença obrigatória dos formandos.',
    ['14:00', '16:00'],
  ],
  [
    DIA.formatura,
    TURMA.nonoB2026,
    'evento',
    'Formatura do 9º ano',
    'No auditório, às 19h. Cada formando tem quatro convites.',
    ['19:00', '22:00'],
  ],
  [
    DIA.recuperacao,
    null,
    'prova',
    'Recuperação final',
    'Para os alunos convocados no boletim.',
    undefined,
    4,
  ],
];

export const eventosEscolares: readonly EventoEscolarSeed[] = LINHAS.map(
  ([distancia, codturma, tipo, titulo, descricao, horario, dias = 0], i) => ({
    codeventoescolar: i + 1,
    codempresa: COLEGIO,
    anoletivo: 2026,
    codturma,
    tipo,
    titulo,
    descricao,
    data: dia(distancia, 'iso'),
    dataFim: dia(distancia + dias, 'iso'),
    diaTodo: horario === undefined,
    horaInicio: horario?.[0] ?? null,
    horaFim: horario?.[1] ?? null,
    publicadoPor: null,
  }),
);
