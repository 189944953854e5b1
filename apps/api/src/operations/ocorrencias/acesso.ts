import { MENSAGENS_API } from '@portal/core';
import { alcanceDe } from '../alcance.ts';
import { type Contexto, sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { edificiosComoSindico } from './edificio.ts';
import { type LinhaOcorrencia, linhaOcorrencia, type Papeis } from './ocorrencia-dto.ts';

/**
 * A request the caller may see, and as what: a resident of a unit of the context, or the síndico of the building of
 * one of them. Anything else is not found (as a row outside the context always is), so a resident learns nothing
 * of another unit's requests.
 */
export async function ocorrenciaVisivel(
  ctx: Contexto,
  codocorrencia: number,
): Promise<{ linha: LinhaOcorrencia; papeis: Papeis }> {
  const alcance = alcanceDe(sessaoDe(ctx));
  const linha = await linhaOcorrencia(ctx.db, codocorrencia);
  if (!linha) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
  const morador = alcance.condominios.includes(linha.codcondomino);
  const sindico = (await edificiosComoSindico(ctx.db, alcance.codpessoa, alcance.condominios)).includes(
    linha.codedificio,
  );
  if (!morador && !sindico) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
  return { linha, papeis: { codpessoa: alcance.codpessoa, morador, sindico } };
}

/** A resident's write (rate, reopen): the síndico who only runs the building may not (403; the app never offers it). */
export function exigirMorador(papeis: Papeis): void {
  if (!papeis.morador) throw new ErroOperacao('SEM_PERMISSAO', MENSAGENS_API.semPermissao);
}

/** A síndico's write (move): a resident may not (403; the app never offers it). */
export function exigirSindico(papeis: Papeis): void {
  if (!papeis.sindico) throw new ErroOperacao('SEM_PERMISSAO', MENSAGENS_API.semPermissao);
}
