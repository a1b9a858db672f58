import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { EnvironmentSequencer } from './environment-sequencer.ts';

const root = mkdtempSync(join(tmpdir(), 'environment-sequencer-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// No cached results or sizes: Vitest's own order is the order given.
const ctx = {
  config: { root },
  cache: { getFileTestResults: () => undefined, getFileStats: () => undefined },
} as unknown as Vitest;

function spec(project: string, environment: string, name: string, text: string) {
  const moduleId = join(root, name);
  writeFileSync(moduleId, text);
  const config = { environment, sequence: { groupOrder: 0 }, isolate: false };
  return { moduleId, project: { name: project, config } } as unknown as TestSpecification;
}

it('keeps the files of one project and environment together, in the order they came', async () => {
  const jsdom = '// @vitest-' + 'environment jsdom\n';
  const files = [
    spec('node', 'node', 'a.test.ts', ''),
    spec('node', 'node', 'b.test.ts', jsdom),
    spec('node', 'node', 'c.test.ts', ''),
    spec('node', 'node', 'd.test.ts', jsdom),
    spec('node', 'node', 'e.test.ts', ''),
  ];
  const sorted = await new EnvironmentSequencer(ctx).sort(files);
  expect(sorted.map((s) => s.moduleId.slice(root.length + 1))).toEqual([
    'a.test.ts',
    'c.test.ts',
    'e.test.ts',
    'b.test.ts',
    'd.test.ts',
  ]);
});
