import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from '@/api/client';
import { createQueryClient } from '@/api/query-client';
import { App } from '@/app/app';
import { showToast } from '@/components/ui/toaster';
import { describeError } from '@/components/ui/error-message';
import { getRuntimeConfig, loadRuntimeConfig } from '@/config/runtime-config';
import { deleteOpenedIdentityDatabases } from '@/lib/identity-db';
import { registerServiceWorker } from '@/lib/service-worker';
import { session } from '@/lib/session';
import { applyTheme } from '@/lib/theme';
import './index.css';

applyTheme();
// React Query assumes "online" at start; a reload without network must pause requests and show
// the offline notice at once (docs/decisions.md#installable-app).
if (navigator.onLine === false) onlineManager.setOnline(false);

// Not awaited: the shell and the sign-in page render at once (the first paint is not held back
// by a request); requests and the signed-in pages wait for it (docs/decisions.md#config).
const configLoaded = loadRuntimeConfig();
const queryClient = createQueryClient({
  onMutationError: (error) => showToast(describeError(error)),
});

configureApiClient({
  baseUrl: () => getRuntimeConfig().apiBaseUrl,
  ready: configLoaded,
  getToken: session.getToken,
  // Any 401 drops the token and every cached document, then RequireAuth shows sign-in
  // (docs/decisions.md#sign-in).
  onUnauthorized: () => {
    // docs/decisions.md#fleet-history: as at sign-out, this identity's browser data goes unless
    // the session was remembered (read before the token is dropped).
    const remembered = session.isRemembered();
    session.signOut('expired');
    if (!remembered) void deleteOpenedIdentityDatabases();
    void queryClient.cancelQueries();
    queryClient.clear();
  },
});

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
createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
