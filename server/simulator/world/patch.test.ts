import { describe, expect, it } from 'vitest';
import { applyPatch, compactPatch, type PatchOp } from './patch.ts';

const base = () => ({ alias: 'A', serial: '1', location: { city: 'X', country: 'NL' } });

describe('compactPatch', () => {
  const paths = ['/alias', '/location/city', '/location/description'];
  // Every sequence of up to 3 ops over 3 paths × (set, remove): compacted = applied one by one.
  const ops: PatchOp[] = paths.flatMap((path, i) => [
    { op: 'replace', path, value: `v${i}` },
    { op: 'remove', path },
  ]);
  const sequences: PatchOp[][] = [[]];
  for (let n = 0; n < 3; n++)
    for (const s of [...sequences])
      if (s.length === n) for (const op of ops) sequences.push([...s, op]);

  it.each([
    ['a unit with a location', base],
    ['a unit without a location', () => ({ alias: 'A' }) as Record<string, unknown>],
  ])('gives the same document as applying every op, for %s', (_name, make) => {
    for (const seq of sequences) {
      const expected = make();
      applyPatch(expected, seq);
      const compacted = make();
      // Stored in two steps, as two PATCH requests would.
      applyPatch(compacted, compactPatch(compactPatch([], seq.slice(0, 1)), seq.slice(1)));
      expect(compacted, JSON.stringify(seq)).toEqual(expected);
    }
  });

  it('keeps at most two ops per path however many edits arrive', () => {
    let stored: PatchOp[] = [];
    for (let i = 0; i < 1000; i++)
      stored = compactPatch(stored, [
        { op: 'add', path: '/location/city', value: `c${i}` },
        { op: 'remove', path: '/location/city' },
        { op: 'replace', path: '/alias', value: `a${i}` },
      ]);
    expect(stored.length).toBe(3);
  });
});
