import { describe, expect, it } from 'vitest';
import { formatQuietHours, parseQuietHours, quietUntil } from './quiet-hours';

describe('parseQuietHours', () => {
  it('reads a window across midnight and prints it back', () => {
    const q = parseQuietHours(' 22:00 - 7:30 ');
    expect(q).toEqual({ start: 1320, end: 450 });
    expect(formatQuietHours(q as never)).toBe('22:00-07:30');
  });
  it('takes empty as none and refuses what is not two times', () => {
    expect(parseQuietHours('')).toBeNull();
    for (const bad of ['22', '25:00-07:00', '22:00-22:00', 'night', '22:00-07:00-08:00'])
      expect(parseQuietHours(bad)).toBe('invalid');
  });
});

describe('quietUntil', () => {
  const quiet = { start: 22 * 60, end: 7 * 60 };
  it('holds until the end in the person’s zone (Amsterdam is UTC+1 in November)', () => {
    const at2330Local = Date.UTC(2026, 10, 27, 22, 30);
    expect(quietUntil(at2330Local, 'Europe/Amsterdam', quiet)).toBe(Date.UTC(2026, 10, 28, 6, 0));
  });
  it('lets daytime through', () => {
    expect(quietUntil(Date.UTC(2026, 10, 27, 12, 0), 'Europe/Amsterdam', quiet)).toBeNull();
    expect(quietUntil(Date.UTC(2026, 10, 27, 12, 0), 'UTC', null)).toBeNull();
  });
});
