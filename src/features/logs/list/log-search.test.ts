import { describe, expect, it } from 'vitest';
import { logMatchesSearch, searchTerms, searchableText } from './log-search';
import { deviceLogEntry } from '@/testing/documents';

describe('log text search (json_data, in the browser)', () => {
  const log = deviceLogEntry({
    type: 'parameter',
    json_data: {
      source: 'Panel',
      settings: { lamp_power: 95, Café_mode: true },
      nested: [{ note: '<b>x</b>' }],
    },
  });

  it('looks at keys and values at any depth, ignoring case and accents', () => {
    expect(logMatchesSearch(log, searchTerms('LAMP_POWER'))).toBe(true);
    expect(logMatchesSearch(log, searchTerms('95'))).toBe(true);
    expect(logMatchesSearch(log, searchTerms('cafe_mode'))).toBe(true);
    expect(logMatchesSearch(log, searchTerms('<b>x</b>'))).toBe(true);
  });

  it('needs every term', () => {
    expect(logMatchesSearch(log, searchTerms('panel 95'))).toBe(true);
    expect(logMatchesSearch(log, searchTerms('panel 96'))).toBe(false);
  });

  it('does not search top-level fields outside json_data', () => {
    expect(
      logMatchesSearch(deviceLogEntry({ log_id: 4242, json_data: {} }), searchTerms('4242')),
    ).toBe(false);
  });

  it('matches everything with an empty query, and caches the text per document', () => {
    expect(logMatchesSearch(log, searchTerms('  '))).toBe(true);
    expect(searchableText(log)).toBe(searchableText(log));
  });
});
