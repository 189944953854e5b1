import { formatDataBr, type Recado, ROTA_HOME_RECADOS } from '@portal/core';

/**
 * What one recado of the home's list shows, for its two painters (the sketch before the shell, the live page):
 * the title, who and when, the start of the text, where it opens, and its attachments as a person hears them.
 */
export function linhasDoRecado(recado: Recado): {
  titulo: string;
  autoria: string;
  resumo: string;
  rota: string;
  anexos: string | null;
} {
  const limpo = recado.texto.replace(/\s+/g, ' ').trim();
  const n = recado.anexos.length;
  return {
    titulo: recado.titulo,
    autoria: `${recado.autor} · ${formatDataBr(recado.dthpublicacao)}${recado.lido ? '' : ' · Não lido'}`,
    resumo: limpo.length > 140 ? `${limpo.slice(0, 137)}…` : limpo,
    rota: `${ROTA_HOME_RECADOS}/${recado.codrecado}`,
    anexos: n === 0 ? null : n === 1 ? '1 anexo' : `${n} anexos`,
  };
}
