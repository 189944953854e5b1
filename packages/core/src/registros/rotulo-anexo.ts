import { SITUACOES_COBRANCA } from '../cobranca/ordem-cobrancas.ts';

/** What a record's V3 attachment is, as its contract names it (anexo.doc). */
export interface AnexoRotulavel {
  doc: string;
  filename: string;
}

const POR_DOCUMENTO: Readonly<Record<string, string>> = {
  contracheque: 'Ver contracheque',
  informe: 'Ver informe de rendimentos',
  anexo: 'Ver anexo',
};

/**
 * The label of the button that opens a record's attachment: named by what it opens (issue 10), from the
 * document kind and, for a bill, whether it is paid — never the generic "Abrir anexo".
 *
 * @example
 * rotuloDoAnexo({ doc: 'boleto', filename: 'b.pdf' }, 'Em aberto'); // 'Ver boleto'
 * rotuloDoAnexo({ doc: 'boleto', filename: 'b.pdf' }, 'Pago'); // 'Ver comprovante'
 */
export function rotuloDoAnexo(anexo: AnexoRotulavel, status?: string): string {
  if (anexo.doc === 'boleto') return status === SITUACOES_COBRANCA.pago ? 'Ver comprovante' : 'Ver boleto';
  return Object.hasOwn(POR_DOCUMENTO, anexo.doc) ? (POR_DOCUMENTO[anexo.doc] as string) : 'Ver documento';
}
