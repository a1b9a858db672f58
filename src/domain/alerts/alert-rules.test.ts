import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, draftOf, parseRuleDraft, readRuleSettings } from './alert-rules.ts';

describe('rule drafts', () => {
  it('round-trips the defaults', () => {
    expect(parseRuleDraft(draftOf(DEFAULT_RULES))).toEqual({ ok: true, rules: DEFAULT_RULES });
  });

  it.each([
    ['offline', 'minutes', '', 'Unit offline: minutes must be a whole number from 1 to 10080'],
    ['offline', 'minutes', '0', 'Unit offline: minutes must be a whole number from 1 to 10080'],
    ['fault', 'minutes', '2.5', 'Fault state: minutes must be a whole number from 1 to 10080'],
    ['service-due', 'days', 'abc', 'Service due soon: days must be a whole number from 1 to 365'],
    ['service-due', 'days', '999', 'Service due soon: days must be a whole number from 1 to 365'],
  ] as const)('%s %s = %j is refused', (id, field, value, message) => {
    const draft = draftOf(DEFAULT_RULES);
    draft[id][field] = value;
    expect(parseRuleDraft(draft)).toEqual({ ok: false, errors: { [`${id}.${field}`]: message } });
  });

  it('ignores fields a rule does not use and keeps switches', () => {
    const draft = draftOf(DEFAULT_RULES);
    draft['critical-error'].minutes = 'nonsense';
    draft.offline.enabled = false;
    draft.offline.minutes = ' 45 ';
    const parsed = parseRuleDraft(draft);
    expect(parsed.ok && parsed.rules.offline).toEqual({ enabled: false, minutes: 45, days: 0 });
  });

  it('reads stored settings tolerantly', () => {
    const rules = readRuleSettings({ offline: { enabled: false, minutes: 'x' }, fault: 3 });
    expect(rules.offline).toEqual({ enabled: false, minutes: 30, days: 0 });
    expect(rules.fault).toEqual(DEFAULT_RULES.fault);
    expect(readRuleSettings(null)).toEqual(DEFAULT_RULES);
  });
});
