import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { assinaturaPush, dispositivo, pushSaida } from '../db/schema/index.ts';

export interface AvisoPush {
  titulo: string;
  texto: string;
  /** Where the notification's own row leads (native pushes carry it); a web push's tap opens /notificacoes. */
  rota: string | null;
}

/**
 * Queues one push per device of these people, in the caller's transaction (the outbox): every native token
 * (coddao 320) and every browser subscription (coddao 321, by its endpoint). Nothing leaves before the write
 * commits; the web ones leave by push/entregador-push.ts, the native ones wait for FCM/APNs credentials.
 */
export async function enfileirarPush(
  tx: Executor,
  codpessoas: readonly number[],
  aviso: AvisoPush,
  agora: Date,
): Promise<void> {
  if (codpessoas.length === 0) return;
  const pessoas = [...codpessoas];
  // One after the other: a transaction is one connection.
  const aparelhos = await tx.select().from(dispositivo).where(inArray(dispositivo.codpessoa, pessoas));
  const navegadores = await tx
    .select({ endpoint: assinaturaPush.endpoint, codpessoa: assinaturaPush.codpessoa })
    .from(assinaturaPush)
    .where(inArray(assinaturaPush.codpessoa, pessoas));
  const destinos = [
    ...aparelhos.map((a) => ({ tokenPush: a.tokenPush, plataforma: a.plataforma, codpessoa: a.codpessoa })),
    ...navegadores.map((n) => ({ tokenPush: n.endpoint, plataforma: 'web', codpessoa: n.codpessoa })),
  ];
  if (destinos.length === 0) return;
  await tx.insert(pushSaida).values(
    destinos.map((d) => ({
      ...d,
      titulo: aviso.titulo,
      corpo: aviso.texto,
      rota: aviso.rota,
      criadoEm: agora,
    })),
  );
}
