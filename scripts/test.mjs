// `npm test`: every check a change must pass, in the order that fails fastest, then one summary.
// typecheck → lint → format → knip → build → unit tests (vitest) → browser → e2e (Playwright, real Chromium).
// The four static checks are single-threaded, so they run two at a time (typecheck with lint,
// then format with knip, with the build in the core knip leaves idle); each one's output is
// printed whole and in this order, and the first that fails in this order is the step reported.
// Unit tests and e2e use every core (CI has 2): see README "Tests" for the timings.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = 'test-results';
mkdirSync(reports, { recursive: true });
for (const f of ['unit.json', 'e2e.json']) rmSync(`${reports}/${f}`, { force: true });
const unitJson = `${reports}/unit.json`;
const e2eJson = `${reports}/e2e.json`;

/** Each entry runs after the one before it; the steps of an inner array run side by side. */
const steps = [
  [
    ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
    ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ],
  [
    ['format', 'npx', ['prettier', '--check', '--log-level=warn', '.']],
    // No unused files, exports or dependencies (knip.json says what the entry points are).
    ['knip', 'npx', ['knip', '--no-progress']],
    // dist/ is git-ignored, so neither prettier nor knip reads what the build writes.
    ['build', 'npx', ['vite', 'build']],
  ],
  [
    'unit',
    'npx',
    [
      'vitest',
      'run',
      // Vitest leaves one core to its main process by default: one worker on CI's 2 cores.
      '--maxWorkers=100%',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${unitJson}`,
    ],
  ],
  ['browser', 'node', ['scripts/ensure-browser.mjs']],
  // One worker per core, at most two (e2e/servers.ts; E2E_WORKERS overrides), each with its own
  // simulator: two nearly halve this step on CI's 2 cores.
  ['e2e', 'npx', ['playwright', 'test'], { E2E_JSON: e2eJson }],
];

function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(unitJson)) {
    const u = JSON.parse(readFileSync(unitJson, 'utf8'));
    passed += u.numPassedTests ?? 0;
    failed += u.numFailedTests ?? 0;
    skipped += (u.numPendingTests ?? 0) + (u.numTodoTests ?? 0);
  }
  if (existsSync(e2eJson)) {
    const s = JSON.parse(readFileSync(e2eJson, 'utf8')).stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
    skipped += s.skipped ?? 0;
  }
  return { passed, failed, skipped };
}

/**
 * Runs one step. Alone it prints straight to the terminal; beside others its output is kept
 * (stdout and stderr in the order they came) and printed when the group ends.
 */
function run([name, cmd, args, env], { buffered }) {
  const started = Date.now();
  const header = `\n=== ${name}: ${cmd} ${args.join(' ')}`;
  if (!buffered) console.log(header);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const chunks = [];
    child.stdout?.on('data', (c) => chunks.push(c));
    child.stderr?.on('data', (c) => chunks.push(c));
    const done = (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve({
        name,
        ok: status === 0,
        header,
        output: Buffer.concat(chunks).toString(),
        seconds,
      });
    };
    child.on('error', (e) => {
      chunks.push(Buffer.from(`${e.message}\n`));
      done(1);
    });
    child.on('close', done);
  });
}

let failedStep = null;
for (const entry of steps) {
  const group = Array.isArray(entry[0]) ? entry : [entry];
  const buffered = group.length > 1;
  const results = await Promise.all(group.map((step) => run(step, { buffered })));
  for (const r of results) {
    if (buffered) process.stdout.write(`${r.header}\n${r.output}`);
    console.log(`=== ${r.name}: ${r.ok ? 'ok' : 'FAILED'} in ${r.seconds} s`);
  }
  failedStep = results.find((r) => !r.ok)?.name ?? null;
  if (failedStep) break;
}

const { passed, failed, skipped } = counts();
if (failedStep) console.log(`\nnpm test failed at step: ${failedStep}`);
// The plain closing line CI reads; a failed step that ran no test still counts as a failure.
console.log(
  `\ntests: ${passed} passed, ${failed + (failedStep && failed === 0 ? 1 : 0)} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(failedStep ? 1 : 0);
