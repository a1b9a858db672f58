import { describe, expect, it } from 'vitest';
import { testIntl } from '@/testing/intl';
import { companyNameText } from './company-name';

const guid = '3f6c2a1e-9b7d-4c5e-8a1f-2d4b6c8e0a11';

describe('company names (docs/decisions.md#companies)', () => {
  it.each([
    ['en', 'Company 3f6c2a1e…'],
    ['nl', 'Bedrijf 3f6c2a1e…'],
    ['de', 'Firma 3f6c2a1e…'],
  ] as const)('an unnamed company in %s: %s', (locale, name) => {
    expect(companyNameText(testIntl(locale), guid, {})).toBe(name);
  });

  it('keeps the name the user gave, in every language', () => {
    expect(companyNameText(testIntl('de'), guid, { [guid]: 'Sonnenstudio Nord' })).toBe(
      'Sonnenstudio Nord',
    );
  });
});
