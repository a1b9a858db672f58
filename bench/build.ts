// One production build of the app per benchmark run (into a temp dir, never dist/), plus the
// benchmark-only baseline page inside it under __baseline/ so one server serves both.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './paths.ts';

const vite = join(ROOT, 'node_modules', '.bin', 'vite');

function run(args: string[], what: string): void {
  const res = spawnSync(vite, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (res.status !== 0)
    throw new Error(
      `${what} failed:\n${(res.stdout ?? '').slice(-3000)}\n${(res.stderr ?? '').slice(-3000)}`,
    );
}

export interface Build {
  dist: string;
  cleanup: () => void;
}

export function buildBaseline(dist: string): void {
  run(
    [
      'build',
      '--config',
      join(ROOT, 'bench', 'baseline', 'vite.config.ts'),
      '--outDir',
      join(dist, '__baseline'),
    ],
    'baseline build',
  );
}

export function buildAll(reuse: string | undefined): Build {
  if (reuse) {
    if (!existsSync(join(reuse, 'index.html')))
      throw new Error(`--dist ${reuse} has no index.html`);
    if (!existsSync(join(reuse, '__baseline', 'index.html'))) buildBaseline(reuse);
    return { dist: reuse, cleanup: () => {} };
  }
  const dist = mkdtempSync(join(tmpdir(), 'sunbed-bench-'));
  const cleanup = () => rmSync(dist, { recursive: true, force: true });
  try {
    run(['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], 'app build');
    buildBaseline(dist);
  } catch (err) {
    cleanup();
    throw err;
  }
  return { dist, cleanup };
}
