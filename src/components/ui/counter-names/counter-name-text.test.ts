import { describe, expect, it } from 'vitest';
import { COUNTER_TYPE_NAMES, UNNAMED_COUNTER } from '@/domain/service/maintenance';
import { testIntl } from '@/testing/intl';
import { counterNameText } from './counter-name-text';
import { counterMessages, counterTypeNames } from './messages';

const english = (group: Record<string, { defaultMessage?: unknown }>) =>
  Object.fromEntries(Object.entries(group).map(([k, d]) => [k, d.defaultMessage]));

describe('counter names (docs/decisions.md#maintenance-counters)', () => {
  it('say in English exactly what the CSV files say', () => {
    expect(english(counterTypeNames)).toEqual(COUNTER_TYPE_NAMES);
    expect(counterMessages.unnamed.defaultMessage).toBe(UNNAMED_COUNTER);
  });

  it.each([
    ['en', 'operating', 'Operating hours'],
    ['en', 'facial_lamps', 'Facial tanner lamps'],
    ['en', '', 'Unnamed counter'],
    ['nl', 'operating', 'Bedrijfsuren'],
    ['nl', 'lamps', 'Lampen'],
    ['nl', 'shoulder_lamps', 'Schouderbruinerlampen'],
    ['nl', 'climate_filter', 'Klimaatfilter'],
    ['nl', undefined, 'Naamloze teller'],
    ['de', 'operating', 'Betriebsstunden'],
    ['de', 'facial_lamps', 'Gesichtsbräunerlampen'],
    ['de', 'climate_filter', 'Klimafilter'],
    ['de', null, 'Unbenannter Zähler'],
    // The service's own word, made readable, in every language.
    ['nl', 'lamp_hours', 'Lamp hours'],
    ['de', 'sessionTime', 'Session time'],
  ] as const)('%s: "%s" → "%s"', (locale, type, name) => {
    expect(counterNameText(testIntl(locale), type)).toBe(name);
  });
});
