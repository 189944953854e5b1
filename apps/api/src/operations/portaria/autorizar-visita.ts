import { errosDaAutorizacao, hojeEmBrasilia, lerHora, normalizarPlaca, operacoes } from '@portal/core';
import { autorizacaoVisita } from '../../db/schema/index.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { sortearCodigoPasse } from './sorteio.ts';
import { unidadeDoContexto } from './unidades.ts';
import { paraMascara, visitaDasUnidades } from './visita-dto.ts';

/**
 * coddao 721 — a resident authorises a visitor or a service for a unit of the context (idempotent). Core's rule
 * checks the dates, weekdays, period and plate; the pass's short code is drawn until the database's unique index
 * takes it (a clash among 31⁸ codes is rare, so one more draw is all it ever needs).
 */
export const autorizarVisita = defineOperacao(operacoes.autorizarVisita, {
  acesso: 'token',
  muda: ['modulos'],
  async run(ctx, [, codcondomino], c) {
    const unidade = await unidadeDoContexto(ctx, codcondomino);
    const erros = errosDaAutorizacao(c, hojeEmBrasilia(ctx.now()));
    const campos = Object.fromEntries(Object.entries(erros).map(([k, v]) => [`conteudo.${k}`, v]));
    const [primeira] = Object.values(campos);
    if (primeira) throw new ErroOperacao('INVALIDO', primeira, campos);
    for (let tentativa = 0; tentativa < 5; tentativa++) {
      const [nova] = await ctx.db
        .insert(autorizacaoVisita)
        .values({
          codedificio: unidade.codedificio,
          codcondomino,
          codpessoa: sessaoDe(ctx).pessoa.codpessoa,
          nome: c.nome,
          documento: c.documento || null,
          tipo: c.tipo,
          dataInicio: c.dataInicio,
          dataFim: c.dataFim,
          diasSemana: paraMascara(c.diasSemana),
          horaInicio: c.horaInicio.trim() ? lerHora(c.horaInicio) : null,
          horaFim: c.horaFim.trim() ? lerHora(c.horaFim) : null,
          placa: c.placa.trim() ? normalizarPlaca(c.placa) : null,
          codigo: sortearCodigoPasse(),
          criadaEm: ctx.now(),
        })
        .onConflictDoNothing({ target: autorizacaoVisita.codigo })
        .returning({ codautorizacao: autorizacaoVisita.codautorizacao });
      if (nova) {
        const visita = await visitaDasUnidades(ctx, nova.codautorizacao, [codcondomino]);
        if (!visita) throw new Error('autorização gravada e não encontrada');
        return visita;
      }
    }
    throw new Error('nenhum código de passe livre em 5 sorteios');
  },
});
