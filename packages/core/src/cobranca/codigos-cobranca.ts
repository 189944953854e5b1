import { formatarLinhaDigitavel, montarBoleto } from './boleto.ts';
import { montarPix } from './pix.ts';

/** What a charge's payment codes are made of (the charge table's columns). Amount in cents. */
export interface DadosCodigosCobranca {
  banco: string;
  /** The bank's 25-digit free field (holds the nosso número). */
  campoLivre: string;
  vencimento: string;
  valorCentavos: number;
  chavePix: string;
  beneficiario: string;
  cidade: string;
  txid: string;
  /** What the Pix asks for when it differs from the slip's amount (an overdue charge: amount + fine + interest). */
  valorPixCentavos?: number;
}

export interface CodigosCobranca {
  codigoBarras: string;
  /** The 47 digits, as copied. */
  linhaDigitavel: string;
  /** The line in its five groups, as read. */
  linhaFormatada: string;
  pixCopiaECola: string;
}

/**
 * The boleto and the Pix of one charge (the slip at its face amount, the bank adds fine and interest at the
 * counter; the Pix for what is due today when given): one function, so the seed, the API's answers
 * and the PDF never disagree. Null when any part is outside its layout.
 */
export function codigosCobranca(c: DadosCodigosCobranca): CodigosCobranca | null {
  if (!c) return null;
  const boleto = montarBoleto(c);
  const pix = montarPix({
    chave: c.chavePix,
    nome: c.beneficiario,
    cidade: c.cidade,
    valorCentavos: c.valorPixCentavos ?? c.valorCentavos,
    txid: c.txid,
  });
  if (!boleto || !pix) return null;
  return {
    codigoBarras: boleto.codigoBarras,
    linhaDigitavel: boleto.linhaDigitavel,
    linhaFormatada: formatarLinhaDigitavel(boleto.linhaDigitavel),
    pixCopiaECola: pix,
  };
}
