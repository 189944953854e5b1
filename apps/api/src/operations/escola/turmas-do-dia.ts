import { eDiaDeAula } from '@portal/core';
import type { TurmaDoProfessor } from './turmas-do-professor.ts';

/**
 * The teacher's lessons of a day, by class. There is no timetable table in this tree yet (the lessons,
 * `aula`, come with the roll call): until then every class and subject the teacher teaches meets on every school
 * day (Monday to Friday). This is the seam: with the timetable, read that day's `aula` rows of the teacher here.
 */
export function turmasDoDia(turmas: readonly TurmaDoProfessor[], dia: string): TurmaDoProfessor[] {
  return eDiaDeAula(dia) ? [...turmas] : [];
}
