// Imported by the generated Workbox worker (ngsw-worker.js). SPEC §2: tapping a push notification opens
// /notificacoes — focus an open window of the app when there is one, else open a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const destino = new URL('/notificacoes', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((janelas) => {
      for (const janela of janelas) {
        if (new URL(janela.url).origin === self.location.origin && 'focus' in janela) {
          return janela
            .focus()
            .then((focada) => (focada && 'navigate' in focada ? focada.navigate(destino) : focada));
        }
      }
      return self.clients.openWindow(destino);
    }),
  );
});
