import { CODIGO_CONTA, corDoHost, type FinalidadeCodigo, MENSAGENS_CONTA } from '@portal/core';
import type { Executor } from '../db/database.ts';
import { emailSaida } from '../db/schema/index.ts';

export interface Mensagem {
  para: string;
  assunto: string;
  texto: string;
  html: string;
}

/** Whose brand an e-mail wears: the host the request came from decides the colour, as it does the app's theme. */
export interface Marca {
  host?: string;
  brandHost: string;
}

const escapar = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const PARA_QUE: Record<FinalidadeCodigo, string> = {
  'primeiro-acesso': 'criar a sua senha no primeiro acesso',
  'esqueci-senha': 'definir uma nova senha',
  'trocar-email': 'confirmar este endereço como o e-mail da sua conta',
};

const SE_NAO_FOI: Record<FinalidadeCodigo, string> = {
  'primeiro-acesso': 'Se não foi você quem pediu, ignore este e-mail: a sua senha continua a mesma.',
  'esqueci-senha': 'Se não foi você quem pediu, ignore este e-mail: a sua senha continua a mesma.',
  'trocar-email': 'Se não foi você quem pediu, ignore este e-mail: nada muda na conta.',
};

/**
 * Plain text and a simple HTML of the same paragraphs, under a bar in the host's theme colour. No link and no
 * image: the host comes from the request, so a link built from it could point anyone's code at a stranger's site.
 */
function montar(
  para: string,
  assunto: string,
  marca: Marca,
  paragrafos: string[],
  destaque?: string,
): Mensagem {
  const cor = corDoHost(marca.host ?? '', marca.brandHost);
  const [primeiro = '', ...resto] = paragrafos;
  const texto = [primeiro, '', ...(destaque ? [destaque, ''] : []), ...resto.flatMap((p) => [p, ''])]
    .join('\n')
    .trimEnd();
  const html = [
    '<!doctype html><html lang="pt-BR"><body style="margin:0;font-family:Arial,Helvetica,sans-serif;color:#1f2d3d">',
    `<div style="background:${cor};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">Portal do Cliente</div>`,
    '<div style="padding:24px;max-width:560px">',
    `<p>${escapar(primeiro)}</p>`,
    destaque
      ? `<p style="font-size:32px;font-weight:bold;letter-spacing:6px;color:${cor}">${escapar(destaque)}</p>`
      : '',
    ...resto.map((p) => `<p>${escapar(p)}</p>`),
    '</div></body></html>',
  ].join('');
  return { para, assunto, texto, html };
}

/** The one-time code's e-mail: Portuguese, plain text and simple HTML in the host's colour. */
export function mensagemCodigo(
  para: string,
  nome: string,
  codigo: string,
  finalidade: FinalidadeCodigo,
  marca: Marca,
): Mensagem {
  const minutos = CODIGO_CONTA.validadeMs / 60_000;
  return montar(
    para,
    MENSAGENS_CONTA.assuntoCodigo,
    marca,
    [
      `Olá, ${nome}. Use o código abaixo para ${PARA_QUE[finalidade]} no Portal do Cliente.`,
      `Ele vale por ${minutos} minutos e só pode ser usado uma vez.`,
      SE_NAO_FOI[finalidade],
    ],
    codigo,
  );
}

/** Tells the old address that the account's e-mail moved, so a takeover does not go unnoticed. */
export function mensagemEmailAlterado(
  para: string,
  nome: string,
  novoMascarado: string,
  marca: Marca,
): Mensagem {
  return montar(para, MENSAGENS_CONTA.assuntoEmailAlterado, marca, [
    `Olá, ${nome}. O e-mail da sua conta no Portal do Cliente foi alterado para ${novoMascarado}.`,
    'A partir de agora, códigos e avisos da conta vão para o novo endereço.',
    'Se não foi você, entre em contato com a sua empresa ou escola e peça para revisar o acesso.',
  ]);
}

/** Writes a message to the outbox, in the caller's transaction (the sender, if any, delivers it after). */
export async function enfileirarEmail(db: Executor, m: Mensagem, agora: Date): Promise<void> {
  await db.insert(emailSaida).values({ ...m, criadoEm: agora });
}
