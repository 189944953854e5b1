import { operacoes } from '@portal/core';
import { alcanceDe } from '../alcance.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';
import { lista, offsetDe } from '../pagina.ts';
import { buscarRecados } from './recado-dto.ts';

/** coddao 200 — announcements of the user's current context, newest first, optionally searched. */
export const listarRecados = defineOperacao(operacoes.recados, {
  acesso: 'token',
  leitura: ['recados'],
  async run(ctx, [, pagina = 1, tamanhoPagina = 20, busca = '']) {
    const { itens, total } = await buscarRecados(ctx.db, alcanceDe(sessaoDe(ctx)), {
      busca,
      limite: tamanhoPagina,
      deslocamento: offsetDe(pagina, tamanhoPagina),
    });
    return lista(itens, total, pagina, tamanhoPagina);
  },
});
