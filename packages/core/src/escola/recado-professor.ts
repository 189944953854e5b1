import { formatDataHoraBrasilia } from '../data/format-data-hora-brasilia.ts';
import { textoCiente } from '../data/texto-ciente.ts';

/**
 * The words of "Escrever recado", its replies and the teacher's day (issue 31): the notifications each side gets,
 * the refusals the API sends and the author's per-recipient status, said the same way by the API and the app.
 */
export const MENSAGENS_RECADO = {
  novoRecado: 'Novo recado',
  novaResposta: 'Nova resposta a um recado',
  semRespostas: 'Este recado não aceita respostas.',
  escolaInteira: 'Só a secretaria escreve para a escola inteira; escolha uma turma.',
  semFamilias: 'Nenhuma família recebe este recado: confira a turma e os alunos escolhidos.',
  conversaDoAutor: 'Escolha a família cuja conversa você quer ler ou responder.',
} as const;

/** A chosen student is not of the class the recado is written to. */
export function mensagemAlunoForaDoRecado(codaluno: string): string {
  return `O aluno ${codaluno} não é da turma escolhida.`;
}

/** The notification a family gets for a new recado: who wrote it and about what. */
export function textoNovoRecado(autor: string, titulo: string): string {
  return `${autor}: ${titulo}`;
}

/** The notification the other side of a thread gets for a reply. */
export function textoNovaResposta(quem: string, titulo: string): string {
  return `${quem} respondeu ao recado "${titulo}".`;
}

/**
 * The bimester a day of the school year falls in, by the usual Brazilian calendar (1º February–April, 2º May–July,
 * 3º August–September, 4º October–December; January, the holidays, counts with the first). 0 when unreadable.
 *
 * @example
 * bimestreDoDia('2026-11-27'); // 4
 */
export function bimestreDoDia(dia: string): number {
  const m = /^\d{4}-(\d{2})-\d{2}/.exec(typeof dia === 'string' ? dia : '');
  const mes = m ? Number(m[1]) : 0;
  if (mes < 1 || mes > 12) return 0;
  if (mes <= 4) return 1;
  if (mes <= 7) return 2;
  if (mes <= 9) return 3;
  return 4;
}

/** Whether a day ('yyyy-mm-dd') is a weekday, Monday to Friday: lessons happen on those. */
export function eDiaDeAula(dia: string): boolean {
  if (typeof dia !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(dia)) return false;
  const d = new Date(`${dia}T12:00:00Z`);
  const semana = d.getUTCDay();
  return Number.isFinite(d.getTime()) && semana >= 1 && semana <= 5;
}

/** When a family last replied, on Brasília's clock: "Respondeu em 27/11/2026 às 14:32". '' when unreadable. */
export function textoRespondeu(em: Date | string): string {
  const quando = formatDataHoraBrasilia(em);
  return quando ? `Respondeu em ${quando.slice(0, 10)} às ${quando.slice(11)}` : '';
}

/** One recipient as its author's list shows it (coddao 206). */
export interface SituacaoDestinatario {
  lido: boolean;
  ciente?: { em: string } | undefined;
  respostas?: number | undefined;
  ultimaResposta?: string | undefined;
  aguardaResposta?: boolean | undefined;
}

/**
 * The author's one line per recipient: read or not, confirmed when (when the recado asks), replied when and
 * whether that still waits for an answer — "Lido · Ciente em 27/11/2026 às 14:32 · Respondeu em … (aguarda você)".
 */
export function situacaoDoDestinatario(d: SituacaoDestinatario, pedeCiencia: boolean): string {
  const partes = [d.lido ? 'Lido' : 'Não lido'];
  if (pedeCiencia) partes.push(d.ciente ? textoCiente(d.ciente.em) || 'Ciente' : 'Sem ciência');
  if ((d.respostas ?? 0) > 0 && d.ultimaResposta) {
    const respondeu = textoRespondeu(d.ultimaResposta) || 'Respondeu';
    partes.push(d.aguardaResposta ? `${respondeu} (aguarda resposta)` : respondeu);
  }
  return partes.join(' · ');
}

/** How a recado written in the app signs its author: "Prof. Bruno Lima", "Secretaria · Sílvia Martins". */
export function autorDoRecado(papel: 'professor' | 'secretaria', nome: string): string {
  return papel === 'professor' ? `Prof. ${nome}` : `Secretaria · ${nome}`;
}
