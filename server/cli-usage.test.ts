import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCli } from './cli-options.ts';
import { cliUsage, readCli, type CliIo } from './cli-usage.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Records what readCli prints and the exit code instead of ending the test process. */
function fakeIo() {
  const seen = { out: '', err: '', code: undefined as number | undefined };
  const io: CliIo = {
    out: (t) => void (seen.out += t),
    err: (t) => void (seen.err += t),
    exit: (code) => {
      seen.code = code;
      throw new Error('exit');
    },
  };
  return { seen, io };
}

describe('readCli (npm start, npm run sim)', () => {
  it.each([['start'], ['sim']] as const)('%s --help prints the usage and exits 0', (command) => {
    const { seen, io } = fakeIo();
    expect(() => readCli(command, ['--units', '5', '--help'], {}, 4173, io)).toThrow('exit');
    expect(seen.code).toBe(0);
    expect(seen.out).toContain(
      `Usage: npm ${command === 'start' ? 'start' : 'run sim'} -- [options]`,
    );
  });

  it.each([
    [['--frobnicate'], /--frobnicate/],
    [['--units', 'many'], /--units must be a number/],
  ])('%j names the flag and exits 2', (argv, message) => {
    const { seen, io } = fakeIo();
    expect(() => readCli('sim', argv, {}, 8787, io)).toThrow('exit');
    expect(seen.code).toBe(2);
    expect(seen.err).toMatch(message);
    expect(seen.err).toContain('npm run sim -- --help');
  });

  it('passes good flags through to parseCli', () => {
    expect(readCli('start', ['--units', '7'], {}, 4173, fakeIo().io).sim.units).toBe(7);
  });
});

describe('cliUsage', () => {
  // Every option parseCli knows, read from its source so a new flag cannot miss the help.
  const source = ['cli-options.ts', 'engine-cli-options.ts']
    .map((file) => readFileSync(`${root}server/${file}`, 'utf8'))
    .join('\n');
  const options = [
    ...source.matchAll(/^\s+'?([a-z][a-z-]*)'?: \{ type: '(?:string|boolean)'/gm),
  ].map((m) => m[1]!);

  it('lists every flag of parseCli, and parseCli accepts every flag it lists', () => {
    expect(options.length).toBeGreaterThan(18);
    expect(options).toContain('poll-interval');
    const text = cliUsage('start');
    for (const name of options) expect(text).toMatch(new RegExp(`--${name}\\b`));
    for (const [, name, arg] of text.matchAll(/^ {2}(?:-h, )?--([a-z-]+)( [A-Z]+)?/gm)) {
      if (name === 'help') continue;
      const values: Record<string, string> = {
        upstream: 'http://x',
        'admin-token': 'a'.repeat(16),
        database: 'memory',
        'poll-interval': '1000',
        smtp: 'smtp://127.0.0.1:2525',
        'mail-from': 'a@b.example',
        'webhook-allow': 'hooks.example',
        'public-url': 'http://x',
      };
      const value = values[name!] ?? '1';
      expect(() => parseCli([`--${name}`, ...(arg ? [value] : [])], {}, 4173)).not.toThrow();
    }
  });

  it('leaves the static server and proxy flags out of the simulator help', () => {
    expect(cliUsage('sim')).not.toContain('--upstream');
    expect(cliUsage('sim')).not.toContain('--poll-interval');
    expect(cliUsage('sim')).toContain('--units N');
  });
});

describe('the entry points', { timeout: 30_000 }, () => {
  it('npm start -- --help prints the usage without building', () => {
    const run = spawnSync(
      process.execPath,
      ['scripts/start.mjs', '--help', '--dist', '/nonexistent'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Usage: npm start -- [options]');
    expect(run.stdout).not.toMatch(/building/i);
  });

  it('npm run sim -- --nope names the flag and exits 2', () => {
    const run = spawnSync(`${root}node_modules/.bin/tsx`, ['server/main.ts', '--nope'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/sim: Unknown option '--nope'/);
  });
});
