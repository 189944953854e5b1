import type { TipoAnexoRegistro } from '../contracts/modulos.ts';

/** The button that opens a record's attachment, named by what it opens (issue 10: never "Abrir anexo"). */
export const ROTULO_DO_ANEXO: Readonly<Record<TipoAnexoRegistro, string>> = {
  boleto: 'Ver boleto',
  comprovante: 'Ver comprovante',
  contracheque: 'Ver contracheque',
  informe: 'Ver informe de rendimentos',
  documento: 'Ver documento',
};

/**
 * The label of the button that opens a record's attachment, from the kind the server gave it — never guessed
 * from a file name or a status text. An unknown kind (a newer server) is a plain document.
 *
 * @example
 * rotuloDoAnexo({ tipo: 'comprovante' }); // 'Ver comprovante'
 */
export function rotuloDoAnexo(anexo: { tipo: string }): string {
  return Object.hasOwn(ROTULO_DO_ANEXO, anexo.tipo)
    ? ROTULO_DO_ANEXO[anexo.tipo as TipoAnexoRegistro]
    : ROTULO_DO_ANEXO.documento;
}
