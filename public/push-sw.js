// Imported by the generated service worker (scripts/pwa/options.ts, workbox importScripts):
// shows the engine's web push messages and opens the unit on a click
// (docs/decisions.md#notifications). The payload is { title, body, url, tag }; url is a path.
/* global self */
self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Sunbed Fleet', {
      body: data.body || '',
      tag: data.tag || undefined,
      icon: '/pwa-192.png',
      data: { url: typeof data.url === 'string' ? data.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a page of this app: the payload's path, resolved against the worker's own origin.
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  if (target.origin !== self.location.origin) return;
  const opened = (async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    for (const client of windows) {
      if (new URL(client.url).origin !== self.location.origin || !('navigate' in client)) continue;
      const moved = await client.navigate(target.href).catch(() => null);
      if (!moved) continue;
      await moved.focus().catch(() => undefined);
      return;
    }
    await self.clients.openWindow(target.href);
  })();
  try {
    event.waitUntil(opened);
  } catch {
    // An event made by a test (not trusted) cannot be extended; the page still opens.
  }
});
