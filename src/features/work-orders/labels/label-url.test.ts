import { describe, expect, it } from 'vitest';
import { labelUrl, readLabelTarget } from './label-url';

const unit = { guid: 'g 1', companyGuids: ['c-2', 'c-3'] };
const ORIGIN = 'https://fleet.example';

describe('QR label URLs', () => {
  it.each([
    ['unit', undefined, 'https://fleet.example/equipment/g%201'],
    ['unit', 'c-3', 'https://fleet.example/equipment/g%201?company=c-3'],
    // The board opens scrolled to the unit's card.
    ['board', 'c-3', 'https://fleet.example/board?company=c-3#unit-g%201'],
    // Without a company in view: the board of the unit's first company.
    ['board', undefined, 'https://fleet.example/board?company=c-2#unit-g%201'],
  ] as const)('%s in company %s → %s', (target, company, url) => {
    expect(labelUrl(unit, target, company, ORIGIN)).toBe(url);
  });

  it('reads the target from the URL, the unit page by default', () => {
    expect(readLabelTarget('board')).toBe('board');
    expect(readLabelTarget(null)).toBe('unit');
    expect(readLabelTarget('nonsense')).toBe('unit');
  });
});
