// `npm run loadtest [-- flags]`: starts `server/serve.ts` on a free localhost port with a large
// simulated fleet, loads a fleet page, a unit and a static asset with autocannon, prints req/s,
// p50/p99, errors and the server's RSS, then each budget with pass/fail, and stops the server.
// Bounded: it always ends by itself. `--check` exits 1 when a budget is missed (else 0).
// Not part of `npm test`: it needs a quiet machine and minutes.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { readLoadtestArgs } from './loadtest-args.mjs';

const here = fileURLToPath(new URL('..', import.meta.url));
const values = readLoadtestArgs();
const root = resolve(values.cwd ?? here);
const units = Number(values.units);
const connections = Number(values.connections);
const duration = Number(values.duration);
const shortDuration = Number(values['short-duration']);
const pageSize = Number(values['page-size']);
const settleS = Number(values.settle);
const gzip = values.gzip && !values['no-gzip'];
const TOKEN = 'demo-operator';
// Budgets: at 100,000 units, 100 connections, 30 s.
const BUDGET = { errors: 0, fleetP99Ms: 2000, peakRssMb: 1024, settledFactor: 1.5 };

function freePort() {
  return new Promise((done, fail) => {
    const s = createServer();
    s.on('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });
}

function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
    return line ? Math.round(Number(line[1]) / 1024) : NaN;
  } catch {
    return NaN;
  }
}

const dist = join(root, 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.log(`building ${dist} …`);
  const b = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--outDir', dist], {
    cwd: root,
    stdio: 'inherit',
  });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const asset = assets.sort(
  (a, b) => statSync(join(dist, 'assets', b)).size - statSync(join(dist, 'assets', a)).size,
)[0];

const port = await freePort();
const server = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    join(root, 'server', 'serve.ts'),
    '--port',
    String(port),
    '--units',
    String(units),
    '--dist',
    dist,
    '--no-engine',
  ],
  { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
);
// Whatever happens below, the server does not outlive this script.
const stop = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
const hardStop = setTimeout(
  () => {
    console.error('loadtest: overall time limit reached, stopping');
    process.exit(2);
  },
  (duration + 2 * shortDuration + settleS + 240) * 1000,
);
hardStop.unref();

const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/config.json`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 600) throw new Error('server did not start within 60 s');
  await new Promise((r) => setTimeout(r, 100));
}
const auth = { Authorization: `Bearer ${TOKEN}`, ...(gzip ? { 'Accept-Encoding': 'gzip' } : {}) };
const first = await fetch(`${base}/api/v2/equipment?limit=1&offset=40`, { headers: auth });
const [unit] = await first.json();
const launchRss = rssMb(server.pid);
const targets = [
  [`fleet page (limit ${pageSize})`, `/api/v2/equipment?limit=${pageSize}&offset=0`, duration],
  ['one unit', `/api/v2/equipment/${unit._meta.guid}`, shortDuration],
  ['static asset', `/assets/${asset}`, shortDuration],
];
// One request per target first: the JIT, the company index, a first page and gzip belong to a
// started server; "start" RSS is taken after them.
for (const [, path] of targets)
  await fetch(`${base}${path}`, { headers: auth }).then((r) => r.arrayBuffer());
const startRss = rssMb(server.pid);
let peakRss = startRss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, rssMb(server.pid) || 0);
}, 250);

async function run(name, path, seconds) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections,
    duration: seconds,
    headers: auth,
    timeout: 10,
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  const answered = result['2xx'];
  const line = {
    name,
    'req/s': Math.round(result.requests.average * 10) / 10,
    requests: result.requests.total,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    errors,
    answered,
    'MB/s': Math.round((result.throughput.average / 1e6) * 10) / 10,
    'rss MB now': rssMb(server.pid),
    load: loadavg()[0].toFixed(2),
  };
  console.log(JSON.stringify(line));
  return line;
}

console.log(
  `loadtest of ${root}: ${units} units, ${connections} connections, gzip ${gzip ? 'on' : 'off'}, ` +
    `load average before ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}, server RSS ${launchRss} MB at launch, ${startRss} MB after warm-up (start)`,
);
const rows = [];
for (const [name, path, seconds] of targets) rows.push(await run(name, path, seconds));
clearInterval(sampler);
const endRss = rssMb(server.pid);
let settled = endRss;
let waited = 0;
while (waited < settleS && settled > startRss * BUDGET.settledFactor) {
  await new Promise((r) => setTimeout(r, 5000));
  waited += 5;
  settled = rssMb(server.pid);
}
console.log(
  JSON.stringify({
    'rss at launch MB': launchRss,
    'rss start (after warm-up) MB': startRss,
    'rss peak MB': peakRss,
    'rss at end MB': endRss,
    [`rss after ${waited} s idle MB`]: settled,
    'load average': loadavg()
      .map((x) => x.toFixed(2))
      .join(' '),
  }),
);
const fleet = rows[0];
const budgets = [
  [
    `errors = ${BUDGET.errors} on every target`,
    rows.map((r) => `${r.name}: ${r.errors}`).join(', '),
    rows.every((r) => r.errors <= BUDGET.errors),
  ],
  [
    `fleet page p99 ≤ ${BUDGET.fleetP99Ms} ms`,
    // No answered request has no latency: that is a miss, not a p99 of 0.
    fleet.answered > 0 ? `${fleet['p99 ms']} ms` : 'no request answered',
    fleet.answered > 0 && fleet['p99 ms'] <= BUDGET.fleetP99Ms,
  ],
  [`server RSS peak ≤ ${BUDGET.peakRssMb} MB`, `${peakRss} MB`, peakRss <= BUDGET.peakRssMb],
  [
    `RSS within ${settleS} s idle ≤ ${BUDGET.settledFactor} × start (${Math.round(startRss * BUDGET.settledFactor)} MB)`,
    `${settled} MB after ${waited} s`,
    settled <= startRss * BUDGET.settledFactor,
  ],
];
console.log('budgets:');
for (const [name, value, pass] of budgets)
  console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${name}: ${value}`);
const ok = budgets.every(([, , pass]) => pass);
console.log(ok ? 'budgets met' : 'budgets NOT met');
stop();
process.exit(ok || !values.check ? 0 : 1);
