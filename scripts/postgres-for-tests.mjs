// A throwaway PostgreSQL server for tests (Debian's `postgresql` package): initdb + pg_ctl in a
// temporary folder on a free port, as the `postgres` user when run as root (initdb refuses root).
// `node scripts/postgres-for-tests.mjs` prints the URL and stops the server on Ctrl-C; tests import
// startTestPostgres(). Without PostgreSQL and without apt, it says why and gives no server.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function onPath(name) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/** The folder holding initdb and pg_ctl: Debian's newest /usr/lib/postgresql/N/bin, or PATH. */
function findBin() {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(base, versions[0], 'bin');
  }
  const initdb = onPath('initdb');
  return initdb && onPath('pg_ctl') ? initdb.replace(/\/initdb$/, '') : undefined;
}

function install() {
  if (!onPath('apt-get')) return 'neither PostgreSQL (initdb, pg_ctl) nor apt-get is available';
  if (!isRoot) return 'PostgreSQL is not installed and installing it with apt-get needs root';
  console.log('[postgres-for-tests] installing PostgreSQL with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  const got = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env,
  });
  return update.status === 0 && got.status === 0 ? undefined : 'apt-get install postgresql failed';
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL tool, as `postgres` when we are root. */
function run(bin, tool, args) {
  const [cmd, argv] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
    : [join(bin, tool), args];
  return execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * Starts a server; resolves `{ url, stop }`, or `{ skip }` with the reason when there is no
 * PostgreSQL to start. `url` is the `postgres` database of a superuser `postgres` (trust auth).
 */
export async function startTestPostgres() {
  let bin = findBin();
  if (!bin) {
    const why = install();
    if (why) return { skip: why };
    bin = findBin();
    if (!bin) return { skip: 'PostgreSQL was installed but initdb was not found' };
  }
  if (isRoot && spawnSync('id', ['postgres']).status !== 0)
    return { skip: 'no `postgres` user to run PostgreSQL as' };
  const dir = mkdtempSync(join(tmpdir(), 'pg-tests-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  try {
    run(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    run(bin, 'pg_ctl', ['-D', data, '-o', opts, '-l', join(dir, 'log'), '-w', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${error.stderr || error.message}`, { cause: error });
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already gone.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

/** A new empty database on the server of `url`; resolves its URL. */
export async function createTestDatabase(url, name) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = await startTestPostgres();
  if ('skip' in started) {
    console.log(`[postgres-for-tests] skipped: ${started.skip}`);
    process.exit(0);
  }
  console.log(started.url);
  const end = () => {
    started.stop();
    process.exit(0);
  };
  process.on('SIGINT', end);
  process.on('SIGTERM', end);
  setInterval(() => {}, 1 << 30);
}
