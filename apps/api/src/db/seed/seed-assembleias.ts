import { assembleiasDemo } from '../../seed-data/assembleias.ts';
import type { Executor } from '../database.ts';
import {
  assembleia,
  assembleiaDocumento,
  comunicado,
  comunicadoLeitura,
  pautaItem,
  pesquisa,
  pesquisaPergunta,
  pesquisaResposta,
  pesquisaRespostaItem,
  voto,
  votoRegistro,
} from '../schema/index.ts';

/** The buildings' assemblies, notices and surveys (issue 32), dated as of `referencia`. */
export async function seedAssembleias(db: Executor, referencia: string): Promise<void> {
  const d = assembleiasDemo(referencia);
  await db.insert(assembleia).values(d.assembleias);
  await db.insert(assembleiaDocumento).values(d.documentos);
  await db.insert(pautaItem).values(d.itens);
  await db.insert(voto).values(d.votos);
  await db.insert(votoRegistro).values(d.registros);
  await db.insert(comunicado).values(d.comunicados);
  await db.insert(comunicadoLeitura).values(d.leituras);
  await db.insert(pesquisa).values(d.pesquisas);
  await db.insert(pesquisaPergunta).values(d.perguntas);
  await db.insert(pesquisaResposta).values(d.respostas);
  await db.insert(pesquisaRespostaItem).values(d.respostaItens);
}
