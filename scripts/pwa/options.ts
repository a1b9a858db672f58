// The installable app (docs/decisions.md#installable-app): manifest and service worker, built by
// vite-plugin-pwa. The service worker precaches the app shell, asks the network first for
// every page and for config.json, and never touches the service's responses.
import type { VitePWAOptions } from 'vite-plugin-pwa';

export const THEME_COLOR = '#0f172a';

/** Files of dist/ the service worker keeps, so the app opens without network. */
export const PRECACHE_GLOBS = ['**/*.{js,css,html,svg,png,ico,woff2,webmanifest}'];

type Route = NonNullable<NonNullable<VitePWAOptions['workbox']>['runtimeCaching']>[number];

/**
 * Any app route: from the network (fresh index.html and headers); offline, the precached shell.
 * The service's paths and a file's path (a name with an extension) are not app routes. Both
 * functions are copied into sw.js as text: they may use nothing from outside themselves.
 */
export const NAVIGATION: Route = {
  urlPattern: ({ request, url }) =>
    request.mode === 'navigate' &&
    !/^\/api(\/|$)/.test(url.pathname) &&
    !/\/[^/]+\.[^/]+$/.test(url.pathname),
  handler: async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const shell = await caches.match('/index.html', { ignoreSearch: true });
      if (shell) return shell;
      throw error;
    }
  },
};

export const pwaOptions: Partial<VitePWAOptions> = {
  // Registered from the bundle (src/lib/service-worker.ts): no inline script, the CSP stays strict.
  injectRegister: false,
  registerType: 'prompt',
  // PRECACHE_GLOBS already holds the icons.
  includeManifestIcons: false,
  manifest: {
    name: 'Sunbed Fleet',
    short_name: 'Sunbed Fleet',
    description: 'Fleet dashboard for tanning-salon equipment: state, errors, counters and logs.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: [
      { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: PRECACHE_GLOBS,
    // Build-tool files and the runtime config are not part of the shell.
    globIgnores: ['**/node_modules/**', '.vite/**', 'config.json', '__baseline/**'],
    // One same-origin file: no workbox-*.js beside it.
    inlineWorkboxRuntime: true,
    sourcemap: false,
    cleanupOutdatedCaches: true,
    // Web push: shows the engine's messages and opens the unit (public/push-sw.js).
    importScripts: ['push-sw.js'],
    // No navigateFallback: it answers every navigation from the shell cached at install, with
    // that install's CSP header, so a moved apiBaseUrl stayed blocked until a new build.
    // Navigations go to the network (NAVIGATION below); the shell only when offline.
    // null, not absent: vite-plugin-pwa puts its default 'index.html' in for a missing key.
    navigateFallback: null,
    // The map's country shapes and the chart library are the biggest chunks (~1 MB raw).
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // Only config.json is cached at run time; no route matches the service's responses
    // (`/api/…` or any apiBaseUrl), so they always go to the network.
    runtimeCaching: [
      NAVIGATION,
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
        handler: 'NetworkFirst',
        options: { cacheName: 'runtime-config', expiration: { maxEntries: 1 } },
      },
    ],
  },
};
