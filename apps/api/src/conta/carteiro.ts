import { asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { SmtpSettings } from '../config/app-settings.ts';
import type { Db } from '../db/database.ts';
import { novaTentativa } from '../db/nova-tentativa.ts';
import { rowsOf } from '../db/rows.ts';
import { emailSaida } from '../db/schema/index.ts';

/** How often the outbox is looked at when SMTP is configured. */
const INTERVALO_MS = 3000;
/** A message the SMTP server refused or could not take is tried again later: 1, 4, 16, 64 minutes, then left. */
export const MAXIMO_TENTATIVAS_EMAIL = 5;

/**
 * Delivers the outbox by SMTP (nodemailer) when the settings name a server; without one it does nothing and the
 * messages stay for `npm run outbox`. Each message is claimed by one process (FOR UPDATE SKIP LOCKED) before it
 * is sent, so several API processes never send it twice; a failure is recorded on the row and logged, and the
 * message waits to be tried again (an SMTP server down for an hour loses nothing).
 */
export class Carteiro {
  /** nodemailer loads only when SMTP is configured: it is not a cost of every start. */
  private transporte: Promise<Transporter> | null = null;
  private relogio: NodeJS.Timeout | null = null;
  private entregando: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly smtp: SmtpSettings | null,
    private readonly aviso: (erro: unknown) => void,
  ) {}

  iniciar(): void {
    if (!this.smtp) return;
    const smtp = this.smtp;
    this.transporte = import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
      }),
    );
    this.relogio = setInterval(() => void this.entregar(), INTERVALO_MS);
    this.relogio.unref();
  }

  /** Sends what is waiting (at most 20 at a time); answers how many left. */
  entregar(): Promise<number> {
    this.entregando ??= this.entregarAgora().finally(() => {
      this.entregando = null;
    });
    return this.entregando;
  }

  private async entregarAgora(): Promise<number> {
    const smtp = this.smtp;
    if (!this.transporte || !smtp) return 0;
    let enviadas = 0;
    try {
      const transporte = await this.transporte;
      const tomadas = rowsOf<{ codemail: number }>(
        await this.db.execute(sql`
          UPDATE ${emailSaida} SET enviado_em = now()
          WHERE codemail IN (
            SELECT codemail FROM ${emailSaida}
            WHERE enviado_em IS NULL AND tentativas < ${MAXIMO_TENTATIVAS_EMAIL}
              AND (tentar_em IS NULL OR tentar_em <= now())
            ORDER BY codemail LIMIT 20 FOR UPDATE SKIP LOCKED
          ) RETURNING codemail`),
      );
      if (tomadas.length === 0) return 0;
      const linhas = await this.db
        .select()
        .from(emailSaida)
        .where(
          inArray(
            emailSaida.codemail,
            tomadas.map((t) => t.codemail),
          ),
        )
        .orderBy(asc(emailSaida.codemail));
      for (const m of linhas) {
        try {
          await transporte.sendMail({
            from: smtp.from,
            to: m.para,
            subject: m.assunto,
            text: m.texto,
            html: m.html,
          });
          enviadas += 1;
        } catch (erro) {
          this.aviso(erro);
          await this.db
            .update(emailSaida)
            .set(novaTentativa(erro, m.tentativas))
            .where(eq(emailSaida.codemail, m.codemail));
        }
      }
    } catch (erro) {
      this.aviso(erro);
    }
    return enviadas;
  }

  async encerrar(): Promise<void> {
    if (this.relogio) clearInterval(this.relogio);
    await this.entregando;
    (await this.transporte)?.close();
  }
}

/** The messages still in the outbox, newest first (what `npm run outbox` and the local page show). */
export function caixaDeSaida(db: Db, limite = 50) {
  return db
    .select()
    .from(emailSaida)
    .where(isNull(emailSaida.enviadoEm))
    .orderBy(desc(emailSaida.codemail))
    .limit(limite);
}
