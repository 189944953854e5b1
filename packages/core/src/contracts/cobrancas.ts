import * as z from 'zod';
import {
  codigoCopiaSchema,
  dataIsoSchema,
  inteiroSchema,
  listaSchema,
  outroContextoSchema,
  paginaSchema,
  tamanhoPaginaSchema,
} from './comum.ts';
import { nomeModuloSchema } from './modulos.ts';

export const SITUACOES_COBRANCA_CHAVES = ['aberto', 'vencido', 'pago', 'cancelado'] as const;

/** A V3 document of a charge: its slip or, once paid, its receipt. */
export const documentoCobrancaSchema = z.object({
  doc: z.string(),
  params: z.array(z.union([z.string(), z.number()])),
  filename: z.string(),
});

/** A charge in a list (coddao 500): its status and what is due today (core's encargosCobranca). */
export const cobrancaResumoSchema = z.object({
  codcobranca: z.number().int(),
  modulo: z.string(),
  lista: z.string(),
  titulo: z.string(),
  subtitulo: z.string().optional(),
  situacao: z.enum(SITUACOES_COBRANCA_CHAVES),
  /** The label shown ('Em aberto', 'Vencido', 'Pago', 'Cancelado'; a receivable's: 'A receber', 'Em atraso'…). */
  status: z.string(),
  /**
   * A receivable the person's company issued (its customer pays it): never offered to pay — no codes, never the
   * home's next due.
   */
  aReceber: z.boolean(),
  vencimento: dataIsoSchema,
  valorCentavos: z.number().int(),
  multaCentavos: z.number().int(),
  jurosCentavos: z.number().int(),
  totalCentavos: z.number().int(),
  /** What its payments brought in so far (an underpayment leaves it open). */
  recebidoCentavos: z.number().int(),
  /** What is still due today: total less what was received; 0 once paid or cancelled. */
  restanteCentavos: z.number().int(),
  diasAtraso: z.number().int(),
  pagoEm: z.string().nullable(),
  beneficiario: z.string(),
  /** The 47 digits to copy, while it can be paid. */
  linhaDigitavel: z.string().optional(),
  /** Its slip, or once paid its receipt (V3). */
  documento: documentoCobrancaSchema,
});
export type CobrancaResumo = z.infer<typeof cobrancaResumoSchema>;

/** One charge (coddao 501): with the codes to pay it while it can be paid, the payment once paid. */
export const cobrancaSchema = cobrancaResumoSchema.extend({
  beneficiarioCnpj: z.string(),
  pagador: z.string(),
  nossoNumero: z.string(),
  txid: z.string(),
  multaPercentual: z.number(),
  jurosMesPercentual: z.number(),
  instrucoes: z.array(z.string()),
  /** Absent when it can no longer be paid (paid, cancelled). */
  boleto: z
    .object({ codigoBarras: z.string(), linhaDigitavel: z.string(), linhaFormatada: z.string() })
    .optional(),
  pixCopiaECola: z.string().optional(),
  /** What makes up the amount (a condominium's fee, its reserve fund…), in cents. */
  itens: z.array(z.object({ descricao: z.string(), valorCentavos: z.number().int() })),
  /** A punctuality discount while it holds (core's descontoVigente): gone after its last day. */
  desconto: z.object({ valorCentavos: z.number().int(), ate: dataIsoSchema }).optional(),
  pagamento: z
    .object({
      meio: z.string(),
      pagoEm: z.string(),
      valorCentavos: z.number().int(),
      autenticacao: z.string(),
    })
    .optional(),
});
export type Cobranca = z.infer<typeof cobrancaSchema>;

/** coddao 500 — the charges of a module's list: [copy, modulo, lista, pagina?, tamanhoPagina?]; open first. */
export const cobrancasParametros = z.tuple([
  codigoCopiaSchema,
  nomeModuloSchema,
  nomeModuloSchema,
  paginaSchema.optional(),
  tamanhoPaginaSchema.optional(),
]);
export const cobrancasResultado = listaSchema(cobrancaResumoSchema).extend({
  /** Only when the list is empty in this context. */
  emOutrosContextos: z.array(outroContextoSchema).optional(),
});

/** coddao 501 — one charge: [copy, modulo, codcobranca]. */
export const cobrancaParametros = z.tuple([codigoCopiaSchema, nomeModuloSchema, inteiroSchema]);
export const cobrancaResultado = cobrancaSchema;

/** coddao 505 — the home's "next due": the person's nearest charge to pay in the context, of any list they see. */
export const proximaCobrancaParametros = z.tuple([codigoCopiaSchema]);
export const proximaCobrancaResultado = z.object({ cobranca: cobrancaResumoSchema.nullable() });
