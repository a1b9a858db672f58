import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf } from './settings-draft';

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
    };
    expect(checkDraft(draft, base, ctx)).toEqual({
      ok: true,
      input: {
        emailOn: true,
        email: 'a@b.nl',
        language: 'nl',
        timeZone: 'Europe/Amsterdam',
        quietHours: '22:00-07:00',
        repeatMinutes: 15,
        companies: null,
        rules: null,
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
    };
    expect(checkDraft(draft, base, ctx)).toEqual({
      ok: false,
      errors: { email: 'needed', quietHours: 'invalid', repeatMinutes: 'invalid' },
    });
  });
});
