import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The naive baseline page: built by the benchmark only (never part of the app's dist/).
// Served under /__baseline/ by the simulator's static server, so /api is same-origin.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/__baseline/',
  plugins: [react()],
  logLevel: 'warn',
  build: { target: 'es2023', emptyOutDir: true },
});
