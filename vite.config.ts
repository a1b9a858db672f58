import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { documentValidators } from './scripts/document-validators/vite-plugin.ts';
import { pwaOptions } from './scripts/pwa/options.ts';
import { precompileMessages } from './scripts/i18n/precompile-messages.ts';
import { routeChunkGroups } from './scripts/chunks/route-chunks.ts';

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
          groups: routeChunkGroups(fileURLToPath(new URL('.', import.meta.url)), {
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
    // Node by default: a jsdom window costs ~1 s per file, and only component tests need one.
    // A .test.ts that needs the DOM says so in its first line: `// @vitest-environment jsdom`.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'server/**/*.test.ts',
            'bench/**/*.test.ts',
            'eslint/**/*.test.ts',
            'scripts/**/*.test.ts',
            '*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          include: ['src/**/*.test.tsx'],
        },
      },
    ],
  },
});
