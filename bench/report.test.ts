import { describe, expect, it } from 'vitest';
import { checkBudgets, type Row } from './report.ts';

const row = (median: number | undefined, extra: Partial<Row>): Row => ({
  measure: `m${median}`,
  unit: 'ms',
  ours:
    median === undefined
      ? undefined
      : { median, min: median, max: median, n: 1, samples: [median] },
  ...extra,
});

describe('checkBudgets (npm run bench -- --check)', () => {
  it.each([
    ['at the limit meets a "lower" budget', row(50, { limit: 50, better: 'lower' }), 0],
    ['over the limit breaks it', row(51, { limit: 50, better: 'lower' }), 1],
    ['a score at the limit meets a "higher" budget', row(95, { limit: 95, better: 'higher' }), 0],
    ['a score below breaks it', row(94, { limit: 95, better: 'higher' }), 1],
    ['a row without a budget never breaks', row(10_000, {}), 0],
  ])('%s', (_, r, broken) => {
    expect(checkBudgets([r]).broken).toHaveLength(broken);
  });

  it('lists budgets without a figure as unmeasured, not broken', () => {
    const result = checkBudgets([row(undefined, { limit: 1, better: 'lower' })]);
    expect(result.broken).toHaveLength(0);
    expect(result.unmeasured).toHaveLength(1);
  });
});
