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
  // Notices and assemblies are the buildings' own tables (issue 32, seed-data/assembleias.ts).
  { modulo: 'condominio', lista: 'prestacao-contas', titulo: 'Prestação de contas', registros: prestacao },
  { modulo: 'condominio', lista: 'inadimplencia', titulo: 'Inadimplência', registros: inadimplencia },
];

/** The condominiums' charges, in the `cobranca` table's row type. */
export const cobrancasCondominio: readonly CobrancaSeed[] = boletos;
