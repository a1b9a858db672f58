import { describe, expect, it } from 'vitest';
import { neighboursOf } from './log-neighbours';
import { deviceLogDoc } from '@/testing/documents';

const [a, b, c] = [
  deviceLogDoc({ log_date: 3 }),
  deviceLogDoc({ log_date: 2 }),
  deviceLogDoc({ log_date: 1 }),
];

describe('neighboursOf', () => {
  it('gives the newer and the older log around the current one', () => {
    expect(neighboursOf([a, b, c], b._meta.guid)).toEqual({ index: 1, newer: a, older: c });
  });

  it('has no newer log at the top and no older one at the end', () => {
    expect(neighboursOf([a, b, c], a._meta.guid)).toEqual({ index: 0, older: b });
    expect(neighboursOf([a, b, c], c._meta.guid)).toEqual({ index: 2, newer: b });
  });

  it('says when the log is not in the loaded list', () => {
    expect(neighboursOf([a, b], c._meta.guid)).toEqual({ index: -1 });
  });
});
