import { codigosCobranca, NOMES_MESES, SITUACOES_COBRANCA } from '@portal/core';
import type { CobrancaSeed, Escopo, ModuloRegistroSeed, StatusCor } from '../types.ts';
import { dataBr, reais } from './referencia.ts';

/** Sequential ids from a base, so each module file owns a disjoint range of codregistro. */
export function contador(base: number): () => number {
  let atual = base;
  return () => atual++;
}

/** The usual status words of bills and their colours (the app paints statusCor). */
export const STATUS = {
  pago: { status: SITUACOES_COBRANCA.pago, statusCor: 'success' },
  aberto: { status: SITUACOES_COBRANCA.aberto, statusCor: 'warning' },
  vencido: { status: SITUACOES_COBRANCA.vencido, statusCor: 'danger' },
  cancelado: { status: SITUACOES_COBRANCA.cancelado, statusCor: 'medium' },
} as const satisfies Record<string, { status: string; statusCor: StatusCor }>;

export type SituacaoBoleto = keyof typeof STATUS;

export type Cobranca = {
  codregistro: number;
  escopo: Escopo;
  titulo: string;
  subtitulo: string;
  vencimento: string;
  valor: number;
  situacao: SituacaoBoleto;
  banco: string;
  beneficiario: string;
  /** Pix key of the payee (its CNPJ digits). */
  chavePix: string;
  cidade: string;
  /** Bank's free field seed (nosso número etc.), digits. */
  nossoNumero: string;
  detalhes?: { rotulo: string; valor: string }[];
  pagoEm?: string;
};

/**
 * A bill record: open and overdue bills carry a valid typeable line and a Pix BR Code; every
 * bill links its PDF (V3 doc 'boleto' [codregistro]).
 */
export function registroBoleto(c: Cobranca): ModuloRegistroSeed {
  const emAberto = c.situacao === 'aberto' || c.situacao === 'vencido';
  const tipoAnexo = c.situacao === 'pago' ? 'comprovante' : 'boleto';
  const nossoNumero = `${c.nossoNumero}${String(c.codregistro).padStart(8, '0')}`;
  const cobranca: CobrancaSeed = {
    banco: c.banco,
    campoLivre: nossoNumero.padStart(25, '0').slice(-25),
    nossoNumero,
    txid: `COB${c.codregistro}`,
    chavePix: c.chavePix,
    beneficiario: c.beneficiario,
    cidade: c.cidade,
    vencimento: c.vencimento,
    valorCentavos: Math.round(c.valor * 100),
    multaPercentual: 2,
    jurosMesPercentual: 1,
    pagoEm: c.situacao === 'pago' ? (c.pagoEm ?? c.vencimento) : null,
    canceladoEm: c.situacao === 'cancelado' ? c.vencimento : null,
  };
  return {
    cobranca,
    codregistro: c.codregistro,
    escopo: c.escopo,
    titulo: c.titulo,
    subtitulo: c.subtitulo,
    data: c.vencimento,
    valor: c.valor,
    ...STATUS[c.situacao],
    ...(emAberto ? codigosDoRegistro(cobranca) : {}),
    // A paid bill's PDF is its receipt (documents/boleto-pdf.ts).
    anexo: {
      doc: 'boleto',
      params: [c.codregistro],
      filename: `${tipoAnexo}-${c.codregistro}.pdf`,
      filetype: 'application/pdf',
      tipo: tipoAnexo,
    },
    detalhes: [
      { rotulo: 'Beneficiário', valor: c.beneficiario },
      { rotulo: 'Vencimento', valor: dataBr(c.vencimento) },
      { rotulo: 'Valor', valor: reais(c.valor) },
      ...(c.pagoEm ? [{ rotulo: 'Pago em', valor: dataBr(c.pagoEm) }] : []),
      ...(c.detalhes ?? []),
    ],
  };
}

/** Month names for titles such as 'Novembro/2026'. */
export const MESES = NOMES_MESES;

/** The record's copy fields of an open charge: core's boleto line (read form) and Pix code. */
export function codigosDoRegistro(c: CobrancaSeed): { linhaDigitavel?: string; pixCopiaECola?: string } {
  const codigos = codigosCobranca(c);
  return codigos ? { linhaDigitavel: codigos.linhaFormatada, pixCopiaECola: codigos.pixCopiaECola } : {};
}
