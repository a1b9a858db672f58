import { describe, expect, it } from 'vitest';
import { formatUpdatedAgo } from './updated-ago';

describe('formatUpdatedAgo', () => {
  it('counts seconds for the first minute, then minutes', () => {
    const t = 1_700_000_000_000;
    expect(formatUpdatedAgo(t, t)).toBe('Updated 0 s ago');
    expect(formatUpdatedAgo(t, t + 9_999)).toBe('Updated 9 s ago');
    expect(formatUpdatedAgo(t, t + 59_000)).toBe('Updated 59 s ago');
    expect(formatUpdatedAgo(t, t + 125_000)).toBe('Updated 2 min ago');
    expect(formatUpdatedAgo(t, t - 5_000)).toBe('Updated 0 s ago');
  });
});
