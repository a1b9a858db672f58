import { describe, expect, it } from 'vitest';
import { collectConditions, type AlertCounter, type AlertUnit } from './alert-conditions.ts';
import { DEFAULT_RULES, type RuleSettings } from './alert-rules.ts';

// docs/decisions.md#alerts: "Service due within N days" from the unit's forecast; the 90 % share
// only for a unit whose usage rate is not known yet.
const AT = Date.UTC(2026, 10, 25, 12);
const DAY = 86_400_000;
const LIMIT = 800 * 60;

const unit = (counter: Partial<AlertCounter>): AlertUnit => ({
  guid: 'g1',
  label: 'SN1',
  offline: false,
  lastPing: AT,
  criticalCount: 0,
  fault: false,
  stateLabel: 'Stand-by',
  counters: [{ type: 'lamps', value: 400 * 60, limit: LIMIT, ...counter }],
  siteKey: undefined,
});
const inDays = (days: number) => ({ forecastAt: AT + days * DAY, forecastDay: `in ${days} days` });
const within = (days: number): RuleSettings => ({
  ...DEFAULT_RULES,
  'service-due': { ...DEFAULT_RULES['service-due'], days },
});

describe('service due within N days', () => {
  it.each<[string, Partial<AlertCounter>, number, [string, string][]]>([
    [
      'forecast in 5 days, rule 7 days: fires',
      inDays(5),
      7,
      [['service-due', 'lamps 400 h of 800 h, forecast: limit on in 5 days']],
    ],
    ['forecast in 20 days, rule 7 days: quiet', inDays(20), 7, []],
    [
      'forecast in 20 days, rule 30 days: fires',
      inDays(20),
      30,
      [['service-due', 'lamps 400 h of 800 h, forecast: limit on in 20 days']],
    ],
    ['forecast in 31 days, rule 30 days: quiet', inDays(31), 30, []],
    [
      'at 95 % with a forecast beyond the days: the forecast decides',
      { value: 760 * 60, ...inDays(40) },
      30,
      [],
    ],
    [
      'at 95 % without enough data: the 90 % share, and the text says so',
      { value: 760 * 60 },
      7,
      [
        [
          'service-due',
          'lamps 760 h of 800 h, 90 % or more (not enough usage data for a forecast)',
        ],
      ],
    ],
    ['at 50 % without enough data: quiet', {}, 30, []],
    [
      'overdue already: overdue, not due',
      { value: LIMIT + 60, ...inDays(0) },
      7,
      [['service-overdue', 'lamps 801 h of 800 h']],
    ],
  ])('%s', (_name, counter, days, expected) => {
    const { conditions } = collectConditions([unit(counter)], within(days), AT);
    expect(conditions.map((c) => [c.rule, c.value])).toEqual(expected);
  });

  it('turned off: nothing, whatever the forecast', () => {
    const rules = {
      ...DEFAULT_RULES,
      'service-due': { ...DEFAULT_RULES['service-due'], enabled: false },
    };
    expect(collectConditions([unit(inDays(1))], rules, AT).conditions).toEqual([]);
  });
});

describe('values as codes for the screen (docs/decisions.md#languages)', () => {
  it('a due counter carries its numbers and which reason, besides the English text', () => {
    const { conditions } = collectConditions([unit({ value: 760 * 60 })], within(7), AT);
    expect(conditions[0]?.detail).toEqual({
      code: 'counters',
      counters: [
        { kind: 'share', type: 'lamps', value: 760 * 60, limit: LIMIT, forecastDay: undefined },
      ],
    });
    const forecast = collectConditions([unit(inDays(5))], within(7), AT).conditions[0];
    expect(forecast?.detail).toMatchObject({
      counters: [{ kind: 'forecast', forecastDay: 'in 5 days' }],
    });
  });

  it('an offline unit carries its last ping', () => {
    const offline = { ...unit({}), offline: true, lastPing: AT - 2 * 3_600_000 };
    const { conditions } = collectConditions([offline], DEFAULT_RULES, AT);
    expect(conditions[0]?.detail).toEqual({ code: 'lastPing', at: AT - 2 * 3_600_000 });
  });
});
