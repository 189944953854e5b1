import {
  type Assembleia,
  formatDataHoraBrasilia,
  formatPercentual,
  TEXTO_MODALIDADE,
  TEXTO_TIPO_ASSEMBLEIA,
} from '@portal/core';
import { Folha } from './pdf-kit.ts';

/** A line of at most `max` characters, cut at a space: the page has one column and no wrapping. */
function cortar(texto: string, max: number): string[] {
  const linhas: string[] = [];
  let atual = '';
  for (const palavra of texto.split(/\s+/)) {
    if (atual && `${atual} ${palavra}`.length > max) {
      linhas.push(atual);
      atual = palavra;
    } else atual = atual ? `${atual} ${palavra}` : palavra;
  }
  if (atual) linhas.push(atual);
  return linhas;
}

/**
 * The minutes' result table of an assembly's online voting (issue 32): per item voted online and closed, each
 * option's units, weight and share, the quorum and the result — what the minutes transcribe. Items still open say
 * so, with no figures.
 */
export async function ataVotacaoPdf(a: Assembleia): Promise<Uint8Array> {
  const f = await Folha.criar(`Resultado da votação - ${a.titulo}`, a.edificio);
  const m = f.margem;
  const direita = f.largura - m;
  f.texto(a.edificio, m, { negrito: true, tamanho: 12 });
  f.linha(18);
  f.texto(`${TEXTO_TIPO_ASSEMBLEIA[a.tipo] ?? a.titulo} — ${a.titulo}`, m, { negrito: true, tamanho: 10 });
  f.linha(14);
  f.texto(
    `Data: ${formatDataHoraBrasilia(a.inicio)} · Modalidade: ${TEXTO_MODALIDADE[a.modalidade] ?? ''}`,
    m,
  );
  f.linha(14);
  f.texto(
    a.votoPorFracao
      ? 'Votos ponderados pela fração ideal de cada unidade (convenção do condomínio).'
      : 'Um voto por unidade.',
    m,
  );
  f.linha(22);
  f.regua();
  for (const item of a.itens.filter((i) => i.votacaoOnline)) {
    if (f.y < 90) break;
    for (const l of cortar(`${item.ordem}. ${item.texto}`, 95)) {
      f.texto(l, m, { negrito: true });
      f.linha(12);
    }
    f.texto(
      `Quórum: ${item.quorum.unidadesVotantes} de ${item.quorum.unidades} unidades (${formatPercentual(item.quorum.centesimos)}${a.votoPorFracao ? ' das frações' : ''})`,
      m,
    );
    f.linha(14);
    if (!item.resultado) {
      f.texto('Votação não encerrada: sem resultado.', m);
      f.linha(20);
      continue;
    }
    f.texto('Opção', m, { negrito: true });
    f.texto('Unidades', direita - 150, { negrito: true, direita: true });
    f.texto(a.votoPorFracao ? 'Fração' : 'Votos', direita - 70, { negrito: true, direita: true });
    f.texto('%', direita, { negrito: true, direita: true });
    f.linha(12);
    for (const o of item.resultado) {
      f.texto(o.texto, m);
      f.texto(String(o.unidades), direita - 150, { direita: true });
      f.texto(
        a.votoPorFracao ? (o.peso / 1_000_000).toFixed(6).replace('.', ',') : String(o.peso),
        direita - 70,
        { direita: true },
      );
      f.texto(formatPercentual(o.centesimos), direita, { direita: true });
      f.linha(12);
    }
    const vencedora = item.vencedora === null ? null : item.opcoes[item.vencedora];
    f.texto(vencedora ? `Resultado: ${vencedora}` : 'Resultado: empate ou sem votos', m, { negrito: true });
    f.linha(20);
  }
  f.linha(6);
  f.texto('Documento gerado pelo Portal do Cliente a partir dos votos registrados.', m, { tamanho: 8 });
  return f.salvar();
}
