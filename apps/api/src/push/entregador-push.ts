import type { Agent } from 'node:https';
import { type MensagemPushWeb, ROTA_NOTIFICACOES } from '@portal/core';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppSettings } from '../config/app-settings.ts';
import type { Db } from '../db/database.ts';
import { novaTentativa } from '../db/nova-tentativa.ts';
import { rowsOf } from '../db/rows.ts';
import { assinaturaPush, pushSaida } from '../db/schema/index.ts';
import { servicoPushPermitido } from './servicos-push.ts';

/** How often the outbox is looked at for web pushes. */
const INTERVALO_MS = 2000;
/** A push the service refused or could not take is tried again later: 1, 4, 16, 64 minutes, then left. */
export const MAXIMO_TENTATIVAS_PUSH = 5;
/** How long the push service keeps a message for a browser that is offline (its TTL header). */
const VALIDADE_S = 24 * 3600;

type WebPush = typeof import('web-push');

export interface OpcoesEntregadorPush {
  /**
   * The HTTPS agent of the requests to the push services. Only a test gives one (it trusts the test's own
   * self-signed push service); the server uses Node's default, which checks certificates.
   */
  agente?: Agent;
}

/**
 * Delivers the outbox's web pushes (rows of `plataforma` 'web', queued by push/enfileirar-push.ts) with the
 * `web-push` library: the message encrypted for the subscription's keys (RFC 8291, aes128gcm) and signed with the
 * server's VAPID pair (RFC 8292). Each row is claimed by one process (FOR UPDATE SKIP LOCKED) before it is sent,
 * so several API processes never send it twice. A push service answering 404 or 410 has dropped the subscription:
 * its row is deleted and the message left. Any other failure waits to be tried again. Native rows are never
 * touched: they wait for the publisher's FCM/APNs credentials.
 */
export class EntregadorPush {
  /** web-push loads with the first web push to send: it is not a cost of every start. */
  private biblioteca: Promise<WebPush> | null = null;
  private relogio: NodeJS.Timeout | null = null;
  private entregando: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly settings: Pick<AppSettings, 'vapid' | 'brandHost' | 'servicosPush'>,
    private readonly aviso: (erro: unknown) => void,
    private readonly opcoes: OpcoesEntregadorPush = {},
  ) {}

  iniciar(): void {
    this.relogio = setInterval(() => void this.entregar(), INTERVALO_MS);
    this.relogio.unref();
  }

  /** Sends what is waiting (at most 20 at a time); answers how many the push services accepted. */
  entregar(): Promise<number> {
    this.entregando ??= this.entregarAgora().finally(() => {
      this.entregando = null;
    });
    return this.entregando;
  }

  private async entregarAgora(): Promise<number> {
    let enviadas = 0;
    try {
      const tomadas = rowsOf<{ codpush: number }>(
        await this.db.execute(sql`
          UPDATE ${pushSaida} SET enviado_em = now()
          WHERE codpush IN (
            SELECT codpush FROM ${pushSaida}
            WHERE enviado_em IS NULL AND plataforma = 'web' AND tentativas < ${MAXIMO_TENTATIVAS_PUSH}
              AND (tentar_em IS NULL OR tentar_em <= now())
            ORDER BY codpush LIMIT 20 FOR UPDATE SKIP LOCKED
          ) RETURNING codpush`),
      );
      if (tomadas.length === 0) return 0;
      const linhas = await this.db
        .select({ push: pushSaida, assinatura: assinaturaPush })
        .from(pushSaida)
        .leftJoin(assinaturaPush, eq(assinaturaPush.endpoint, pushSaida.tokenPush))
        .where(
          inArray(
            pushSaida.codpush,
            tomadas.map((t) => t.codpush),
          ),
        )
        .orderBy(asc(pushSaida.codpush));
      this.biblioteca ??= import('web-push').then((m) => (m as { default?: WebPush }).default ?? m);
      const webpush = await this.biblioteca;
      for (const { push, assinatura } of linhas) {
        if (!assinatura) {
          await this.desistir(push.codpush, 'assinatura removida');
          continue;
        }
        if (!servicoPushPermitido(assinatura.endpoint, this.settings.servicosPush)) {
          await this.desistir(push.codpush, 'serviço de push não permitido');
          continue;
        }
        const mensagem: MensagemPushWeb = { title: push.titulo, body: push.corpo, url: ROTA_NOTIFICACOES };
        try {
          await webpush.sendNotification(
            { endpoint: assinatura.endpoint, keys: { p256dh: assinatura.p256dh, auth: assinatura.auth } },
            JSON.stringify(mensagem),
            {
              vapidDetails: {
                subject: `mailto:nao-responda@${this.settings.brandHost}`,
                publicKey: this.settings.vapid.publicKey,
                privateKey: this.settings.vapid.privateKey,
              },
              TTL: VALIDADE_S,
              contentEncoding: 'aes128gcm',
              timeout: 10_000,
              ...(this.opcoes.agente ? { agent: this.opcoes.agente } : {}),
            },
          );
          enviadas += 1;
          await this.db
            .update(assinaturaPush)
            .set({ ultimoSucessoEm: sql`now()` })
            .where(eq(assinaturaPush.endpoint, assinatura.endpoint));
        } catch (erro) {
          const status = erro instanceof webpush.WebPushError ? erro.statusCode : 0;
          if (status === 404 || status === 410) {
            // The browser unsubscribed or the subscription expired: it will never take a message again.
            await this.db.delete(assinaturaPush).where(eq(assinaturaPush.endpoint, assinatura.endpoint));
            await this.desistir(push.codpush, `assinatura encerrada pelo serviço de push (${status})`);
            continue;
          }
          this.aviso(erro);
          await this.db
            .update(pushSaida)
            .set(novaTentativa(erro, push.tentativas))
            .where(eq(pushSaida.codpush, push.codpush));
        }
      }
    } catch (erro) {
      this.aviso(erro);
    }
    return enviadas;
  }

  /** A message that can never be delivered stays unsent, with why, and is not tried again. */
  private async desistir(codpush: number, erro: string): Promise<void> {
    await this.db
      .update(pushSaida)
      .set({ enviadoEm: null, erro, tentativas: MAXIMO_TENTATIVAS_PUSH })
      .where(eq(pushSaida.codpush, codpush));
  }

  async encerrar(): Promise<void> {
    if (this.relogio) clearInterval(this.relogio);
    await this.entregando;
  }
}
