import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { documentValidators } from './scripts/document-validators/vite-plugin.ts';
import { pwaOptions } from './scripts/pwa/options.ts';
import { precompileMessages } from './scripts/i18n/precompile-messages.ts';
import { routeChunkGroups } from './scripts/chunks/route-chunks.ts';
import { EnvironmentSequencer } from './scripts/vitest/environment-sequencer.ts';
import { testFilesMockingModules } from './scripts/vitest/module-mocks.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const NODE_TESTS = [
  'src/**/*.test.ts',
  'bench/**/*.test.ts',
  'eslint/**/*.test.ts',
  'scripts/**/*.test.ts',
  '*.test.ts',
];
// The server's tests keep a worker of their own per file: they hold sockets, databases and
// packages with state of their own (web-push, undici, pg), and one leaked from an earlier file
// once stopped a later file's pushes in CI (not reproduced alone).
const SERVER_TESTS = ['server/**/*.test.ts'];
const DOM_TESTS = ['src/**/*.test.tsx'];
const DOM_SETUP = ['./src/testing/file-reset.ts', './src/testing/setup.ts'];
// docs/decisions.md#test-time: files share their worker's modules and globals (`isolate: false`:
// no new worker, jsdom and imports per file); src/testing/file-reset.ts undoes the globals a
// file changed, and files that mock a module run isolated (scripts/vitest/module-mocks.ts).
const mocking = testFilesMockingModules(root, ['src', 'server', 'bench', 'eslint', 'scripts']);
const mockingNode = mocking.filter((f) => f.endsWith('.ts'));
const mockingDom = mocking.filter((f) => f.endsWith('.tsx'));
const isolated = [
  { name: 'node-isolated', environment: 'node', include: mockingNode },
  { name: 'dom-isolated', environment: 'jsdom', setupFiles: DOM_SETUP, include: mockingDom },
]
  .filter((project) => project.include.length > 0)
  .map((test) => ({ extends: true as const, test }));

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    documentValidators(),
    precompileMessages(),
    VitePWA(pwaOptions),
  ],
  // Workers (e.g. the fleet parse) import virtual:validate/<kind> too.
  worker: { format: 'es', plugins: () => [documentValidators()] },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // Hidden maps: built for error reporting, no sourceMappingURL; npm start serves them only with --sourcemaps.
  build: {
    target: 'es2023',
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Fewer, larger chunks on the fleet route; nothing moves into the sign-in download.
          groups: routeChunkGroups(root, {
            entry: 'src/main.tsx',
            shell: ['src/app/signed-in-layout.tsx'],
            page: 'src/app/start-page.tsx',
          }),
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8787' } },
  test: {
    sequence: { sequencer: EnvironmentSequencer },
    // Run through Vitest, not Node's cache, so src/testing/file-reset.ts's vi.resetModules()
    // makes `import 'fake-indexeddb/auto'` install a fresh IndexedDB in every file again, and
    // idb (which remembers the IndexedDB classes it saw) meets that file's classes.
    server: { deps: { inline: ['fake-indexeddb', 'idb'] } },
    // Node by default: a jsdom window costs ~1 s per worker, and only component tests need one.
    // A .test.ts that needs the DOM says so in its first line: `// @vitest-environment jsdom`.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          setupFiles: ['./src/testing/file-reset.ts'],
          include: NODE_TESTS,
          exclude: [...configDefaults.exclude, ...mockingNode],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          isolate: false,
          setupFiles: DOM_SETUP,
          include: DOM_TESTS,
          exclude: [...configDefaults.exclude, ...mockingDom],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: SERVER_TESTS,
          exclude: [...configDefaults.exclude, ...mockingNode],
        },
      },
      ...isolated,
    ],
  },
});
