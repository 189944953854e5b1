import { condominios } from '../empresas.ts';
import { CONDOMINIO } from '../ids.ts';
import type { CondominioSeed, ModuloListaSeed, ModuloRegistroSeed } from '../types.ts';
import { dataBr, dataDe, reais } from '../util/referencia.ts';
import { contador, MESES, registroBoleto, type SituacaoBoleto } from '../util/registro.ts';

/** Condominium lists (condominio/*), scoped by codcondomino. */

const proximo = contador(20_000);
const escopo = (c: CondominioSeed) => ({ codcondomino: c.codcondomino });

const TAXAS: Record<string, { taxa: number; fundo: number; cnpj: string; banco: string }> = {
  [CONDOMINIO.acacias]: { taxa: 685.0, fundo: 68.5, cnpj: '36148579000181', banco: '001' },
  [CONDOMINIO.solarAtlantico]: { taxa: 1042.0, fundo: 104.2, cnpj: '25937468000138', banco: '237' },
  [CONDOMINIO.vilaVerde]: { taxa: 560.0, fundo: 56.0, cnpj: '12345678000195', banco: '756' },
};

const boletos: ModuloRegistroSeed[] = condominios.flatMap((c) =>
  ([11, 10, 9, 8, 7, 6] as const).map((mes) => {
    const t = TAXAS[c.codcondomino] ?? { taxa: 600, fundo: 60, cnpj: '12345678000195', banco: '001' };
    // September's assembly approved an extra apportionment for the garage gate in three instalments (Acácias).
    const rateio = c.codcondomino === CONDOMINIO.acacias && mes >= 10 ? 194.79 : 0;
    const valor = Math.round((t.taxa + t.fundo + rateio) * 100) / 100;
    const situacao: SituacaoBoleto =
      mes === 11 ? 'aberto' : mes === 10 && c.codcondomino === CONDOMINIO.solarAtlantico ? 'vencido' : 'pago';
    return registroBoleto({
      codregistro: proximo(),
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

const reservas: ModuloRegistroSeed[] = condominios.flatMap((c) =>
  (
    [
      ['Salão de festas', dataDe(2026, 11, 21), '14h às 22h', 150, 'Confirmada'],
      ['Churrasqueira', dataDe(2026, 11, 8), '11h às 18h', 80, 'Confirmada'],
      ['Quadra poliesportiva', dataDe(2026, 11, 14), '9h às 11h', 0, 'Aguardando aprovação'],
      ['Salão de festas', dataDe(2026, 10, 10), '15h às 21h', 150, 'Realizada'],
    ] as const
  ).map(([area, data, horario, valor, status]) => ({
    codregistro: proximo(),
    escopo: escopo(c),
    titulo: area,
    subtitulo: `${dataBr(data)} · ${horario}`,
    data,
    valor,
    status,
    statusCor:
      status === 'Confirmada'
        ? ('success' as const)
        : status === 'Realizada'
          ? ('medium' as const)
          : ('warning' as const),
    detalhes: [
      { rotulo: 'Condomínio', valor: c.nomcondominio },
      { rotulo: 'Unidade', valor: c.identificacao },
      { rotulo: 'Horário', valor: horario },
      { rotulo: 'Taxa de uso', valor: valor ? `${reais(valor)} no boleto seguinte` : 'Isenta' },
      { rotulo: 'Convidados', valor: 'Até 40 pessoas' },
    ],
  })),
);

const avisos: ModuloRegistroSeed[] = condominios.flatMap((c) =>
  (
    [
      [
        'Manutenção preventiva dos elevadores',
        '4 e 5 de novembro, das 9h às 16h',
        dataDe(2026, 10, 31),
        'Manutenção',
      ],
      [
        "Limpeza da caixa d'água",
        'Interrupção do abastecimento em 9 de novembro, das 8h às 14h',
        dataDe(2026, 10, 26),
        'Manutenção',
      ],
      [
        'Coleta seletiva',
        'Recicláveis às terças e sextas; orgânicos diariamente até as 20h',
        dataDe(2026, 10, 5),
        'Informativo',
      ],
      [
        'Obras no apartamento 801',
        'Barulho permitido de segunda a sexta, das 9h às 17h, até 30 de novembro',
        dataDe(2026, 10, 20),
        'Obras',
      ],
    ] as const
  ).map(([titulo, subtitulo, data, tipo]) => ({
    codregistro: proximo(),
    escopo: escopo(c),
    titulo,
    subtitulo,
    data,
    status: tipo,
    statusCor: tipo === 'Informativo' ? ('medium' as const) : ('warning' as const),
    detalhes: [
      { rotulo: 'Condomínio', valor: c.nomcondominio },
      { rotulo: 'Publicado por', valor: 'Administração' },
    ],
    html: `<p>${subtitulo}.</p><p>Em caso de dúvidas, procure a administração pelo portal.</p>`,
  })),
);

const assembleias: ModuloRegistroSeed[] = condominios.flatMap((c) => [
  {
    codregistro: proximo(),
    escopo: escopo(c),
    titulo: 'Assembleia Geral Ordinária',
    subtitulo: 'Prestação de contas e regulamento interno',
    data: '2026-09-20',
    status: 'Realizada',
    statusCor: 'medium' as const,
    documento: 'ata-assembleia-setembro-2026',
    detalhes: [
      { rotulo: 'Condomínio', valor: c.nomcondominio },
      { rotulo: 'Quórum', valor: '42 de 96 unidades' },
      { rotulo: 'Resultado', valor: 'Todas as pautas aprovadas' },
    ],
  },
  {
    codregistro: proximo(),
    escopo: escopo(c),
    titulo: 'Assembleia Geral Extraordinária',
    subtitulo: 'Orçamento 2027 e eleição do conselho fiscal',
    data: '2026-11-17',
    status: 'Convocada',
    statusCor: 'warning' as const,
    detalhes: [
      { rotulo: 'Condomínio', valor: c.nomcondominio },
      { rotulo: 'Local', valor: 'Salão de festas' },
      { rotulo: 'Primeira convocação', valor: '19h00' },
      { rotulo: 'Segunda convocação', valor: '19h30' },
    ],
  },
]);

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
  { modulo: 'condominio', lista: 'boletos', titulo: 'Boletos do condomínio', registros: boletos },
  { modulo: 'condominio', lista: 'reservas', titulo: 'Reservas de áreas comuns', registros: reservas },
  { modulo: 'condominio', lista: 'avisos', titulo: 'Avisos', registros: avisos },
  { modulo: 'condominio', lista: 'assembleias', titulo: 'Assembleias', registros: assembleias },
  { modulo: 'condominio', lista: 'prestacao-contas', titulo: 'Prestação de contas', registros: prestacao },
  { modulo: 'condominio', lista: 'inadimplencia', titulo: 'Inadimplência', registros: inadimplencia },
];
