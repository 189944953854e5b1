import type { CobrancaResumo, Recado } from '@portal/core';
import type { ListaGuardada } from '../lib/listas-guardadas.ts';
import { criadorDeElementos, paginaDoEsboco } from '../ui/esboco.ts';
import { linhasDoRecado } from './recado-linhas.ts';
import { linhasDoVencimento } from './vencimento-linhas.ts';

/**
 * The home painted from its saved first page in plain DOM, before the shell's code (Ionic, the router, the menu)
 * has arrived: on a slow phone a returning person reads their recados seconds sooner (issue 12). It only shows;
 * React replaces it as soon as the shell renders, and the page then refreshes the list from the server.
 */
export function pintarEsbocoRecados(
  raiz: HTMLElement,
  lista: ListaGuardada<Recado>,
  vencimento: CobrancaResumo | null = null,
): void {
  const elemento = criadorDeElementos(raiz.ownerDocument);
  const pagina = paginaDoEsboco(elemento, 'Recados');
  const itens = elemento('ul', 'lista-recados');
  itens.setAttribute('aria-label', 'Recados');
  for (const recado of lista.itens) {
    const { titulo, autoria, resumo, rota, anexos } = linhasDoRecado(recado);
    const item = elemento('li', recado.lido ? '' : 'nao-lida');
    // A real link: a tap before the shell arrives opens the recado (as a full page load).
    const link = elemento('a', '');
    link.setAttribute('href', rota);
    const texto = elemento('div', 'recado-texto');
    texto.append(elemento('h2', '', titulo), elemento('p', '', autoria), elemento('p', '', resumo));
    link.append(texto);
    if (anexos) {
      const nota = elemento('span', 'recado-nota');
      const clipe = elemento('span', 'recado-clipe');
      clipe.setAttribute('aria-hidden', 'true');
      const quantos = elemento('span', '', String(recado.anexos.length));
      quantos.setAttribute('aria-hidden', 'true');
      nota.append(clipe, quantos, elemento('span', 'sr-only', `, ${anexos}`));
      link.append(nota);
    }
    const seta = elemento('span', 'recado-seta', '›');
    seta.setAttribute('aria-hidden', 'true');
    link.append(seta);
    item.append(link);
    itens.append(item);
  }
  if (vencimento) {
    const l = linhasDoVencimento(vencimento);
    const cartao = elemento('section', l.vencida ? 'proximo-vencimento vencida' : 'proximo-vencimento');
    cartao.setAttribute('aria-label', 'Próximo vencimento');
    const valor = elemento('p', '');
    valor.append(elemento('strong', '', l.valor), ` · ${l.quando} ${l.data}`);
    const titulo = elemento('a', '', vencimento.titulo);
    titulo.setAttribute('href', l.rota);
    cartao.append(elemento('p', 'proximo-rotulo', l.rotulo), titulo, valor);
    pagina.append(cartao);
  }
  pagina.append(itens);
  raiz.replaceChildren(pagina);
}
