import { vi } from 'vitest';

// Runs before every test file (vite.config.ts: setupFiles). Test files share a worker's globals
// (`isolate: false`), so what one file left behind is undone before the next one starts.

const ORIGINAL = Symbol.for('sunbed-fleet.file-reset.original');
type Saved = { indexedDB?: PropertyDescriptor };
const host = globalThis as typeof globalThis & { [ORIGINAL]?: Saved };

// The first file of a worker sees the environment as Vitest made it: remember that.
host[ORIGINAL] ??= { indexedDB: Object.getOwnPropertyDescriptor(globalThis, 'indexedDB') };
const saved = host[ORIGINAL];

// The app's own modules start afresh (module-level state such as the session's last sign-out
// reason); packages stay loaded (Node's cache), which is most of what a file used to import.
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
// fake-indexeddb is installed by assignment (`globalThis.indexedDB = new IDBFactory()`).
if (saved.indexedDB) Object.defineProperty(globalThis, 'indexedDB', saved.indexedDB);
else delete (globalThis as { indexedDB?: unknown }).indexedDB;

if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('class');
  document.documentElement.removeAttribute('style');
  document.title = '';
}
