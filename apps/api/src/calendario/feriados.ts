import type { EventoCalendario } from '@portal/core';
import type Holidays from 'date-holidays';

// Brazil's national holidays only (no state or city): the maintained rules of date-holidays, computed per year.
// Loaded with the first calendar asked for, not at start (its data covers every country: test/inicio-enxuto.ts).
let brasil: Holidays | undefined;

/** The national holidays ('public' in date-holidays) between `de` and `ate` ('yyyy-mm-dd', inclusive). */
export async function feriadosNacionais(de: string, ate: string): Promise<EventoCalendario[]> {
  if (!brasil) {
    const { default: Feriados } = await import('date-holidays');
    brasil = new Feriados('BR', { languages: ['pt'], types: ['public'] });
  }
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
