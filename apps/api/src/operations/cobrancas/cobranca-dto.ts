import {
  type Cobranca,
  type CobrancaResumo,
  codigosCobranca,
  descontoVigente,
  encargosCobranca,
  formatCnpj,
  formatCpf,
  hojeEmBrasilia,
  montarBoleto,
} from '@portal/core';
import type { cobranca, pagamento } from '../../db/schema/index.ts';

export type CobrancaRow = typeof cobranca.$inferSelect;
export type PagamentoRow = typeof pagamento.$inferSelect;

/** The calendar day in Brasília of an instant: the "today" a charge's status is computed for. */
export const hojeDe = hojeEmBrasilia;

/** A charge as listed: core computes its status and what is due today. */
export function resumoCobranca(c: CobrancaRow, hoje: string): CobrancaResumo {
  const e = encargosCobranca(
    {
      ...c,
      pagoEm: c.pagoEm ? c.pagoEm.toISOString() : null,
      canceladoEm: c.canceladoEm ? c.canceladoEm.toISOString() : null,
    },
    hoje,
  );
  return {
    codcobranca: c.codcobranca,
    modulo: c.modulo,
    lista: c.lista,
    titulo: c.titulo,
    ...(c.subtitulo ? { subtitulo: c.subtitulo } : {}),
    situacao: e.situacao,
    status: e.rotulo,
    aReceber: c.aReceber,
    vencimento: c.vencimento,
    valorCentavos: c.valorCentavos,
    multaCentavos: e.multaCentavos,
    jurosCentavos: e.jurosCentavos,
    totalCentavos: e.totalCentavos,
    recebidoCentavos: e.recebidoCentavos,
    restanteCentavos: e.restanteCentavos,
    diasAtraso: e.diasAtraso,
    pagoEm: c.pagoEm ? c.pagoEm.toISOString() : null,
    beneficiario: c.beneficiario,
    ...(pagavel(c, e.situacao) ? { linhaDigitavel: montarBoleto(c)?.linhaDigitavel } : {}),
    documento: {
      doc: 'boleto',
      params: [c.codcobranca],
      filename: `${e.situacao === 'pago' ? 'comprovante' : 'boleto'}-${c.codcobranca}.pdf`,
    },
  };
}

/** Whether the person pays it now: open or overdue, and not a receivable their company issued. */
const pagavel = (c: Pick<CobrancaRow, 'aReceber'>, s: string) =>
  !c.aReceber && (s === 'aberto' || s === 'vencido');

const percentual = (p: number) => `${String(p).replace('.', ',')} %`;

/** The slip's instructions to the cashier, from the charge's own fine and interest. */
export function instrucoesDe(
  c: Pick<CobrancaRow, 'multaPercentual' | 'jurosMesPercentual' | 'valorCentavos'>,
) {
  return [
    `Após o vencimento, cobrar multa de ${percentual(c.multaPercentual)} e juros de ${percentual(c.jurosMesPercentual)} ao mês, pro rata die.`,
    'Até o vencimento, receber somente o valor do documento.',
    'Pagável em qualquer banco, lotérica ou aplicativo bancário, também por Pix.',
  ];
}

/** The discount that holds: today while open, on the payment's day once paid (a late payment has none). */
function desconto(c: CobrancaRow, p: PagamentoRow | null, hoje: string) {
  const dia = c.pagoEm ? hojeDe(p?.pagoEm ?? c.pagoEm) : hoje;
  const valorCentavos = c.canceladoEm ? null : descontoVigente(c, dia);
  return valorCentavos !== null && c.descontoAte ? { desconto: { valorCentavos, ate: c.descontoAte } } : {};
}

/** One charge with what pays it (while payable) or its payment (once paid). */
export function cobrancaCompleta(
  c: CobrancaRow,
  p: PagamentoRow | null,
  pagador: { nome: string; cpf: string | null },
  hoje: string,
): Cobranca {
  const resumo = resumoCobranca(c, hoje);
  const codigos = pagavel(c, resumo.situacao)
    ? codigosCobranca({ ...c, valorPixCentavos: resumo.restanteCentavos })
    : null;
  return {
    ...resumo,
    beneficiarioCnpj: formatCnpj(c.chavePix),
    pagador: pagador.cpf ? `${pagador.nome} - CPF ${formatCpf(pagador.cpf)}` : pagador.nome,
    nossoNumero: c.nossoNumero,
    txid: c.txid,
    multaPercentual: c.multaPercentual,
    jurosMesPercentual: c.jurosMesPercentual,
    instrucoes: instrucoesDe(c),
    itens: c.itens.map(({ descricao, valorCentavos }) => ({ descricao, valorCentavos })),
    ...desconto(c, p, hoje),
    ...(codigos
      ? {
          boleto: {
            codigoBarras: codigos.codigoBarras,
            linhaDigitavel: codigos.linhaDigitavel,
            linhaFormatada: codigos.linhaFormatada,
          },
          pixCopiaECola: codigos.pixCopiaECola,
        }
      : {}),
    ...(p
      ? {
          pagamento: {
            meio: p.meio,
            pagoEm: p.pagoEm.toISOString(),
            valorCentavos: p.valorCentavos,
            autenticacao: p.autenticacao,
          },
        }
      : {}),
  };
}
