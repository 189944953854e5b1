/**
 * At logout, this browser's Web Push subscription is dropped: it was the person's who leaves, and the next one to
 * log in here must get none of their notifications. No call to the API is needed (the token may already be
 * gone): the push service answers the server's next message with 410 and the server deletes its row. Apart from
 * push-web.ts, and importing nothing, because the logout is on the first screen's code.
 */
export async function esquecerPushWebNoNavegador(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const registro = await navigator.serviceWorker.getRegistration();
    const assinatura = await registro?.pushManager?.getSubscription();
    await assinatura?.unsubscribe();
  } catch (erro) {
    console.warn('Assinatura de notificações não cancelada.', erro);
  }
}
