import { DIAS_DA_SEMANA, NOMES_MESES } from '@portal/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DemoDatada, demoEm } from './demo.ts';
import { referenciaDe } from './util/deslocar.ts';

/**
 * Issue 28: the days a demo text names move with the rest. A recado published on 25/11 announced "a reunião …
 * no sábado, 7 de novembro": the seed moved the publication by days and left the text's day behind. Every text
 * of the dated demo (recados, notifications, events, documents, module records) is read for the days it names;
 * none may be a day the text's own weekday contradicts, and a sentence that speaks of what is to come names no
 * day before its own publication. Run for several reference dates, and for the day this test runs.
 */

const MESES = NOMES_MESES.map((m) => m.toLowerCase());
const DIA_MS = 86_400_000;

/** A sentence about what is still to come: an announcement, a deadline, a schedule. */
// Word edges by letters, not \b: "acontecerá" ends in a letter \b does not count as one.
const FUTURO =
  /(?<!\p{L})(acontecerá|será|serão|haverá|remarcad[ao]|até|a partir d[eo]|agendad[ao]|vence|vencem|termina|retornam|visitarão|fará|passarão|passa a|funcionará|prorrogad[ao]|devem ser|deve ser|vai de|convocad[ao]|prazo)(?!\p{L})/iu;

const DATA_BR = /\b([0-3]\d)\/(0[1-9]|1[0-2])\/((?:19|20)\d{2})\b/g;
const POR_EXTENSO = new RegExp(
  `(?:\\b(${DIAS_DA_SEMANA.join('|')}), )?\\b([1-3]?\\d)º? de (${MESES.join('|')})(?: de ((?:19|20)\\d{2}))?`,
  'giu',
);

interface DiaNomeado {
  iso: string;
  semana?: string;
  trecho: string;
}

/** The year that puts a day-and-month nearest to `perto` (a text without the year means the nearest one). */
function anoMaisPerto(mes: number, dia: number, perto: string): number {
  const ano = Number(perto.slice(0, 4));
  const alvo = Date.parse(perto.slice(0, 10));
  return [ano - 1, ano, ano + 1].reduce((melhor, a) =>
    Math.abs(Date.UTC(a, mes - 1, dia) - alvo) < Math.abs(Date.UTC(melhor, mes - 1, dia) - alvo) ? a : melhor,
  );
}

function diasNomeados(frase: string, perto: string): DiaNomeado[] {
  const dias: DiaNomeado[] = [];
  for (const m of frase.matchAll(DATA_BR)) dias.push({ iso: `${m[3]}-${m[2]}-${m[1]}`, trecho: m[0] });
  for (const m of frase.matchAll(POR_EXTENSO)) {
    const mes = MESES.indexOf((m[3] ?? '').toLowerCase()) + 1;
    const dia = Number(m[2]);
    const ano = m[4] ? Number(m[4]) : anoMaisPerto(mes, dia, perto);
    const iso = new Date(Date.UTC(ano, mes - 1, dia)).toISOString().slice(0, 10);
    dias.push({ iso, semana: m[1]?.toLowerCase(), trecho: m[0] });
  }
  return dias;
}

/** The Brasília calendar day of an instant (a bare date is its own day). */
const diaDe = (instante: string) =>
  instante.length === 10
    ? instante
    : new Date(Date.parse(instante) - 3 * 3_600_000).toISOString().slice(0, 10);

interface Texto {
  onde: string;
  texto: string;
  /** When it was published: no day it announces as to come may be before it. */
  publicado?: string;
}

function textos(demo: DemoDatada, referencia: string): Texto[] {
  return [
    ...demo.recados.map((r) => ({
      onde: `recado ${r.codrecado}`,
      texto: `${r.titulo}\n${r.texto}`,
      publicado: r.dthpublicacao,
    })),
    ...demo.notificacoes.map((n) => ({
      onde: `notificação ${n.codnotificacao}`,
      texto: `${n.titulo}\n${n.mensagem}`,
      publicado: n.dthcriacao,
    })),
    ...demo.eventos.map((e) => ({
      onde: `evento ${e.codevento}`,
      texto: `${e.titulo}\n${e.descricao}\n${e.local}`,
    })),
    ...demo.documentos.map((d) => ({
      onde: `documento ${d.codigo}`,
      texto: `${d.titulo}\n${d.descricao}\n${d.html.replace(/<[^>]+>/g, '\n')}`,
      publicado: d.dthpublicacao,
    })),
    // A charge's texts (issue 28: a row of its own, no record): read today, like a list's.
    ...demo.cobrancas.map((c) => ({
      onde: `${c.modulo}/${c.lista} ${c.codcobranca}`,
      texto: [c.titulo, c.subtitulo ?? '', ...c.itens.map((i) => i.descricao)].join('\n'),
      publicado: referencia,
    })),
    ...demo.modulos.flatMap((l) =>
      l.registros.flatMap((r) => [
        {
          onde: `${l.modulo}/${l.lista} ${r.codregistro}`,
          texto: [r.titulo, r.subtitulo ?? '', (r.html ?? '').replace(/<[^>]+>/g, '\n')].join('\n'),
          // A list is read today: what its sentences still call to come must not be past.
          publicado: referencia,
        },
        {
          // A detail row is a field ("Prazo: 15/10/2026"), past or not by the record's status: the walk of the
          // lists (test/demo-coerente.test.ts) judges those; here only their weekdays.
          onde: `${l.modulo}/${l.lista} ${r.codregistro} detalhes`,
          texto: r.detalhes.map((d) => `${d.rotulo}: ${d.valor}`).join('\n'),
        },
      ]),
    ),
  ];
}

function problemas(referencia: string): string[] {
  const demo = demoEm(referencia);
  const achados: string[] = [];
  for (const t of textos(demo, referencia)) {
    if (t.texto.includes('⟦')) achados.push(`${t.onde}: um dia não escrito (${t.texto})`);
    const perto = diaDe(t.publicado ?? referencia);
    for (const frase of t.texto.split(/\n|(?<=[.;!?])\s+/)) {
      for (const d of diasNomeados(frase, perto)) {
        if (d.semana) {
          const semana = DIAS_DA_SEMANA[new Date(`${d.iso}T12:00:00Z`).getUTCDay()];
          if (semana !== d.semana) achados.push(`${t.onde}: "${d.trecho}" é ${semana} (${frase})`);
        }
        if (t.publicado && FUTURO.test(frase) && d.iso < diaDe(t.publicado))
          achados.push(`${t.onde}, de ${diaDe(t.publicado)}: anuncia "${d.trecho}", já passado (${frase})`);
      }
    }
  }
  return achados;
}

describe('the days the demo texts name', () => {
  it.each([
    '2026-11-01',
    '2026-11-27',
    '2026-11-30',
    '2027-02-28',
    '2027-03-15',
    '2029-01-02',
    referenciaDe(new Date()),
  ])('as of %s: no weekday that is another day, nothing announced already past', (referencia) => {
    expect(problemas(referencia)).toEqual([]);
  });

  it('property: on any day the database is created', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 365 }), (n) => {
        const referencia = new Date(Date.parse('2026-06-01') + n * DIA_MS).toISOString().slice(0, 10);
        expect(problemas(referencia), referencia).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
