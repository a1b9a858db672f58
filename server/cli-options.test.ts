import { describe, expect, it } from 'vitest';
import { parseCli } from './cli-options.ts';

describe('parseCli', () => {
  it('keeps the real clock by default', () => {
    const { sim } = parseCli([], {}, 4173);
    expect(sim.now).toBe(Date.now);
  });

  it.each([
    [['--frozen'], {}],
    [[], { SIM_FROZEN: '1' }],
  ])('%j %j stops the clock at start, so nothing in the world changes', (argv, env) => {
    const before = Date.now();
    const { sim } = parseCli(argv, env, 4173);
    const first = sim.now();
    expect(first).toBeGreaterThanOrEqual(before);
    expect(sim.now()).toBe(first);
  });

  it('refuses an admin token too short to be a secret', () => {
    expect(() => parseCli(['--admin-token', 'short'], {}, 4173)).toThrow(/16 to 200/);
  });
});
