import { type BoletimAluno, type DisciplinaBoletim, formatNota } from '@portal/core';

/**
 * The boletim's texts, one source for the live grid (boletim-page.tsx) and the sketch painted before the shell
 * arrives (boletim-esboco.ts), so the two read the same.
 */

const nota = (decimos: number | null) => (decimos === null ? '–' : formatNota(decimos));

export const CABECALHOS_BIMESTRES = [1, 2, 3, 4].map((b) => `${b}º bim`);

export function tituloDoBoletim(boletim: BoletimAluno): string {
  return `Boletim ${boletim.anoletivo} de ${boletim.nome}`;
}

export function linhaDoAluno(boletim: BoletimAluno): string {
  return `${boletim.serie} · ${boletim.escola} · ${boletim.anoletivo}`;
}

/** A bimester's cell: the grade that counts and, where there was a recovery, both grades. */
export function celulaDoBimestre(c: DisciplinaBoletim['bimestres'][number]): {
  conta: string;
  recuperacao: string | null;
} {
  return {
    conta: nota(c.conta),
    recuperacao: c.recuperacao === null ? null : `nota ${nota(c.nota)}, rec. ${nota(c.recuperacao)}`,
  };
}

/** The subject's average: the final one, else the running one marked "parcial". */
export function mediaDaDisciplina(d: DisciplinaBoletim): { media: string; parcial: boolean } {
  return {
    media: nota(d.mediaFinal ?? d.mediaParcial),
    parcial: d.mediaFinal === null && d.mediaParcial !== null,
  };
}
