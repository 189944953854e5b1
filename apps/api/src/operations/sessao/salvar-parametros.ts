import { MENSAGENS_API, operacoes, serializeParamsSistema } from '@portal/core';
import { eq, inArray } from 'drizzle-orm';
import { empresa, pessoa } from '../../db/schema.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';

/** coddao 4 — saves the five system parameters after checking each belongs to the user; answers a new token. */
export const salvarParametros = defineOperacao({
  coddao: 4,
  acesso: 'token',
  parametros: operacoes.salvarParametros.parametros,
  async run(ctx, [, codEmpresa, anoLetivo, codTurma, codAluno, codcondomino]) {
    const { pessoa: p } = sessaoDe(ctx);
    const campos: Record<string, string> = {};
    const empresas = p.empresas.length
      ? await ctx.db.select().from(empresa).where(inArray(empresa.codempresa, p.empresas))
      : [];
    const daEmpresa = codEmpresa ? empresas.filter((e) => String(e.codempresa) === codEmpresa) : empresas;
    if (codEmpresa && daEmpresa.length === 0) campos['parametros.1'] = MENSAGENS_API.parametroNaoPertence;
    const anos = daEmpresa.flatMap((e) => e.dados.lstanoletivo);
    const doAno = anoLetivo ? anos.filter((a) => String(a.anoletivo) === anoLetivo) : anos;
    if (anoLetivo && doAno.length === 0) campos['parametros.2'] = MENSAGENS_API.parametroNaoPertence;
    if (codTurma && !doAno.some((a) => a.turmas.some((t) => t.codturma === codTurma))) {
      campos['parametros.3'] = MENSAGENS_API.parametroNaoPertence;
    }
    if (codAluno && !p.alunos.includes(codAluno)) campos['parametros.4'] = MENSAGENS_API.parametroNaoPertence;
    if (codcondomino && !p.condominios.includes(codcondomino)) {
      campos['parametros.5'] = MENSAGENS_API.parametroNaoPertence;
    }
    if (Object.keys(campos).length)
      throw new ErroOperacao('INVALIDO', MENSAGENS_API.parametroNaoPertence, campos);

    const paramsistema = serializeParamsSistema({ codEmpresa, anoLetivo, codTurma, codAluno, codcondomino });
    await ctx.db.update(pessoa).set({ paramsistema }).where(eq(pessoa.codpessoa, p.codpessoa));
    return ctx.tokens.sign({ codpessoa: p.codpessoa, paramsistema }, ctx.now().getTime());
  },
});
