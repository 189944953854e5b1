import type { EventoCalendario } from '@portal/core';
import Holidays from 'date-holidays';

// Brazil's national holidays only (no state or city): the maintained rules of date-holidays, computed per year.
let brasil: Holidays | undefined;

/** The national holidays ('public' in date-holidays) between `de` and `ate` ('yyyy-mm-dd', inclusive). */
export function feriadosNacionais(de: string, ate: string): EventoCalendario[] {
  brasil ??= new Holidays('BR', { languages: ['pt'], types: ['public'] });
  const anos = new Set([Number(de.slice(0, 4)), Number(ate.slice(0, 4))]);
  return [...anos]
    .flatMap((ano) => brasil?.getHolidays(ano, 'pt') ?? [])
    .filter((f) => f.type === 'public')
    .map((f) => ({ dia: f.date.slice(0, 10), nome: f.name }))
    .filter(({ dia }) => de <= dia && dia <= ate)
    .map(({ dia, nome }) => ({
      id: `f${dia}`,
      tipo: 'feriado',
      titulo: nome,
      descricao: '',
      data: dia,
      dataFim: dia,
      horaInicio: null,
      horaFim: null,
      turma: null,
    }));
}
