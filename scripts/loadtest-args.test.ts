import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadtestUsage, parseLoadtestArgs } from './loadtest-args.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('npm run loadtest flags', () => {
  it('parses the defaults and the flags given', () => {
    expect(parseLoadtestArgs([])).toMatchObject({ units: '100000', gzip: true, check: false });
    expect(parseLoadtestArgs(['--units', '5000', '--check'])).toMatchObject({
      units: '5000',
      check: true,
    });
  });

  it.each([
    [['--frobnicate'], /--frobnicate/],
    [['--units', 'lots'], /--units must be a positive number/],
    [['stray'], /positional/],
  ])('refuses %j, naming what is wrong', (argv, message) => {
    expect(() => parseLoadtestArgs(argv)).toThrow(message);
  });

  it('lists every flag in its usage', () => {
    const text = loadtestUsage();
    for (const flag of [
      '--units N',
      '--connections N',
      '--cwd DIR',
      '--no-gzip',
      '--check',
      '-h, --help',
    ])
      expect(text).toContain(flag);
  });

  it('--help prints the usage and exits 0; an unknown flag exits 2', { timeout: 30_000 }, () => {
    const help = spawnSync(process.execPath, ['scripts/loadtest.mjs', '--help'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: npm run loadtest -- [options]');
    const bad = spawnSync(process.execPath, ['scripts/loadtest.mjs', '--nope'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/loadtest: Unknown option '--nope'/);
  });
});
