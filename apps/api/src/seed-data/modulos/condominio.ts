import { condominios as todas } from '../empresas.ts';
import { DIA } from '../fatos.ts';
import { CONDOMINIO } from '../ids.ts';
import type { CobrancaSeed, CondominioSeed, ModuloListaSeed, ModuloRegistroSeed } from '../types.ts';
import { dia } from '../util/dia-demo.ts';
import { dataDe, reais } from '../util/referencia.ts';
import { cobrancaSeed, contador, MESES, type SituacaoBoleto } from '../util/registro.ts';

/** Condominium lists (condominio/*), scoped by codcondomino. */

const proximo = contador(20_000);
const escopo = (c: CondominioSeed) => ({ codcondomino: c.codcondomino });

const TAXAS: Record<string, { taxa: number; fundo: number; cnpj: string; banco: string }> = {
  [CONDOMINIO.acacias]: { taxa: 685.0, fundo: 68.5, cnpj: '36148579000181', banco: '001' },
  // Roberto's unit in the same building, 1.125 % of it against Carla's 1.0 %.
  [CONDOMINIO.acaciasB101]: { taxa: 770.63, fundo: 77.06, cnpj: '36148579000181', banco: '001' },
  [CONDOMINIO.solarAtlantico]: { taxa: 1042.0, fundo: 104.2, cnpj: '25937468000138', banco: '237' },
  [CONDOMINIO.vilaVerde]: { taxa: 560.0, fundo: 56.0, cnpj: '12345678000195', banco: '756' },
};
/** The units whose module lists the demo writes: the demo's residents' (not the gate's, not the empty units). */
const condominios = todas.filter((c) => c.codcondomino in TAXAS);
/**
 * A building's notices and assemblies are every unit's: Roberto's unit and the gate read Acácias's, written once for
 * Carla's unit (the gate reads the notices only).
 */
const doEdificio = (c: CondominioSeed) =>
  c.codcondomino === CONDOMINIO.acaciasB101 || c.codcondomino === CONDOMINIO.acaciasPortaria
    ? CONDOMINIO.acacias
    : c.codcondomino;

const boletos: CobrancaSeed[] = condominios.flatMap((c) =>
  ([11, 10, 9, 8, 7, 6] as const).map((mes) => {
    const t = TAXAS[c.codcondomino] ?? { taxa: 600, fundo: 60, cnpj: '12345678000195', banco: '001' };
    // September's assembly approved an extra apportionment for the garage gate in three instalments (Acácias).
    const rateio = c.codcondomino === CONDOMINIO.acacias && mes >= 10 ? 194.79 : 0;
    const valor = Math.round((t.taxa + t.fundo + rateio) * 100) / 100;
    const situacao: SituacaoBoleto =
      mes === 11 ? 'aberto' : mes === 10 && c.codcondomino === CONDOMINIO.solarAtlantico ? 'vencido' : 'pago';
    return cobrancaSeed({
      modulo: 'condominio',
      lista: 'boletos',
      codcobranca: proximo(),
      escopo: escopo(c),
      titulo: `Condomínio ${MESES[mes - 1]}/2026`,
      subtitulo: `${c.nomcondominio} · ${c.identificacao}`,
      vencimento: dataDe(2026, mes, 10),
      valor,
      situacao,
      banco: t.banco,
      beneficiario: c.nomcondominio,
      chavePix: t.cnpj,
      cidade: c.cidade,
      nossoNumero: `${c.codcondomino}${mes}`,
      ...(situacao === 'pago' ? { pagoEm: dataDe(2026, mes, 9) } : {}),
      // What makes up the amount; the fine and interest are the charge's own columns (its slip's instructions).
      itens: [
        { descricao: 'Taxa condominial', valor: t.taxa },
        { descricao: 'Fundo de reserva (10%)', valor: t.fundo },
        ...(rateio ? [{ descricao: 'Rateio extra - portão da garagem', valor: rateio }] : []),
      ],
    });
  }),
);

type Reserva = [
  area: string,
  dia: number,
  horario: string,
  valor: number,
  situacao: 'reserva' | 'reserva-pendente',
];
/**
 * Each unit's own bookings in its building: the ones ahead, nearest first, then the past ones. Days are relative to today (moved by days, like
 * the notification that confirms Carla's party room), so the ones ahead stay ahead and a held one stays past;
 * the status is core's, from the day.
 */
const RESERVAS: Readonly<Record<string, readonly Reserva[]>> = {
  [CONDOMINIO.acacias]: [
    ['Churrasqueira', 7, '11h às 18h', 80, 'reserva'],
    ['Quadra poliesportiva', 13, '9h às 11h', 0, 'reserva-pendente'],
    ['Salão de festas', DIA.reservaSalao, '14h às 22h', 150, 'reserva'],
    ['Salão de festas', -22, '15h às 21h', 150, 'reserva'],
  ],
  [CONDOMINIO.acaciasB101]: [['Quadra poliesportiva', 16, '18h às 20h', 0, 'reserva']],
  [CONDOMINIO.solarAtlantico]: [
    ['Espaço gourmet', 11, '12h às 17h', 120, 'reserva'],
    ['Sala de cinema', 25, '19h às 23h', 0, 'reserva-pendente'],
    ['Espaço gourmet', -30, '18h às 23h', 120, 'reserva'],
  ],
  [CONDOMINIO.vilaVerde]: [
    ['Quiosque da piscina', 9, '10h às 17h', 60, 'reserva'],
    ['Quadra de tênis', -5, '7h às 9h', 0, 'reserva'],
  ],
};

const reservas: ModuloRegistroSeed[] = condominios.flatMap((c) =>
  (RESERVAS[c.codcondomino] ?? []).map(([area, distancia, horario, valor, situacao]) => ({
    codregistro: proximo(),
    escopo: escopo(c),
    titulo: area,
    subtitulo: `${dia(distancia, 'br')} · ${horario}`,
    data: dia(distancia, 'iso'),
    valor,
    // Confirmed or awaiting approval until the day, then held (core's rule).
    situacao,
    detalhes: [
      { rotulo: 'Condomínio', valor: c.nomcondominio },
      { rotulo: 'Unidade', valor: c.identificacao },
      { rotulo: 'Horário', valor: horario },
      { rotulo: 'Taxa de uso', valor: valor ? `${reais(valor)} no boleto seguinte` : 'Isenta' },
      { rotulo: 'Convidados', valor: 'Até 40 pessoas' },
    ],
  })),
);

/**
 * Each building's own notices (the same facts as its recados, on the same days), newest first. Days are counted
 * from BASE_DEMO and move by days like the recados: what a notice announces stays ahead of its publication.
 */
type Aviso = [
  publicado: number,
  titulo: string,
  subtitulo: string,
  tipo: 'Manutenção' | 'Obras' | 'Informativo',
];
const AVISOS: Readonly<Record<string, readonly Aviso[]>> = {
  [CONDOMINIO.acacias]: [
    [
      -1,
      'Manutenção preventiva dos elevadores',
      `${dia(3, 'Semana')} e ${dia(4, 'semana')}, das 9h às 16h`,
      'Manutenção',
    ],
    [
      -12,
      'Obras no apartamento 801',
      `Barulho permitido de segunda a sexta, das 9h às 17h, até ${dia(29)}`,
      'Obras',
    ],
    [
      -27,
      'Coleta seletiva',
      'Recicláveis às terças e sextas; orgânicos diariamente até as 20h',
      'Informativo',
    ],
  ],
  [CONDOMINIO.solarAtlantico]: [
    [
      -4,
      'Dedetização das áreas comuns',
      `${dia(6, 'Semana')}; mantenha os animais dentro de casa`,
      'Manutenção',
    ],
    [
      -15,
      'Portaria remota 24 horas',
      `A partir de ${dia(30)}; retire a sua tag de acesso na administração`,
      'Informativo',
    ],
    [-33, 'Vagas de visitantes', 'Uso limitado a 4 horas, com registro na portaria', 'Informativo'],
  ],
  [CONDOMINIO.vilaVerde]: [
    [
      -6,
      "Limpeza da caixa d'água",
      `Interrupção do abastecimento ${dia(8, 'semana')}, das 8h às 14h`,
      'Manutenção',
    ],
    [-9, 'Poda das árvores da alameda', `De ${dia(10)} a ${dia(12)}; não estacione sob as árvores`, 'Obras'],
    [
      -40,
      'Coleta seletiva',
      'Recicláveis às segundas e quintas; orgânicos diariamente até as 19h',
      'Informativo',
    ],
  ],
};

const avisos: ModuloRegistroSeed[] = [...condominios, ...todas.filter((c) => c.fracao === null)].flatMap(
  (c) =>
    [...(AVISOS[doEdificio(c)] ?? [])]
      .sort(([a], [b]) => b - a)
      .map(([publicado, titulo, subtitulo, tipo]) => ({
        codregistro: proximo(),
        escopo: escopo(c),
        titulo,
        subtitulo,
        data: dia(publicado, 'iso'),
        status: tipo,
        statusCor: tipo === 'Informativo' ? ('medium' as const) : ('warning' as const),
        detalhes: [
          { rotulo: 'Condomínio', valor: c.nomcondominio },
          { rotulo: 'Publicado por', valor: 'Administração' },
        ],
        html: `<p>${subtitulo}.</p><p>Em caso de dúvidas, procure a administração pelo portal.</p>`,
      })),
);

/**
 * Each building's own assemblies, newest first. Days are counted from BASE_DEMO and move by days, like the event
 * that announces Acácias' extraordinary one (eventos.ts, the same DIA); the status is core's, from the day.
 */
type Assembleia = [
  dia: number,
  titulo: string,
  subtitulo: string,
  detalhes: [string, string][],
  documento?: string,
];
const ASSEMBLEIAS: Readonly<Record<string, readonly Assembleia[]>> = {
  [CONDOMINIO.acacias]: [
    [
      DIA.assembleiaAcacias,
      'Assembleia Geral Extraordinária',
      'Orçamento 2027 e eleição do conselho fiscal',
      [
        ['Local', 'Salão de festas'],
        ['Primeira convocação', '19h00'],
        ['Segunda convocação', '19h30'],
      ],
    ],
    [
      -42,
      'Assembleia Geral Ordinária',
      'Prestação de contas e regulamento interno',
      [
        ['Quórum', '42 de 96 unidades'],
        ['Resultado', 'Todas as pautas aprovadas'],
      ],
      'ata-assembleia-setembro-2026',
    ],
  ],
  [CONDOMINIO.solarAtlantico]: [
    [
      -20,
      'Assembleia Geral Extraordinária',
      'Contratação da portaria remota',
      [
        ['Quórum', '58 de 120 unidades'],
        ['Resultado', 'Aprovada a portaria remota 24 horas'],
      ],
    ],
    [
      -95,
      'Assembleia Geral Ordinária',
      'Prestação de contas do 1º semestre',
      [
        ['Quórum', '47 de 120 unidades'],
        ['Resultado', 'Contas aprovadas'],
      ],
    ],
  ],
  [CONDOMINIO.vilaVerde]: [
    [
      23,
      'Assembleia Geral Ordinária',
      'Previsão orçamentária de 2027 e reajuste da taxa',
      [
        ['Local', 'Quiosque central'],
        ['Primeira convocação', '9h00'],
        ['Segunda convocação', '9h30'],
      ],
    ],
  ],
};

const assembleias: ModuloRegistroSeed[] = condominios.flatMap((c) =>
  [...(ASSEMBLEIAS[doEdificio(c)] ?? [])]
    .sort(([a], [b]) => b - a)
    .map(([quando, titulo, subtitulo, detalhes, documento]) => ({
      codregistro: proximo(),
      escopo: escopo(c),
      titulo,
      subtitulo,
      // One whose minutes are published keeps the day the minutes state (documents are not moved).
      data: dia(quando, 'iso', documento ? 'fixo' : 'dias'),
      situacao: 'assembleia' as const,
      ...(documento ? { documento } : {}),
      detalhes: [
        { rotulo: 'Condomínio', valor: c.nomcondominio },
        { rotulo: 'Data', valor: dia(quando, 'br', documento ? 'fixo' : 'dias') },
        ...detalhes.map(([rotulo, valor]) => ({ rotulo, valor })),
      ],
    })),
);

const prestacao: ModuloRegistroSeed[] = condominios.flatMap((c) =>
  ([10, 9, 8, 7] as const).map((mes, i) => {
    const receitas = 71_280 + i * 913 - (c.codcondomino === CONDOMINIO.vilaVerde ? 32_000 : 0);
    const despesas = 66_940 + ((i * 3217) % 7000) - (c.codcondomino === CONDOMINIO.vilaVerde ? 30_500 : 0);
    const saldo = receitas - despesas;
    return {
      codregistro: proximo(),
      escopo: escopo(c),
      titulo: `Prestação de contas - ${MESES[mes - 1]}/2026`,
      subtitulo: c.nomcondominio,
      data: dataDe(2026, mes + 1, 5),
      valor: saldo,
      ...(saldo >= 0
        ? { status: 'Superávit', statusCor: 'success' as const }
        : { status: 'Déficit', statusCor: 'danger' as const }),
      detalhes: [
        { rotulo: 'Receitas', valor: reais(receitas) },
        { rotulo: 'Despesas', valor: reais(despesas) },
        { rotulo: 'Resultado do mês', valor: reais(saldo) },
      ],
      html:
        '<table><thead><tr><th>Conta</th><th>Valor</th></tr></thead><tbody>' +
        `<tr><td>Taxas condominiais recebidas</td><td>${reais(receitas * 0.9)}</td></tr>` +
        `<tr><td>Fundo de reserva</td><td>${reais(receitas * 0.1)}</td></tr>` +
        `<tr><td>Folha e encargos da portaria</td><td>${reais(despesas * 0.48)}</td></tr>` +
        `<tr><td>Água e energia</td><td>${reais(despesas * 0.22)}</td></tr>` +
        `<tr><td>Manutenção e conservação</td><td>${reais(despesas * 0.2)}</td></tr>` +
        `<tr><td>Administração</td><td>${reais(despesas * 0.1)}</td></tr>` +
        '</tbody></table>',
    };
  }),
);

const inadimplencia: ModuloRegistroSeed[] = condominios.flatMap((c) =>
  (
    [
      ['Bloco B - Apto 104', 3, 2411.7, 'Em cobrança judicial'],
      ['Bloco A - Apto 507', 1, 790.2, 'Notificado'],
      ['Bloco C - Apto 1201', 2, 1580.4, 'Acordo em andamento'],
    ] as const
  ).map(([unidade, meses, valor, status]) => ({
    codregistro: proximo(),
    escopo: escopo(c),
    titulo: unidade,
    subtitulo: `${meses} ${meses === 1 ? 'mês' : 'meses'} em atraso`,
    data: '2026-10-31',
    valor,
    status,
    statusCor: status === 'Em cobrança judicial' ? ('danger' as const) : ('warning' as const),
    detalhes: [
      { rotulo: 'Condomínio', valor: c.nomcondominio },
      { rotulo: 'Meses em atraso', valor: String(meses) },
      { rotulo: 'Valor atualizado', valor: reais(valor) },
    ],
  })),
);

export const listasCondominio: readonly ModuloListaSeed[] = [
  // A list of charges: its header here, its bills in the `cobranca` table (cobrancasCondominio).
  { modulo: 'condominio', lista: 'boletos', titulo: 'Boletos do condomínio', registros: [] },
  { modulo: 'condominio', lista: 'reservas', titulo: 'Reservas de áreas comuns', registros: reservas },
  { modulo: 'condominio', lista: 'avisos', titulo: 'Avisos', registros: avisos },
  { modulo: 'condominio', lista: 'assembleias', titulo: 'Assembleias', registros: assembleias },
  { modulo: 'condominio', lista: 'prestacao-contas', titulo: 'Prestação de contas', registros: prestacao },
  { modulo: 'condominio', lista: 'inadimplencia', titulo: 'Inadimplência', registros: inadimplencia },
];

/** The condominiums' charges, in the `cobranca` table's row type. */
export const cobrancasCondominio: readonly CobrancaSeed[] = boletos;
