// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { batchSize } from './batch-size.ts';

describe('batchSize', () => {
  it('halves after a slow step down to the minimum, and grows back after quick ones', () => {
    const b = batchSize(50, 5, 25);
    expect(b.size).toBe(50);
    b.took(80);
    expect(b.size).toBe(25);
    for (let i = 0; i < 5; i++) b.took(200);
    expect(b.size).toBe(5);
    b.took(20);
    expect(b.size).toBe(5);
    for (let i = 0; i < 20; i++) b.took(3);
    expect(b.size).toBe(50);
  });
});
