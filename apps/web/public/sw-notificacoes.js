// Imported by the generated Workbox worker (ngsw-worker.js, vite.config.ts importScripts): Web Push for the
// installed app. The server's messages (apps/api/src/push/entregador-push.ts) carry { title, body, url }
// (core's mensagemPushWebSchema); SPEC §2: tapping the notification opens /notificacoes.

const ROTA_NOTIFICACOES = '/notificacoes';

/** Only a path of this app is opened; anything else (another site, '//host') falls back to the notifications. */
function rotaDoApp(url) {
  return typeof url === 'string' && /^\/(?![/\\])/.test(url) ? url : ROTA_NOTIFICACOES;
}

self.addEventListener('push', (event) => {
  let dados = {};
  try {
    dados = event.data ? event.data.json() : {};
  } catch {
    // A message that is not JSON still becomes a notification: the person then opens the list to read it.
    dados = {};
  }
  const titulo = typeof dados.title === 'string' && dados.title !== '' ? dados.title : 'Portal';
  const corpo = typeof dados.body === 'string' ? dados.body : '';
  event.waitUntil(
    self.registration.showNotification(titulo, {
      body: corpo,
      lang: 'pt-BR',
      icon: '/assets/icon-192.png',
      data: { url: rotaDoApp(dados.url) },
    }),
  );
});

// Focus an open window of the app when there is one and take it to the route, else open a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const dados = event.notification.data;
  const destino = new URL(rotaDoApp(dados?.url), self.location.origin).href;
  event.waitUntil(abrirNaJanela(destino));
});

async function abrirNaJanela(destino) {
  const janelas = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const janela = janelas.find((j) => new URL(j.url).origin === self.location.origin);
  if (!janela) return self.clients.openWindow(destino);
  // Navigate first, then focus: the browser may refuse the focus (it allows one only while it is handling a
  // real click), and that must not leave the app on its old page. A window this worker does not control
  // cannot be navigated: it gets a new one.
  const navegada = 'navigate' in janela ? await janela.navigate(destino).catch(() => null) : null;
  if (!navegada) return self.clients.openWindow(destino);
  return navegada.focus().catch(() => navegada);
}
