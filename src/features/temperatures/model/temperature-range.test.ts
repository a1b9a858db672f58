import { describe, expect, it } from 'vitest';
import {
  MAX_CUSTOM_MS,
  formatTimeParam,
  fromLocalInputValue,
  parseRange,
  parseTimeParam,
  rangeToParams,
  resolveWindow,
  toLocalInputValue,
} from './temperature-range';

const q = (s: string) => new URLSearchParams(s);

describe('parseRange', () => {
  it('defaults to the last 24 hours', () => {
    expect(parseRange(q(''))).toEqual({ kind: 'preset', preset: '24h' });
    expect(parseRange(q('range=bogus'))).toEqual({ kind: 'preset', preset: '24h' });
  });

  it('reads every preset', () => {
    for (const preset of ['1h', '24h', '7d', '30d']) {
      expect(parseRange(q(`range=${preset}`))).toEqual({ kind: 'preset', preset });
    }
  });

  it('reads a custom window in ISO or milliseconds, and it wins over a preset', () => {
    expect(parseRange(q('range=7d&from=2026-11-20T08:00Z&to=2026-11-21T08:00:00Z'))).toEqual({
      kind: 'custom',
      from: Date.UTC(2026, 10, 20, 8),
      to: Date.UTC(2026, 10, 21, 8),
      clamped: false,
    });
    expect(parseRange(q('from=1763625600000&to=1763712000000'))).toMatchObject({
      kind: 'custom',
      from: 1763625600000,
    });
  });

  it('falls back to the default for reversed, partial or loose custom values', () => {
    expect(parseRange(q('from=2026-11-21T08:00Z&to=2026-11-20T08:00Z')).kind).toBe('preset');
    expect(parseRange(q('from=2026-11-21T08:00Z')).kind).toBe('preset');
    expect(parseRange(q('from=yesterday&to=today')).kind).toBe('preset');
    expect(parseTimeParam('Nov 21 2026')).toBeUndefined();
  });

  it('shortens a custom window longer than 31 days, keeping its end', () => {
    const to = Date.UTC(2026, 10, 21);
    const range = parseRange(q(`from=${to - 90 * 86_400_000}&to=${to}`));
    expect(range).toEqual({ kind: 'custom', from: to - MAX_CUSTOM_MS, to, clamped: true });
  });
});

describe('rangeToParams', () => {
  it('keeps the company and drops the default preset from the URL', () => {
    const next = rangeToParams({ kind: 'preset', preset: '24h' }, q('company=c1&range=7d'));
    expect(next.toString()).toBe('company=c1');
  });

  it('writes a preset, or a custom window as readable UTC times', () => {
    expect(rangeToParams({ kind: 'preset', preset: '7d' }, q('from=1&to=2')).toString()).toBe(
      'range=7d',
    );
    const custom = rangeToParams(
      {
        kind: 'custom',
        from: Date.UTC(2026, 10, 20, 8, 30),
        to: Date.UTC(2026, 10, 20, 9),
        clamped: false,
      },
      q(''),
    );
    expect(custom.get('from')).toBe('2026-11-20T08:30:00Z');
    expect(parseRange(custom)).toMatchObject({
      from: Date.UTC(2026, 10, 20, 8, 30),
      to: Date.UTC(2026, 10, 20, 9),
    });
  });

  it('round-trips through formatTimeParam at second precision', () => {
    expect(parseTimeParam(formatTimeParam(1763625600123))).toBe(1763625600000);
  });
});

describe('resolveWindow', () => {
  it('ends a preset at now and keeps a custom window fixed', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    expect(resolveWindow({ kind: 'preset', preset: '1h' }, now)).toEqual({
      from: now - 3_600_000,
      to: now,
    });
    expect(resolveWindow({ kind: 'custom', from: 1, to: 2, clamped: false }, now)).toEqual({
      from: 1,
      to: 2,
    });
  });
});

describe('datetime-local values', () => {
  it('round-trips browser-local minutes', () => {
    const ms = new Date(2026, 10, 20, 8, 5).getTime();
    expect(toLocalInputValue(ms)).toBe('2026-11-20T08:05');
    expect(fromLocalInputValue('2026-11-20T08:05')).toBe(ms);
    expect(fromLocalInputValue('')).toBeUndefined();
  });
});
