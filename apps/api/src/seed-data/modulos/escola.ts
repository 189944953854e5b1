import { cartaoCantina } from '../cantina.ts';
import { alunos } from '../empresas.ts';
import { ALUNO, EMPRESA } from '../ids.ts';
import type { AlunoSeed, CobrancaSeed, ModuloListaSeed, ModuloRegistroSeed } from '../types.ts';
import { dia } from '../util/dia-demo.ts';
import { dataDe, reais } from '../util/referencia.ts';
import { cobrancaSeed, contador, MESES, type SituacaoBoleto } from '../util/registro.ts';

/** School and cafeteria lists (escola/*, cantina/*). Records of a student are scoped by codaluno. */

const proximo = contador(10_000);
const COLEGIO = {
  beneficiario: 'Colégio Horizonte',
  chavePix: '24567891000120',
  cidade: 'Campinas',
  banco: '341',
};
const escopoAluno = (a: AlunoSeed) => ({ codempresa: EMPRESA.colegioHorizonte, codaluno: a.codaluno });

const frequencia: ModuloRegistroSeed[] = alunos.flatMap((a) =>
  [
    [10, 21],
    [9, 21],
    [8, 20],
    [6, 21],
  ].map(([mes, dias], i) => {
    const faltas = (a.codaluno.charCodeAt(5) + i * 2) % 3;
    const pct = Math.round((((dias as number) - faltas) / (dias as number)) * 1000) / 10;
    return {
      codregistro: proximo(),
      escopo: escopoAluno(a),
      titulo: `${MESES[(mes as number) - 1]} de 2026`,
      subtitulo: `${a.nome.split(' ')[0]} · ${dias} dias letivos · ${faltas} ${faltas === 1 ? 'falta' : 'faltas'}`,
      data: dataDe(2026, mes as number, 1),
      status: `${String(pct).replace('.', ',')}% de presença`,
      statusCor: pct >= 90 ? ('success' as const) : ('warning' as const),
      detalhes: [
        { rotulo: 'Aluno', valor: a.nome },
        { rotulo: 'Dias letivos', valor: String(dias) },
        { rotulo: 'Faltas', valor: String(faltas) },
        { rotulo: 'Faltas justificadas', valor: faltas > 0 ? '1' : '0' },
        { rotulo: 'Frequência', valor: `${String(pct).replace('.', ',')}%` },
      ],
    };
  }),
);

const escola = { codempresa: EMPRESA.colegioHorizonte };

const MENSALIDADE: Record<string, number> = {
  [ALUNO.lucas]: 2180,
  [ALUNO.mariana]: 2390,
  [ALUNO.tiago]: 2940,
};
const mensalidades: CobrancaSeed[] = alunos.flatMap((a) =>
  ([6, 7, 8, 9, 10, 11] as const).map((mes) => {
    const situacao: SituacaoBoleto =
      mes === 11 ? 'aberto' : mes === 10 && a.codaluno === ALUNO.tiago ? 'vencido' : 'pago';
    const valor = MENSALIDADE[a.codaluno] ?? 2180;
    const vencimento = dataDe(2026, mes, 10);
    return cobrancaSeed({
      modulo: 'escola',
      lista: 'mensalidades',
      codcobranca: proximo(),
      escopo: escopoAluno(a),
      titulo: `Mensalidade ${MESES[mes - 1]}/2026`,
      subtitulo: `${a.nome} · ${a.serie}`,
      vencimento,
      valor,
      situacao,
      ...COLEGIO,
      nossoNumero: `109${a.codaluno.slice(1)}${mes}`,
      ...(situacao === 'pago' ? { pagoEm: dataDe(2026, mes, 8) } : {}),
      desconto: { valor: valor * 0.05, ate: dataDe(2026, mes, 5) },
    });
  }),
);

const matriculas: ModuloRegistroSeed[] = alunos.map((a, i) => ({
  codregistro: proximo(),
  escopo: escopoAluno(a),
  titulo: `Rematrícula 2027 - ${a.nome}`,
  subtitulo: `De ${a.serie} para a série seguinte`,
  data: dataDe(2026, 11, 3 + i),
  valor: (MENSALIDADE[a.codaluno] ?? 2180) * 1.068,
  ...(i === 0
    ? { status: 'Confirmada', statusCor: 'success' as const }
    : i === 1
      ? { status: 'Pendente de documentos', statusCor: 'warning' as const }
      : { status: 'Não iniciada', statusCor: 'medium' as const }),
  detalhes: [
    { rotulo: 'Aluno', valor: a.nome },
    { rotulo: 'Reajuste 2027', valor: '6,8%' },
    { rotulo: 'Prazo com desconto', valor: '15/11/2026' },
    { rotulo: 'Documentos', valor: i === 1 ? 'Falta comprovante de endereço atualizado' : 'Completos' },
  ],
}));

const saldo: ModuloRegistroSeed[] = alunos.map((a) => {
  const cartao = cartaoCantina(a.codaluno);
  const valor = cartao?.saldo ?? 0;
  return {
    codregistro: proximo(),
    escopo: escopoAluno(a),
    titulo: `Cartão da cantina - ${a.nome.split(' ')[0]}`,
    subtitulo: 'Cantina Sabor & Saúde',
    data: '2026-10-31',
    valor,
    ...(valor < 10
      ? { status: 'Saldo baixo', statusCor: 'danger' as const }
      : { status: 'Ativo', statusCor: 'success' as const }),
    detalhes: [
      { rotulo: 'Aluno', valor: a.nome },
      { rotulo: 'Limite diário', valor: reais(cartao?.limiteDiario ?? 0) },
      { rotulo: 'Última recarga', valor: `${reais(100)} em 19/10/2026` },
      {
        rotulo: 'Restrições',
        valor: cartao?.bloqueados.length ? `Sem ${cartao.bloqueados.join(', ').toLowerCase()}` : 'Nenhuma',
      },
    ],
  };
});

const cardapio: ModuloRegistroSeed[] = (
  [
    ['Segunda-feira', 'Pão de queijo e frutas', 'Suco de laranja', 9.5],
    ['Terça-feira', 'Sanduíche natural de frango', 'Suco de uva', 12.0],
    ['Quarta-feira', 'Tapioca de queijo', 'Suco de maracujá', 10.5],
    ['Quinta-feira', 'Esfiha de carne', 'Suco de acerola', 9.0],
    ['Sexta-feira', 'Bolo de cenoura com cobertura', 'Suco de abacaxi com hortelã', 8.5],
  ] as const
).map(([semana, lanche, suco, valor], i) => ({
  codregistro: proximo(),
  escopo: escola,
  titulo: `${semana}: ${lanche}`,
  subtitulo: suco,
  // This week's menu, Monday to Friday, whatever day the demo is dated to.
  data: dia(1 + i, 'iso', 'semanas'),
  valor,
  documento: 'cardapio-novembro-2026',
  detalhes: [
    { rotulo: 'Lanche', valor: lanche },
    { rotulo: 'Bebida', valor: suco },
    { rotulo: 'Opção sem glúten', valor: 'Sob encomenda até as 9h' },
  ],
}));

export const listasEscola: readonly ModuloListaSeed[] = [
  { modulo: 'escola', lista: 'frequencia', titulo: 'Frequência', registros: frequencia },
  // The calendar is a page of its own over the `evento_escolar` table (calendario-escolar.ts, issue 31).
  // A list of charges: its header here, its bills in the `cobranca` table (cobrancasEscola).
  { modulo: 'escola', lista: 'mensalidades', titulo: 'Mensalidades', registros: [] },
  { modulo: 'escola', lista: 'matriculas', titulo: 'Matrículas 2027', registros: matriculas },
  { modulo: 'cantina', lista: 'saldo', titulo: 'Saldo da cantina', registros: saldo },
  { modulo: 'cantina', lista: 'cardapio', titulo: 'Cardápio da semana', registros: cardapio },
];

/** The school's charges, in the `cobranca` table's row type. */
export const cobrancasEscola: readonly CobrancaSeed[] = mensalidades;
