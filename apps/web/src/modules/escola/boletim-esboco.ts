import type { BoletimResultado } from '@portal/core';
import { formatNota } from '@portal/core';
import { criadorDeElementos, paginaDoEsboco } from '../../ui/esboco.ts';
import {
  CABECALHOS_BIMESTRES,
  celulaDoBimestre,
  linhaDoAluno,
  mediaDaDisciplina,
  tituloDoBoletim,
} from './boletim-linhas.ts';
import '../../ui/modulos.css';
import './boletim.css';

/** Whether the root still shows start-up's splash or a sketch: once React has rendered, nothing is painted over it. */
function raizLivre(raiz: HTMLElement): boolean {
  const primeiro = raiz.firstElementChild;
  return raiz.childElementCount === 1 && primeiro !== null && /\b(splash|esboco)\b/.test(primeiro.className);
}

/**
 * The boletim painted in plain DOM from its answer (the one asked for at start-up, or the saved one), while the
 * shell's code (React, Ionic, the router) is still on its way: opened from its URL, the grid is read ~2 s sooner
 * on a slow phone (issue 31). It only shows — the same header, texts and table as the live page, whose classes it
 * uses; React replaces it when the shell renders, and the page then shows (and keeps refreshing) its own read.
 */
export function pintarEsbocoBoletim(raiz: HTMLElement, resposta: BoletimResultado): void {
  if (!raizLivre(raiz) || resposta.alunos.length === 0) return;
  const el = criadorDeElementos(raiz.ownerDocument);
  const pagina = paginaDoEsboco(el, 'Boletim');
  const corpo = el('div', 'modulo-pagina');
  for (const boletim of resposta.alunos) {
    const secao = el('section', 'boletim-aluno');
    const cabecalho = el('div', 'boletim-cabecalho');
    const nome = el('div');
    nome.append(el('h2', '', boletim.nome), el('p', 'esboco-medio', linhaDoAluno(boletim)));
    // The page's button, in its place but not yet usable: the PDF comes through the shell's document viewer.
    const botao = el('button', 'esboco-botao', 'Baixar PDF');
    botao.setAttribute('type', 'button');
    botao.setAttribute('disabled', '');
    cabecalho.append(nome, botao);
    const minima = el('p', 'boletim-minima', 'Média para aprovação: ');
    minima.append(el('strong', '', formatNota(boletim.mediaMinima)));
    const tabela = el('table', 'modulo-tabela boletim-tabela');
    tabela.append(el('caption', 'sr-only', tituloDoBoletim(boletim)));
    const cabecalhos = el('tr');
    cabecalhos.append(el('th', '', 'Disciplina'));
    for (const texto of [...CABECALHOS_BIMESTRES, 'Média', 'Faltas'])
      cabecalhos.append(el('th', 'numero', texto));
    cabecalhos.append(el('th', '', 'Situação'));
    const thead = el('thead');
    thead.append(cabecalhos);
    const tbody = el('tbody');
    for (const d of boletim.disciplinas) {
      const linha = el('tr');
      linha.append(el('th', '', d.nome));
      for (const c of d.bimestres) {
        const { conta, recuperacao } = celulaDoBimestre(c);
        const celula = el('td', 'numero', conta);
        if (recuperacao) celula.append(el('span', 'boletim-recuperacao', recuperacao));
        linha.append(celula);
      }
      const { media, parcial } = mediaDaDisciplina(d);
      const celulaMedia = el('td', 'numero');
      celulaMedia.append(el('strong', '', media));
      if (parcial) celulaMedia.append(el('span', 'boletim-recuperacao', 'parcial'));
      linha.append(celulaMedia, el('td', 'numero', String(d.faltas)), el('td', '', d.situacao.status));
      tbody.append(linha);
    }
    tabela.append(thead, tbody);
    const rolagem = el('div', 'modulo-tabela-rolagem');
    rolagem.append(tabela);
    // The live table's hint (ui/tabela-rolavel.tsx), shown by boletim.css where the grid is wider than the
    // screen (measuring it here would be one more layout before the first paint), so nothing moves down.
    const dica = el('p', 'tabela-rolavel-dica esboco-dica', 'Deslize para ver mais →');
    dica.setAttribute('aria-hidden', 'true');
    secao.append(cabecalho, minima, dica, rolagem, el('p', 'boletim-formula esboco-medio', boletim.formula));
    corpo.append(secao);
  }
  pagina.append(corpo);
  raiz.replaceChildren(pagina);
}
