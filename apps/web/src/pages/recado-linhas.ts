import { formatDataBr, type Recado } from '@portal/core';

/** The three lines of a recado in the home's list: the title, who and when, and the start of the text. */
export function linhasDoRecado(recado: Recado): { titulo: string; autoria: string; resumo: string } {
  const limpo = recado.texto.replace(/\s+/g, ' ').trim();
  return {
    titulo: recado.titulo,
    autoria: `${recado.autor} · ${formatDataBr(recado.dthpublicacao)}${recado.lido ? '' : ' · Não lido'}`,
    resumo: limpo.length > 140 ? `${limpo.slice(0, 137)}…` : limpo,
  };
}
