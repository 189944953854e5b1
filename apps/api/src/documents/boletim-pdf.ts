import { type BoletimAluno, formatNota } from '@portal/core';
import { Folha } from './pdf-kit.ts';

const celula = (decimos: number | null) => (decimos === null ? '–' : formatNota(decimos));

/**
 * One child's boletim as a one-page A4 PDF (V3 doc 'boletim' [codaluno, anoletivo], issue 31): the same grid as
 * the page — subjects × bimesters (the grade that counts, "R" and the recovery grade beside it when there is one),
 * the average, absences and the situation in words — and the school's formula under it.
 */
export async function boletimPdf(b: BoletimAluno): Promise<Uint8Array> {
  const f = await Folha.criar(`Boletim ${b.anoletivo} - ${b.nome}`, b.escola);
  const m = f.margem;
  f.texto(`${b.escola} — Boletim escolar ${b.anoletivo}`, m, { negrito: true, tamanho: 12 });
  f.linha(18);
  f.texto(`Aluno: ${b.nome}`, m);
  f.linha();
  f.texto(`Série: ${b.serie}`, m);
  f.linha(24);
  // Columns: subject, 1º–4º (right-aligned at their x), average, absences, situation.
  const colunas = [270, 320, 370, 420, 460, 492];
  f.regua();
  f.texto('Disciplina', m, { negrito: true });
  ['1º bim', '2º bim', '3º bim', '4º bim', 'Média', 'Faltas'].forEach((t, i) => {
    f.texto(t, colunas[i] ?? 0, { negrito: true, direita: true });
  });
  f.texto('Situação', 500, { negrito: true });
  f.linha(16);
  for (const d of b.disciplinas) {
    f.texto(d.nome, m);
    d.bimestres.forEach((c, i) => {
      const texto =
        c.recuperacao === null ? celula(c.conta) : `${celula(c.conta)} (R ${celula(c.recuperacao)})`;
      f.texto(texto, colunas[i] ?? 0, { direita: true, tamanho: c.recuperacao === null ? 9 : 7 });
    });
    f.texto(celula(d.mediaFinal ?? d.mediaParcial), colunas[4] ?? 0, { direita: true, negrito: true });
    f.texto(String(d.faltas), colunas[5] ?? 0, { direita: true });
    f.texto(d.situacao.status, 500, { tamanho: 8 });
    f.linha();
  }
  f.linha(10);
  f.texto(b.formula, m, { tamanho: 8 });
  f.linha(14);
  f.texto('R: nota da recuperação. Média parcial enquanto faltam bimestres.', m, { tamanho: 8 });
  f.linha(14);
  f.texto('Documento gerado pelo Portal do Cliente.', m, { tamanho: 8 });
  return f.salvar();
}
