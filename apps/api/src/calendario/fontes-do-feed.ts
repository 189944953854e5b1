import { type EventoCalendario, hojeEmBrasilia } from '@portal/core';
import type { Executor } from '../db/database.ts';
import type { PessoaRow } from '../db/pessoa-row.ts';
import { eventosDasTurmas, turmasDe } from './eventos-das-turmas.ts';

/** An event of the feed: the calendar's shape, and the domain it comes from (its UID's prefix). */
export interface EventoDoFeed extends EventoCalendario {
  fonte: string;
}

/**
 * One domain's contribution to a person's feed (DESIGN: one calendar feed per person): the school's days now;
 * later domains (a condominium's bookings, events' tickets) add a source here, and the feed carries them all.
 */
export type FonteDoFeed = (db: Executor, pessoa: PessoaRow, agora: Date) => Promise<EventoDoFeed[]>;

const DIA_MS = 86_400_000;
const diaA = (agora: Date, dias: number) => hojeEmBrasilia(new Date(agora.getTime() + dias * DIA_MS));

/**
 * The school calendar of every child of the person (whatever the app's context: the phone's calendar is the whole
 * family's) and of the classes they teach, from four months back to a year ahead. National holidays are left out:
 * the phone's calendar has its own.
 */
const escola: FonteDoFeed = async (db, pessoa, agora) => {
  const turmas = await turmasDe(db, pessoa, pessoa.alunos, pessoa.empresas);
  const eventos = await eventosDasTurmas(db, turmas, diaA(agora, -120), diaA(agora, 365));
  return eventos.map((e) => ({ ...e, fonte: 'escola' }));
};

export const FONTES_DO_FEED: readonly FonteDoFeed[] = [escola];
