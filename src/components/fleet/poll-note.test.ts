import { describe, expect, it } from 'vitest';
import { testIntl } from '@/testing/intl';
import { pollNote } from './poll-note';

describe('pollNote', () => {
  it('reads as before in English, stretched or not', () => {
    expect(pollNote(testIntl(), { everyS: 30, baseS: 30 })).toBe(
      'Polled every 30 s; paused while the tab is hidden, except in the one tab that evaluates the alerts.',
    );
    expect(pollNote(testIntl(), { everyS: 45, baseS: 30 })).toBe(
      'Polled every 45 s (stretched from 30 s so polling takes at most 10 % of the time); paused while the tab is hidden, except in the one tab that evaluates the alerts.',
    );
  });

  it('is in Dutch and German', () => {
    expect(pollNote(testIntl('nl'), { everyS: 30, baseS: 30 })).toMatch(/^Elke 30 s opgevraagd/);
    expect(pollNote(testIntl('de'), { everyS: 45, baseS: 30 })).toMatch(
      /^Alle 45 s abgefragt \(verlängert von 30 s/,
    );
  });
});
