import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { documentValidators } from './scripts/document-validators/vite-plugin.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), documentValidators()],
  // Workers (e.g. the fleet parse) import virtual:validate/<kind> too.
  worker: { format: 'es', plugins: () => [documentValidators()] },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { target: 'es2023', sourcemap: true, manifest: true },
  server: { proxy: { '/api': 'http://127.0.0.1:8787' } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', '*.test.ts'],
  },
});
