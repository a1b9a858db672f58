import { describe, expect, it } from 'vitest';
import { neighboursOf } from './log-neighbours';
import { deviceLogEntry } from '@/testing/documents';

const [a, b, c] = [
  deviceLogEntry({ log_date: 3 }),
  deviceLogEntry({ log_date: 2 }),
  deviceLogEntry({ log_date: 1 }),
];

describe('neighboursOf', () => {
  it('gives the newer and the older log around the current one', () => {
    expect(neighboursOf([a, b, c], b.guid)).toEqual({ index: 1, newer: a, older: c });
  });

  it('has no newer log at the top and no older one at the end', () => {
    expect(neighboursOf([a, b, c], a.guid)).toEqual({ index: 0, older: b });
    expect(neighboursOf([a, b, c], c.guid)).toEqual({ index: 2, newer: b });
  });

  it('says when the log is not in the loaded list', () => {
    expect(neighboursOf([a, b], c.guid)).toEqual({ index: -1 });
  });
});
