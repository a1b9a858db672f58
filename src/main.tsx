import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from '@/api/client';
import { App } from '@/app/app';
import { getRuntimeConfig, loadRuntimeConfig } from '@/config/runtime-config';
import { configureCatalogs, showLocale } from '@/lib/intl';
import { localeStore } from '@/lib/locale';
import { session } from '@/lib/session';
import { applyTheme } from '@/lib/theme';
import { loadCatalog } from '@/app/i18n/load-catalog';
import './index.css';

applyTheme();
// A Dutch or German catalog starts downloading now, beside the first render (docs/decisions.md#languages).
configureCatalogs(loadCatalog);
showLocale(localeStore.get());

// Not awaited: the shell and the sign-in page render at once (the first paint is not held back
// by a request); requests and the signed-in pages wait for it (docs/decisions.md#config).
const configLoaded = loadRuntimeConfig();

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
    // Loaded on demand (keeps idb off the sign-in page): a tab that opened a database has it loaded.
    if (!remembered)
      void import('@/lib/identity-db').then((m) => m.deleteOpenedIdentityDatabases());
    void import('@/api/query-client').then(({ sharedQueryClient }) => {
      const queryClient = sharedQueryClient();
      void queryClient.cancelQueries();
      queryClient.clear();
    });
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
