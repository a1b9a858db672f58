import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { cancelRequestsNotFor, configureApiClient } from '@/api/client';
import { App } from '@/app/app';
import { createRouter } from '@/app/router';
import { handleSessionEnd } from '@/app/session-end';
import { getRuntimeConfig, loadRuntimeConfig } from '@/config/runtime-config';
import { configureCatalogs, showLocale } from '@/lib/intl';
import { localeStore } from '@/lib/locale';
import { registerServiceWorker } from '@/lib/service-worker';
import { session, sessionStore } from '@/lib/session';
import { listenSessionMessages } from '@/lib/session-channel';
import { applyTheme } from '@/lib/theme';
import { loadCatalog } from '@/app/i18n/load-catalog';
import './index.css';

applyTheme();
configureCatalogs(loadCatalog);

// Not awaited: the shell and the sign-in page render at once (the first paint is not held back
// by a request); requests and the signed-in pages wait for it (docs/decisions.md#config).
const configLoaded = loadRuntimeConfig();

configureApiClient({
  baseUrl: () => getRuntimeConfig().apiBaseUrl,
  ready: configLoaded,
  // Checked against storage before each request: a token this tab no longer holds is not sent.
  getToken: session.tokenToSend,
  // Any 401 ends the session in every tab; session-end.ts drops what it leaves behind, then
  // RequireAuth shows sign-in (docs/decisions.md#sign-in).
  onUnauthorized: () => session.signOut('expired'),
});
// One session per browser profile.
session.onEnd((end) => void handleSessionEnd(end));
listenSessionMessages(session.heard);
sessionStore.subscribe(() => cancelRequestsNotFor(session.getToken()));

// Once the page has loaded and the browser is idle: precaching the shell (~2 MB) must not
// compete with the first page's own chunks and requests (docs/decisions.md#installable-app).
if (import.meta.env.PROD)
  addEventListener(
    'load',
    () => {
      const register = () => void registerServiceWorker(navigator.serviceWorker);
      if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
      else setTimeout(register, 1000);
    },
    { once: true },
  );

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The language in a task of its own: its first Intl call loads ICU's data (24–39 ms in Chromium),
// which with the boot's module evaluation made every page's longest task. A Dutch or German
// catalog starts downloading here, beside the first render (docs/decisions.md#languages).
// The router in the next task: its start (matching the address, starting the page's lazy chunk)
// took ~14 ms of the first render's ~36 ms, the longest task left when a page opens.
setTimeout(() => {
  showLocale(localeStore.get());
  setTimeout(() => {
    const router = createRouter();
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  }, 0);
}, 0);
