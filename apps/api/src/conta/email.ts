import { CODIGO_CONTA, CONSTANTES, type FinalidadeCodigo, MENSAGENS_CONTA } from '@portal/core';
import type { Executor } from '../db/database.ts';
import { emailSaida } from '../db/schema.ts';

export interface Mensagem {
  para: string;
  assunto: string;
  texto: string;
  html: string;
}

const escapar = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const PARA_QUE: Record<FinalidadeCodigo, string> = {
  'primeiro-acesso': 'criar a sua senha no primeiro acesso',
  'esqueci-senha': 'definir uma nova senha',
};

/** The one-time code's e-mail: Portuguese, plain text and simple HTML in the portal's colour. */
export function mensagemCodigo(
  para: string,
  nome: string,
  codigo: string,
  finalidade: FinalidadeCodigo,
): Mensagem {
  const minutos = CODIGO_CONTA.validadeMs / 60_000;
  const linhas = [
    `Olá, ${nome}.`,
    '',
    `Use o código ${codigo} para ${PARA_QUE[finalidade]} no Portal do Cliente.`,
    `Ele vale por ${minutos} minutos e só pode ser usado uma vez.`,
    '',
    'Se não foi você quem pediu, ignore este e-mail: a sua senha continua a mesma.',
  ];
  const cor = CONSTANTES.corTemaPadrao;
  const html = [
    '<!doctype html><html lang="pt-BR"><body style="margin:0;font-family:Arial,Helvetica,sans-serif;color:#1f2d3d">',
    `<div style="background:${cor};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">Portal do Cliente</div>`,
    '<div style="padding:24px;max-width:560px">',
    `<p>Olá, ${escapar(nome)}.</p>`,
    `<p>Use o código abaixo para ${PARA_QUE[finalidade]}:</p>`,
    `<p style="font-size:32px;font-weight:bold;letter-spacing:6px">${escapar(codigo)}</p>`,
    `<p>Ele vale por ${minutos} minutos e só pode ser usado uma vez.</p>`,
    '<p style="color:#5a6673">Se não foi você quem pediu, ignore este e-mail: a sua senha continua a mesma.</p>',
    '</div></body></html>',
  ].join('');
  return { para, assunto: MENSAGENS_CONTA.assuntoCodigo, texto: linhas.join('\n'), html };
}

/** Writes a message to the outbox, in the caller's transaction (the sender, if any, delivers it after). */
export async function enfileirarEmail(db: Executor, m: Mensagem, agora: Date): Promise<void> {
  await db.insert(emailSaida).values({ ...m, criadoEm: agora });
}
