import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Test files that replace a module (vi.mock / vi.doMock) need a module graph of their own: with
// `isolate: false` a module loaded by an earlier file of the same worker would keep the real
// import, or a mocked one would reach the next file. vite.config.ts runs these files isolated.

const MOCKS_MODULE = /\bvi\.(mock|doMock)\(/;

/** Test files (`.test.ts` or `.test.tsx`, relative to `root`) under `dirs` that mock a module. */
export function testFilesMockingModules(root: string, dirs: readonly string[]): string[] {
  const found: string[] = [];
  for (const dir of dirs) {
    const entries = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' });
    for (const entry of entries) {
      if (!/\.test\.tsx?$/.test(entry) || entry.includes('node_modules')) continue;
      const file = join(dir, entry).split('\\').join('/');
      if (MOCKS_MODULE.test(readFileSync(join(root, file), 'utf8'))) found.push(file);
    }
  }
  return found.sort();
}
