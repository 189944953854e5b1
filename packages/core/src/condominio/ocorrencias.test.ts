import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  avisoOcorrencia,
  CODIGOS_CATEGORIA_OCORRENCIA,
  CODIGOS_SITUACAO_OCORRENCIA,
  isNotaOcorrencia,
  MENSAGENS_OCORRENCIA,
  motivoNaoAvaliar,
  motivoNaoReabrir,
  ocorrenciaAtrasada,
  PASSOS_OCORRENCIA,
  podeMoverOcorrencia,
  prazoDaOcorrencia,
  proximasSituacoes,
  rotuloCategoriaOcorrencia,
  rotuloPassoOcorrencia,
  type SituacaoOcorrencia,
} from './ocorrencias.ts';

const DIA = 86_400_000;
const abertaEm = new Date('2026-11-10T13:00:00Z');

describe('moves', () => {
  it('the síndico starts and concludes; the resident only reopens', () => {
    expect(podeMoverOcorrencia('sindico', 'aberta', 'em_andamento')).toBe(true);
    expect(podeMoverOcorrencia('sindico', 'aberta', 'concluida')).toBe(true);
    expect(podeMoverOcorrencia('sindico', 'em_andamento', 'concluida')).toBe(true);
    expect(podeMoverOcorrencia('sindico', 'concluida', 'aberta')).toBe(false);
    expect(podeMoverOcorrencia('sindico', 'em_andamento', 'aberta')).toBe(false);
    expect(podeMoverOcorrencia('morador', 'aberta', 'em_andamento')).toBe(false);
    expect(podeMoverOcorrencia('morador', 'em_andamento', 'concluida')).toBe(false);
    expect(podeMoverOcorrencia('morador', 'concluida', 'aberta')).toBe(true);
    expect(proximasSituacoes('aberta')).toEqual(['em_andamento', 'concluida']);
    expect(proximasSituacoes('em_andamento')).toEqual(['concluida']);
    expect(proximasSituacoes('concluida')).toEqual([]);
  });

  it('never allows staying put nor going back from concluded for the síndico', () => {
    const situacao = fc.constantFrom<SituacaoOcorrencia>(...CODIGOS_SITUACAO_OCORRENCIA);
    fc.assert(
      fc.property(situacao, situacao, (de, para) => {
        if (de === para) {
          expect(podeMoverOcorrencia('sindico', de, para)).toBe(false);
          expect(podeMoverOcorrencia('morador', de, para)).toBe(false);
        }
        expect(proximasSituacoes(de).includes(para)).toBe(podeMoverOcorrencia('sindico', de, para));
        // Nobody both moves it as síndico and as resident.
        expect(podeMoverOcorrencia('sindico', de, para) && podeMoverOcorrencia('morador', de, para)).toBe(
          false,
        );
      }),
    );
  });

  it('says which move was refused', () => {
    expect(MENSAGENS_OCORRENCIA.movimentoInvalido('concluida', 'em_andamento')).toBe(
      'Uma ocorrência concluída não pode passar para em andamento.',
    );
  });
});

describe('deadline', () => {
  it('counts the category’s days from the opening', () => {
    expect(prazoDaOcorrencia('seguranca', abertaEm)).toEqual(new Date('2026-11-11T13:00:00Z'));
    expect(prazoDaOcorrencia('manutencao', abertaEm)).toEqual(new Date('2026-11-15T13:00:00Z'));
    expect(prazoDaOcorrencia('desconhecida', abertaEm)).toEqual(new Date('2026-11-20T13:00:00Z'));
  });

  it('is past only when not concluded and the deadline went by', () => {
    const o = { categoria: 'vazamento', situacao: 'aberta' as const, abertaEm };
    expect(ocorrenciaAtrasada(o, new Date(abertaEm.getTime() + 2 * DIA))).toBe(false);
    expect(ocorrenciaAtrasada(o, new Date(abertaEm.getTime() + 2 * DIA + 1))).toBe(true);
    expect(
      ocorrenciaAtrasada({ ...o, situacao: 'em_andamento' }, new Date(abertaEm.getTime() + 3 * DIA)),
    ).toBe(true);
    expect(ocorrenciaAtrasada({ ...o, situacao: 'concluida' }, new Date(abertaEm.getTime() + 30 * DIA))).toBe(
      false,
    );
  });

  it('every deadline is after the opening, and later moments are never less late', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CODIGOS_CATEGORIA_OCORRENCIA),
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 60 * DIA }),
        fc.integer({ min: 0, max: 60 * DIA }),
        (categoria, inicio, a, b) => {
          const aberta = new Date(inicio);
          expect(prazoDaOcorrencia(categoria, aberta).getTime()).toBeGreaterThan(inicio);
          const o = { categoria, situacao: 'aberta' as const, abertaEm: aberta };
          const [cedo, tarde] = a <= b ? [a, b] : [b, a];
          if (ocorrenciaAtrasada(o, new Date(inicio + cedo)))
            expect(ocorrenciaAtrasada(o, new Date(inicio + tarde))).toBe(true);
        },
      ),
    );
  });
});

describe('reopen and rate', () => {
  const concluidaEm = new Date('2026-11-12T15:00:00Z');
  const concluida = { situacao: 'concluida' as const, concluidaEm, reabertaEm: null, nota: null };

  it('reopens once, within 7 days of the conclusion, while not rated', () => {
    expect(motivoNaoReabrir(concluida, new Date(concluidaEm.getTime() + 7 * DIA))).toBeNull();
    expect(motivoNaoReabrir(concluida, new Date(concluidaEm.getTime() + 7 * DIA + 1))).toBe(
      MENSAGENS_OCORRENCIA.reabrirForaDoPrazo,
    );
    expect(motivoNaoReabrir({ ...concluida, reabertaEm: abertaEm }, concluidaEm)).toBe(
      MENSAGENS_OCORRENCIA.jaReaberta,
    );
    expect(motivoNaoReabrir({ ...concluida, nota: 4 }, concluidaEm)).toBe(
      MENSAGENS_OCORRENCIA.reabrirAvaliada,
    );
    expect(motivoNaoReabrir({ ...concluida, situacao: 'em_andamento', concluidaEm: null }, concluidaEm)).toBe(
      MENSAGENS_OCORRENCIA.reabrirSoConcluida,
    );
    expect(MENSAGENS_OCORRENCIA.reabrirForaDoPrazo).toBe(
      'O prazo para reabrir esta ocorrência terminou (7 dias após a conclusão).',
    );
  });

  it('the window only closes as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * DIA }), fc.integer({ min: 0, max: 30 * DIA }), (a, b) => {
        const [cedo, tarde] = a <= b ? [a, b] : [b, a];
        if (motivoNaoReabrir(concluida, new Date(concluidaEm.getTime() + tarde)) === null)
          expect(motivoNaoReabrir(concluida, new Date(concluidaEm.getTime() + cedo))).toBeNull();
      }),
    );
  });

  it('rates once, only when concluded, 1 to 5 whole stars', () => {
    expect(motivoNaoAvaliar(concluida)).toBeNull();
    expect(motivoNaoAvaliar({ ...concluida, nota: 5 })).toBe(MENSAGENS_OCORRENCIA.jaAvaliada);
    expect(motivoNaoAvaliar({ ...concluida, situacao: 'aberta' })).toBe(
      MENSAGENS_OCORRENCIA.avaliarSoConcluida,
    );
    expect([0, 1, 3, 5, 6, 2.5, '4', null].map(isNotaOcorrencia)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(typeof isNotaOcorrencia(v)).toBe('boolean');
      }),
    );
  });
});

describe('words', () => {
  it('labels categories, steps and notices in Portuguese', () => {
    expect(rotuloCategoriaOcorrencia('areas_comuns')).toBe('Áreas comuns');
    expect(rotuloCategoriaOcorrencia('xyz')).toBe('xyz');
    expect(PASSOS_OCORRENCIA.map((p) => rotuloPassoOcorrencia(p, 4))).toEqual([
      'Ocorrência aberta',
      'Em andamento',
      'Concluída',
      'Reaberta',
      'Avaliada com 4 estrelas',
    ]);
    expect(rotuloPassoOcorrencia('avaliada', 1)).toBe('Avaliada com 1 estrela');
    expect(rotuloPassoOcorrencia('avaliada')).toBe('Avaliada com 0 estrelas');
    const passos = [...PASSOS_OCORRENCIA, 'mensagem'] as const;
    const avisos = passos.map((p) => avisoOcorrencia(p, 'vazamento', 'Bloco A - Apto 302'));
    expect(avisos[0]).toEqual({
      titulo: 'Nova ocorrência',
      texto: 'Uma ocorrência foi aberta: Vazamento — Bloco A - Apto 302.',
    });
    expect(new Set(avisos.map((a) => a.titulo)).size).toBe(passos.length);
  });
});
