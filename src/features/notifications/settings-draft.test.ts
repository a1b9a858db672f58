import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, toggleChoice } from './settings-draft';

const base = {
  saved: true,
  emailOn: false,
  email: null,
  language: 'en',
  timeZone: 'UTC',
  quietHours: '',
  repeatMinutes: null,
  companies: null,
  rules: null,
  digest: false,
  devices: [],
};
const ctx = { language: 'nl', timeZone: 'Europe/Amsterdam' };

describe('checkDraft', () => {
  it('turns a good draft into the input, in the page’s language and time zone', () => {
    const draft = {
      ...draftOf(base),
      emailOn: true,
      email: ' a@b.nl ',
      quietHours: '22:00-07:00',
      repeatOn: true,
      repeatMinutes: '15',
      digest: true,
      rules: ['fault'],
    };
    expect(checkDraft(draft, ctx)).toEqual({
      ok: true,
      input: {
        emailOn: true,
        email: 'a@b.nl',
        language: 'nl',
        timeZone: 'Europe/Amsterdam',
        quietHours: '22:00-07:00',
        repeatMinutes: 15,
        companies: null,
        rules: ['fault'],
        digest: true,
      },
    });
  });
  it('names each bad field', () => {
    const draft = {
      ...draftOf(base),
      emailOn: true,
      email: '',
      quietHours: '22-7',
      repeatOn: true,
      repeatMinutes: '0',
      companies: [],
    };
    expect(checkDraft(draft, ctx)).toEqual({
      ok: false,
      errors: {
        email: 'needed',
        quietHours: 'invalid',
        repeatMinutes: 'invalid',
        companies: 'needed',
      },
    });
  });
  it('needs an address for the daily summary too', () => {
    expect(checkDraft({ ...draftOf(base), digest: true }, ctx)).toEqual({
      ok: false,
      errors: { email: 'needed' },
    });
  });
});

describe('toggleChoice', () => {
  const all = ['a', 'b', 'c'];
  it('clearing one box of "all" keeps the others; ticking it again is "all" (null)', () => {
    expect(toggleChoice(all, null, 'b', false)).toEqual(['a', 'c']);
    expect(toggleChoice(all, ['a', 'c'], 'b', true)).toBeNull();
  });
  it('keeps the order of the list, and may end with none chosen', () => {
    expect(toggleChoice(all, ['c'], 'a', true)).toEqual(['a', 'c']);
    expect(toggleChoice(all, ['c'], 'c', false)).toEqual([]);
  });
});
