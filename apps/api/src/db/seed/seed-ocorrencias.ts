import { ocorrenciasDemo } from '../../seed-data/index.ts';
import type { Executor } from '../database.ts';
import { ocorrencia, ocorrenciaMensagem, ocorrenciaPasso } from '../schema/index.ts';

/** Acácias's requests to its síndico (issue 32), dated back from the reference day. */
export async function seedOcorrencias(db: Executor, referencia: string): Promise<void> {
  const { ocorrencias, passos, mensagens } = ocorrenciasDemo(referencia);
  await db.insert(ocorrencia).values(ocorrencias);
  await db.insert(ocorrenciaPasso).values(passos);
  await db.insert(ocorrenciaMensagem).values(mensagens);
}
