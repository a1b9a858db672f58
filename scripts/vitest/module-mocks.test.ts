import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { testFilesMockingModules } from './module-mocks.ts';

const root = mkdtempSync(join(tmpdir(), 'module-mocks-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
}

// Built from parts so that this file itself is not one that mocks a module.
const vi = 'vi.';

it('lists the test files that mock a module, and only those', () => {
  write('src/a/mocks.test.tsx', `${vi}mock('@/api/auth', () => ({}));`);
  write('src/a/later.test.ts', `await ${vi}doMock('./x');`);
  write('src/a/spies.test.ts', `${vi}spyOn(console, 'warn'); ${vi}fn();`);
  write('src/a/not-a-test.ts', `${vi}mock('./x');`);
  write('server/b/plain.test.ts', `it('adds', () => {});`);
  expect(testFilesMockingModules(root, ['src', 'server'])).toEqual([
    'src/a/later.test.ts',
    'src/a/mocks.test.tsx',
  ]);
});
