import { operacoes, type ParamsSistema, serializeParamsSistema, validarContexto } from '@portal/core';
import { eq } from 'drizzle-orm';
import { pessoa } from '../../db/schema/index.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { listasDaPessoa } from './listas-da-pessoa.ts';

/**
 * coddao 4 — saves the person's context (the five system parameters) after checking each slot is theirs
 * (core's validarContexto over the same lists the login gave them); answers a new token carrying it.
 */
export const salvarParametros = defineOperacao(operacoes.salvarParametros, {
  acesso: 'token',
  muda: ['contexto'],
  async run(ctx, [, codEmpresa, anoLetivo, codTurma, codAluno, codcondomino]) {
    const { pessoa: p, sid } = sessaoDe(ctx);
    const params: ParamsSistema = { codEmpresa, anoLetivo, codTurma, codAluno, codcondomino };
    const listas = await listasDaPessoa(ctx.db, p);
    const campos = validarContexto(
      { empresas: listas.lstempresa, alunos: listas.lstaluno, condominios: listas.lstcondomino },
      params,
    );
    const [primeiro] = Object.values(campos);
    if (primeiro) throw new ErroOperacao('INVALIDO', primeiro, campos);

    const paramsistema = serializeParamsSistema(params);
    await ctx.db.update(pessoa).set({ paramsistema }).where(eq(pessoa.codpessoa, p.codpessoa));
    await ctx.pessoas.alterada(ctx.db, p.codpessoa);
    return ctx.tokens.sign({ codpessoa: p.codpessoa, paramsistema, sid }, ctx.now().getTime());
  },
});
