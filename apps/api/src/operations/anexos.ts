import { type AnexoEnvio, base64Puro, MENSAGENS_API } from '@portal/core';
import type { Executor } from '../db/database.ts';
import { anexo } from '../db/schema/index.ts';

/** What an attachment belongs to: a registration (coddao 94), a recado (202) or a reply (203). */
export type DonoDoAnexo = { codcadastro: number } | { codrecado: number } | { codresposta: number };

/**
 * Stores the attachments a write received (already checked by core's schema: type, size, count), in its
 * transaction, each decoded from base64 and sized by its bytes, not by what the client declared.
 */
export async function gravarAnexos(
  db: Executor,
  anexos: readonly AnexoEnvio[],
  dono: DonoDoAnexo,
  codpessoa: number,
  agora: Date,
): Promise<void> {
  if (anexos.length === 0) return;
  await db.insert(anexo).values(
    anexos.map((a) => {
      const conteudo = Buffer.from(base64Puro(a.base64), 'base64');
      return {
        ...dono,
        codpessoa,
        filename: a.filename,
        filetype: a.filetype,
        filesize: conteudo.length,
        conteudo,
        dthcriacao: agora,
      };
    }),
  );
}

/** The 400's message when an attachment is what failed the schema: the limits in words (SPEC §8). */
export const mensagemAnexosInvalidos = (campos: Record<string, string>) =>
  Object.keys(campos).some((c) => c.startsWith('conteudo.anexos'))
    ? MENSAGENS_API.anexosInvalidos
    : undefined;
