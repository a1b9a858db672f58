import { describe, expect, it } from 'vitest';
import { describeStorageProblem } from '@/lib/storage-problem';
import { testIntl } from '@/testing/intl';
import { storageProblemText } from './storage-problem-text';

describe('storageProblemText', () => {
  it('matches the English notice of src/lib/storage-problem.ts for every kind', () => {
    for (const kind of ['unsupported', 'quota', 'blocked', 'denied', 'failed'] as const) {
      const problem = { kind, message: 'x' };
      expect(storageProblemText(testIntl(), problem, 'kept in memory.')).toBe(
        describeStorageProblem(problem, 'kept in memory.'),
      );
    }
  });

  it('is in Dutch', () => {
    expect(
      storageProblemText(testIntl('nl'), { kind: 'quota', message: 'x' }, 'niets bewaard.'),
    ).toBe('De opslag van de browser voor deze site is vol: niets bewaard.');
  });
});
