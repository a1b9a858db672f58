import { describe, expect, it } from 'vitest';
import { mergeLive } from './log-live';
import { deviceLogEntry } from '@/testing/documents';

const older = deviceLogEntry({ log_date: 1_000 });
const newest = deviceLogEntry({ log_date: 2_000 });
const list = [newest, older];
const arrived = deviceLogEntry({ log_date: 3_000 });
const later = deviceLogEntry({ log_date: 4_000 });

describe('mergeLive', () => {
  it('at the top, new logs join the list at once, newest first', () => {
    const merged = mergeLive(list, [later, arrived, newest], null);
    expect(merged.items).toEqual([later, arrived, newest, older]);
    expect(merged.pending).toEqual([]);
  });

  it('scrolled down, new logs wait (the rows do not move)', () => {
    const merged = mergeLive(list, [later, arrived, newest], 2_000);
    expect(merged.items).toBe(list);
    expect(merged.pending).toEqual([later, arrived]);
  });

  it('nothing new: the same list object (no re-render work)', () => {
    expect(mergeLive(list, [newest], null).items).toBe(list);
    expect(mergeLive(list, [], 2_000)).toEqual({ items: list, pending: [] });
  });
});
