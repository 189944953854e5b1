import type { DemoDatada } from '../../seed-data/index.ts';
import type { Executor } from '../database.ts';
import { anexo, notificacao, recado, recadoLeitura } from '../schema/index.ts';
import { escopoColunas } from './escopo-colunas.ts';
import { inserirEmLotes } from './lotes.ts';

/** Announcements with their attachments and read marks, and every account's notifications. */
export async function seedComunicacao(db: Executor, { notificacoes, recados }: DemoDatada): Promise<void> {
  await inserirEmLotes(
    db,
    recado,
    recados.map((r) => ({
      codrecado: r.codrecado,
      ...escopoColunas(r.escopo),
      titulo: r.titulo,
      autor: r.autor,
      codautor: r.codautor ?? null,
      dthpublicacao: new Date(r.dthpublicacao),
      texto: r.texto,
      pedeCiencia: r.pedeCiencia === true,
      permiteRespostas: r.permiteRespostas === true,
    })),
  );
  await inserirEmLotes(
    db,
    anexo,
    recados.flatMap((r) =>
      r.anexos.map((a) => ({
        codanexo: a.codanexo,
        codrecado: r.codrecado,
        filename: a.filename,
        filetype: a.filetype,
        filesize: a.filesize,
        conteudo: Buffer.from(a.base64, 'base64'),
        dthcriacao: new Date(a.dthcriacao),
      })),
    ),
    20,
  );
  await inserirEmLotes(
    db,
    recadoLeitura,
    recados.flatMap((r) => r.lidoPor.map((codpessoa) => ({ codrecado: r.codrecado, codpessoa }))),
  );
  await inserirEmLotes(
    db,
    notificacao,
    notificacoes.map((n) => ({
      codnotificacao: n.codnotificacao,
      codpessoa: n.codpessoa,
      titulo: n.titulo,
      mensagem: n.mensagem,
      dthcriacao: new Date(n.dthcriacao),
      lida: n.lida,
      rota: n.rota ?? null,
      ...escopoColunas(n.escopo),
    })),
  );
}
