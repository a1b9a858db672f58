// `npm start [-- flags]`: builds the app when dist/ is missing or stale, then runs server/serve.ts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-node-options.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) =>
  join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

/** Newest modification time (ms) of a file or of any file below a folder. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

// `--dist DIR` (also read by serve.ts) lets each developer or e2e run build and serve its own copy.
const args = process.argv.slice(2);
const distFlag = args.findIndex((a) => a === '--dist' || a.startsWith('--dist='));
const distArg =
  distFlag < 0
    ? undefined
    : args[distFlag].includes('=')
      ? args[distFlag].slice(7)
      : args[distFlag + 1];
const dist = distArg ? resolve(distArg) : join(root, 'dist');
const index = join(dist, 'index.html');
const stale = () => {
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  // The build also runs code from scripts/ (validators, service-worker options).
  const sources = [
    'src',
    'index.html',
    'public',
    'vite.config.ts',
    'scripts/document-validators',
    'scripts/pwa',
  ].map((p) => newest(join(root, p)));
  return builtAt === 0 ? 'missing' : sources.some((t) => t > builtAt) ? 'stale' : undefined;
};

// Several starters may share one dist/ (the e2e runs one simulator per worker): one builds while
// the others wait for its lock, then find the build fresh.
function withBuildLock(fn) {
  const lock = `${dist}.build-lock`;
  for (;;) {
    try {
      mkdirSync(lock, { recursive: false });
      break;
    } catch {
      // A lock older than any build is left over from a killed one.
      if (Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 300_000) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

// `--help` only prints serve.ts's usage: no build for it.
const helpOnly = args.includes('--help') || args.includes('-h');
if (!helpOnly && stale())
  withBuildLock(() => {
    const why = stale();
    if (!why) return;
    console.log(
      why === 'missing'
        ? `${dist} is missing: building the app…`
        : 'Sources changed since the last build: rebuilding…',
    );
    const build = spawnSync(bin('vite'), ['build', '--outDir', dist, '--emptyOutDir'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  });

// tsx as a loader, not its CLI: the CLI answers a terminal's Ctrl-C (sent to the whole process
// group) by killing the server outright when it does not confirm the signal within 60 ms — as a
// busy engine mid-poll cannot — so the graceful stop (lease given up, poll finished) never ran.
// The server's own Node flags (scripts/server-node-options.mjs) come first.
const child = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, '--import', 'tsx', join(root, 'server', 'serve.ts'), ...args],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  if (signal) {
    // Die of the same signal as the child, without our forwarding handler in the way.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 0);
});
