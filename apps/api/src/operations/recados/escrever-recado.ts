import {
  autorDoRecado,
  MENSAGENS_API,
  MENSAGENS_RECADO,
  mensagemAlunoForaDoRecado,
  operacoes,
  textoNovoRecado,
} from '@portal/core';
import { and, inArray, sql } from 'drizzle-orm';
import { aluno, recado, recadoAluno } from '../../db/schema/index.ts';
import { anunciar } from '../../mudancas/anunciar.ts';
import { alcanceDe } from '../alcance.ts';
import { gravarAnexos, mensagemAnexosInvalidos } from '../anexos.ts';
import { sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { eSecretaria } from '../escola/secretaria.ts';
import { turmasDoProfessor } from '../escola/turmas-do-professor.ts';
import { defineOperacao } from '../operacao.ts';
import { avisarDoRecado } from './avisar.ts';
import { alunosDoRecado, familiasDe } from './destinatarios.ts';

/**
 * coddao 202 — "Escrever recado" (issue 31; idempotent, in the route's one transaction with its key's answer). A
 * teacher writes to a class they teach that year (`docencia`; any other class is 403), the school office
 * (secretaria) to any class or to the whole school; either may narrow it to chosen students of it, whose
 * families alone then receive it (`recado_aluno`). The recado, its attachments, one notification per family and
 * their pushes are written together, and the recados' read cache and streams of those families move at commit:
 * Ana sees it under Lucas's class at once.
 */
export const escreverRecado = defineOperacao(operacoes.escreverRecado, {
  acesso: 'token',
  muda: ['recados'],
  mensagemInvalido: mensagemAnexosInvalidos,
  async run(ctx, _params, c) {
    const sessao = sessaoDe(ctx);
    const { pessoa } = sessao;
    const alcance = alcanceDe(sessao);
    if (!alcance.empresas.includes(c.codempresa))
      throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);

    const secretaria = await eSecretaria(ctx.db, sessao, c.codempresa);
    if (c.codturma === null && !secretaria)
      throw new ErroOperacao('SEM_PERMISSAO', MENSAGENS_RECADO.escolaInteira);
    if (c.codturma !== null && !secretaria) {
      const leciona = await turmasDoProfessor(ctx.db, pessoa.codpessoa, [c.codempresa], {
        anoletivo: c.anoletivo,
        codturma: c.codturma,
      });
      if (leciona.length === 0) throw new ErroOperacao('SEM_PERMISSAO', MENSAGENS_API.semPermissao);
    }

    const alvo = {
      codrecado: 0,
      escCodaluno: null,
      escCodturma: c.codturma,
      escCodempresa: c.codempresa,
      escAnoletivo: c.anoletivo,
    };
    let codalunos: string[];
    if (c.alunos.length > 0) {
      const escolhidos = [...new Set(c.alunos)];
      const daTurma = await ctx.db
        .select({ codaluno: aluno.codaluno })
        .from(aluno)
        .where(
          and(
            inArray(aluno.codaluno, escolhidos),
            sql`(${aluno.dados}->>'codempresa')::int = ${c.codempresa}`,
            sql`(${aluno.dados}->>'anoletivo')::int = ${c.anoletivo}`,
            c.codturma === null ? undefined : sql`${aluno.dados}->>'codturma' = ${c.codturma}`,
          ),
        );
      const validos = new Set(daTurma.map((a) => a.codaluno));
      const fora: Record<string, string> = {};
      c.alunos.forEach((codaluno, i) => {
        if (!validos.has(codaluno)) fora[`conteudo.alunos.${i}`] = mensagemAlunoForaDoRecado(codaluno);
      });
      const [primeira] = Object.values(fora);
      if (primeira) throw new ErroOperacao('INVALIDO', primeira, fora);
      codalunos = escolhidos;
    } else {
      codalunos = (await alunosDoRecado(ctx.db, alvo)).map((a) => a.codaluno);
    }
    const familias = await familiasDe(ctx.db, codalunos, pessoa.codpessoa);
    if (familias.length === 0) throw new ErroOperacao('INVALIDO', MENSAGENS_RECADO.semFamilias);

    const agora = ctx.now();
    const autor = autorDoRecado(secretaria ? 'secretaria' : 'professor', pessoa.nompessoa);
    const [novo] = await ctx.db
      .insert(recado)
      .values({
        escCodempresa: c.codempresa,
        escAnoletivo: c.anoletivo,
        escCodturma: c.codturma,
        titulo: c.titulo,
        autor,
        codautor: pessoa.codpessoa,
        dthpublicacao: agora,
        texto: c.texto,
        pedeCiencia: c.pedeCiencia,
        permiteRespostas: c.permiteRespostas,
        escolhidos: c.alunos.length > 0,
      })
      .returning({ codrecado: recado.codrecado });
    if (!novo) throw new Error('recado não criado');
    const { codrecado } = novo;
    if (c.alunos.length > 0)
      await ctx.db.insert(recadoAluno).values(codalunos.map((codaluno) => ({ codrecado, codaluno })));
    await gravarAnexos(ctx.db, c.anexos, { codrecado }, pessoa.codpessoa, agora);
    const codfamilias = familias.map((f) => f.codpessoa);
    await anunciar(ctx.db, ['recados'], codfamilias);
    await avisarDoRecado(
      ctx.db,
      codfamilias,
      {
        titulo: MENSAGENS_RECADO.novoRecado,
        texto: textoNovoRecado(autor, c.titulo),
        codrecado,
        codempresa: c.codempresa,
      },
      agora,
    );
    return { codrecado, familias: familias.length };
  },
});
