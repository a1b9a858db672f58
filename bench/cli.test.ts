import { describe, expect, it } from 'vitest';
import { parseBenchArgs, usage, UsageError } from './cli.ts';

describe('parseBenchArgs', () => {
  it('returns undefined for --help and -h (run.ts prints the usage)', () => {
    expect(parseBenchArgs(['--help'])).toBeUndefined();
    expect(parseBenchArgs(['-h'])).toBeUndefined();
  });

  it.each([[['--frobnicate']], [['--runs', '0']], [['--only', 'nope']], [['stray']]])(
    'rejects %j with a UsageError (exit code 2)',
    (argv) => {
      expect(() => parseBenchArgs(argv)).toThrow(UsageError);
    },
  );

  it('parses the quick smoke', () => {
    const opts = parseBenchArgs(['--quick', '--only', 'fleet', '--scales', '50']);
    expect(opts).toMatchObject({ quick: true, runs: 2, scales: [50] });
    expect([...(opts?.sections ?? [])]).toEqual(['fleet']);
    expect(opts?.check).toBe(false);
  });

  it('--check asks for a non-zero exit on a broken budget', () => {
    expect(parseBenchArgs(['--check'])?.check).toBe(true);
    // The browser sections run against the engine's server only when asked.
    expect(parseBenchArgs([])?.withEngine).toBe(false);
    expect(parseBenchArgs(['--with-engine'])?.withEngine).toBe(true);
  });
});

it('usage lists every flag and section', () => {
  const text = usage();
  for (const flag of [
    '--help',
    '--quick',
    '--runs N',
    '--scales LIST',
    '--only LIST',
    '--dist DIR',
    '--check',
  ])
    expect(text).toContain(flag);
  expect(text).toContain('lighthouse');
  expect(text).toContain('usage');
});
