import { describe, expect, it } from 'vitest';
import { MENSAGENS_OCORRENCIA } from '../condominio/ocorrencias.ts';
import {
  abrirOcorrenciaConteudo,
  avaliarOcorrenciaConteudo,
  moverOcorrenciaConteudo,
} from './ocorrencias.ts';

const foto = (filename: string, filetype: string) => ({
  base64: 'iVBORw0KGgo=',
  filename,
  filesize: 8,
  filetype,
  dthcriacao: '2026-11-27T10:00:00Z',
});

describe('ocorrências contract', () => {
  it('takes up to 3 photos, PNG or JPG only, and a description', () => {
    const ok = abrirOcorrenciaConteudo.safeParse({
      categoria: 'vazamento',
      descricao: '  Água no teto do banheiro  ',
      fotos: [foto('a.png', 'image/png'), foto('b.jpg', 'image/jpeg')],
    });
    expect(ok.success && ok.data.descricao).toBe('Água no teto do banheiro');
    const pdf = abrirOcorrenciaConteudo.safeParse({
      categoria: 'vazamento',
      descricao: 'x',
      fotos: [foto('a.pdf', 'application/pdf')],
    });
    expect(pdf.error?.issues[0]?.message).toBe(MENSAGENS_OCORRENCIA.fotoNaoImagem);
    const quatro = abrirOcorrenciaConteudo.safeParse({
      categoria: 'vazamento',
      descricao: 'x',
      fotos: Array(4).fill(foto('a.png', 'image/png')),
    });
    expect(quatro.error?.issues[0]?.message).toBe(MENSAGENS_OCORRENCIA.fotosDemais);
    const vazia = abrirOcorrenciaConteudo.safeParse({ categoria: 'vazamento', descricao: '   ' });
    expect(vazia.error?.issues[0]?.message).toBe(MENSAGENS_OCORRENCIA.descricaoVazia);
    expect(abrirOcorrenciaConteudo.safeParse({ categoria: 'piscina', descricao: 'x' }).success).toBe(false);
  });

  it('rates 1 to 5 and moves only forward', () => {
    expect(avaliarOcorrenciaConteudo.safeParse({ nota: 5 }).success).toBe(true);
    expect(avaliarOcorrenciaConteudo.safeParse({ nota: 6 }).error?.issues[0]?.message).toBe(
      MENSAGENS_OCORRENCIA.notaInvalida,
    );
    expect(moverOcorrenciaConteudo.safeParse({ situacao: 'aberta' }).success).toBe(false);
  });
});
