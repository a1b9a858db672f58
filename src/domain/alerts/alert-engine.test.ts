import { describe, expect, it } from 'vitest';
import { collectConditions, type AlertUnit } from './alert-conditions.ts';
import {
  attentionCount,
  initialAlertState,
  pollSteps,
  reduceAlerts,
  visibleFiring,
  type AlertEffect,
  type AlertEvent,
  type AlertState,
} from './alert-engine.ts';
import { DEFAULT_RULES } from './alert-rules.ts';

const T0 = Date.UTC(2026, 10, 23, 12);
const POLL = 30_000;
const MIN = 60_000;

const unit = (guid: string, patch: Partial<AlertUnit> = {}): AlertUnit => ({
  guid,
  label: `SN-${guid}`,
  offline: false,
  lastPing: T0,
  criticalCount: 0,
  fault: false,
  stateLabel: 'Idle',
  counters: [],
  siteKey: undefined,
  ...patch,
});
const down = (guid: string, patch: Partial<AlertUnit> = {}) =>
  unit(guid, { offline: true, lastPing: T0 - 60 * MIN, ...patch });

/** A fake clock: step i happens at T0 + i polls; each step is a fleet (units) or 'fail'. */
type Step = readonly AlertUnit[] | 'fail' | 'tick';
function run(steps: Step[], rules = DEFAULT_RULES) {
  let state: AlertState = initialAlertState(T0, POLL);
  const log: { at: number; effects: AlertEffect[]; state: AlertState }[] = [];
  steps.forEach((step, i) => {
    const at = T0 + (i + 1) * POLL;
    const event: AlertEvent =
      step === 'fail'
        ? { type: 'poll-failed', at }
        : step === 'tick'
          ? { type: 'tick', at }
          : { type: 'poll', at, result: collectConditions(step, rules, at) };
    const out = reduceAlerts(state, event);
    state = out.state;
    log.push({ at, effects: out.effects, state });
  });
  return { state, log };
}

const phases = (s: AlertState) =>
  Object.fromEntries([...s.alerts.values()].map((a) => [a.key, a.phase]));
const effectsOf = (log: ReturnType<typeof run>['log']) =>
  log.map((l) => l.effects.map((e) => `${e.type}:${e.alert.key}`).join(' '));

describe('reduceAlerts: one unit, one rule', () => {
  it.each<[string, Step[], string[]]>([
    [
      'fires on the second poll and resolves',
      [[down('a')], [down('a')], [unit('a')]],
      ['', 'fired:offline|unit:a', 'resolved:offline|unit:a'],
    ],
    [
      'a single bad poll never fires (flapping)',
      [[down('a')], [unit('a')], [down('a')], [unit('a')]],
      ['', '', '', ''],
    ],
    [
      'flapping after firing opens a new episode',
      [[down('a')], [down('a')], [unit('a')], [down('a')], [down('a')]],
      ['', 'fired:offline|unit:a', 'resolved:offline|unit:a', '', 'fired:offline|unit:a'],
    ],
    [
      'offline shorter than 30 min is not a condition',
      [[down('a', { lastPing: T0 - 5 * MIN })], [down('a', { lastPing: T0 - 5 * MIN })]],
      ['', ''],
    ],
    [
      'never-pinged units are not offline alerts',
      [[down('a', { lastPing: undefined })], [down('a', { lastPing: undefined })]],
      ['', ''],
    ],
    [
      'critical error',
      [[unit('a', { criticalCount: 2 })], [unit('a', { criticalCount: 2 })], [unit('a')]],
      ['', 'fired:critical-error|unit:a', 'resolved:critical-error|unit:a'],
    ],
    [
      'unknowable count is not critical',
      [[unit('a', { criticalCount: null })], [unit('a', { criticalCount: null })]],
      ['', ''],
    ],
  ])('%s', (_name, steps, expected) => {
    expect(effectsOf(run(steps).log)).toEqual(expected);
  });

  it('fault waits for its 10 minute duration, not just two polls', () => {
    const steps = Array.from({ length: 22 }, () => [unit('a', { fault: true })]);
    const { log } = run(steps);
    const firedAt = log.findIndex((l) => l.effects.some((e) => e.type === 'fired'));
    // Seen first at poll 1 (T0+30 s); 10 min later is poll 21.
    expect(firedAt + 1).toBe(21);
    expect(log[19]!.state.alerts.get('fault|unit:a')!.phase).toBe('pending');
  });

  it('a disabled rule resolves what it fired', () => {
    const off = { ...DEFAULT_RULES, offline: { ...DEFAULT_RULES.offline, enabled: false } };
    let state = run([[down('a')], [down('a')]]).state;
    const at = T0 + 3 * POLL;
    const out = reduceAlerts(state, {
      type: 'poll',
      at,
      result: collectConditions([down('a')], off, at),
    });
    state = out.state;
    expect(out.effects.map((e) => e.type)).toEqual(['resolved']);
    expect(state.alerts.size).toBe(0);
  });

  it('service rules use the limits and the rule’s days', () => {
    const counters = [
      { type: 'lamp', value: 1000 * 60, limit: 1000 * 60 },
      { type: 'filter', value: 95 * 60, limit: 100 * 60 },
    ];
    const { state } = run([[unit('a', { counters })], [unit('a', { counters })]]);
    expect(phases(state)).toEqual({
      'service-overdue|unit:a': 'firing',
      'service-due|unit:a': 'firing',
    });
    expect(state.alerts.get('service-overdue|unit:a')!.value).toBe('lamp 1000 h of 1000 h');
  });
});

describe('site grouping', () => {
  const at = (g: string, offline: boolean) =>
    (offline ? down : unit)(g, { siteKey: 'place:P1', siteName: 'Salon Zon' });

  it('every unit of a site offline → one site alert instead of per-unit alerts', () => {
    const { state, log } = run([
      [at('a', true), at('b', true)],
      [at('a', true), at('b', true)],
    ]);
    expect(phases(state)).toEqual({ 'offline|site:place:P1': 'firing' });
    expect(state.alerts.get('offline|site:place:P1')!.subject).toMatchObject({
      label: 'Salon Zon',
    });
    expect(effectsOf(log)).toEqual(['', 'fired:offline|site:place:P1']);
  });

  it('per-unit alerts already firing are replaced, not resolved', () => {
    const { log } = run([
      [at('a', true), at('b', false)],
      [at('a', true), at('b', false)],
      [at('a', true), at('b', true)],
    ]);
    expect(log[2]!.effects).toEqual([
      expect.objectContaining({
        type: 'resolved',
        alert: expect.objectContaining({ key: 'offline|unit:a', reason: 'replaced' }),
      }),
    ]);
  });

  it('one unit of the site still online keeps per-unit alerts; a one-unit site stays per unit', () => {
    const lone = down('c', { siteKey: 'place:P2' });
    const { state } = run([
      [at('a', true), at('b', false), lone],
      [at('a', true), at('b', false), lone],
    ]);
    expect(phases(state)).toEqual({ 'offline|unit:a': 'firing', 'offline|unit:c': 'firing' });
  });
});

describe('No data', () => {
  it('fires once after two intervals without a good poll, freezes units, resolves on data', () => {
    const { log } = run([
      [down('a')],
      [down('a')],
      'fail',
      'fail',
      'fail',
      'tick',
      'fail',
      [unit('a')],
    ]);
    expect(effectsOf(log)).toEqual([
      '',
      'fired:offline|unit:a',
      '',
      '',
      'fired:no-data',
      '',
      '',
      'resolved:no-data resolved:offline|unit:a',
    ]);
    // While No data fires, the unit alert neither fires nor resolves.
    for (const l of log.slice(2, 7))
      expect(l.state.alerts.get('offline|unit:a')!.phase).toBe('firing');
  });

  it('counts from the start when the first poll never succeeds', () => {
    const { log } = run(['fail', 'fail', 'fail']);
    expect(effectsOf(log)).toEqual(['', '', 'fired:no-data']);
  });

  it.each<[string, number | undefined, number, boolean]>([
    ['base interval: silent 61 s > 2 × 30 s', undefined, 61_000, true],
    ['stretched to 5 min: silent 61 s is one missed poll', 300_000, 61_000, false],
    ['stretched to 5 min: silent 10 min 1 s', 300_000, 601_000, true],
    ['stretched to 5 min: silent exactly 10 min', 300_000, 600_000, false],
  ])('%s', (_, intervalMs, silentMs, fires) => {
    const polled = reduceAlerts(initialAlertState(T0, POLL), {
      type: 'poll',
      at: T0,
      result: collectConditions([unit('a')], DEFAULT_RULES, T0),
      intervalMs,
    }).state;
    const out = reduceAlerts(polled, { type: 'poll-failed', at: T0 + silentMs });
    expect(out.effects.map((e) => e.alert.key)).toEqual(fires ? ['no-data'] : []);
  });
});

describe('pollSteps: the poll in slices', () => {
  const fleet = Array.from({ length: 25 }, (_, i) => down(`u${i}`));
  it.each<[string, number, number]>([
    // 25 conditions on the first poll: a yield after every 10th.
    ['chunk 10', 10, 2],
    ['chunk 5', 5, 5],
    ['chunk larger than the work', 100, 0],
  ])('%s: same result as reduceAlerts, %d conditions per slice', (_, chunk, yields) => {
    const result = collectConditions(fleet, DEFAULT_RULES, T0 + POLL);
    const whole = reduceAlerts(initialAlertState(T0, POLL), {
      type: 'poll',
      at: T0 + POLL,
      result,
    });
    const steps = pollSteps(initialAlertState(T0, POLL), T0 + POLL, result, POLL, chunk);
    let paused = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) paused++;
    expect(paused).toBe(yields);
    expect(step.value).toEqual(whole);
  });

  it('the second poll in slices fires every unit once, as reduceAlerts does', () => {
    const first = (at: number) => collectConditions(fleet, DEFAULT_RULES, at);
    const s1 = reduceAlerts(initialAlertState(T0, POLL), {
      type: 'poll',
      at: T0 + POLL,
      result: first(T0 + POLL),
    }).state;
    const steps = pollSteps(s1, T0 + 2 * POLL, first(T0 + 2 * POLL), POLL, 7);
    let step = steps.next();
    while (!step.done) step = steps.next();
    expect(step.value.effects.filter((e) => e.type === 'fired')).toHaveLength(25);
  });
});

describe('acknowledge and snooze', () => {
  it('ack keeps it listed, drops the count; snooze hides it until it ends', () => {
    let { state } = run([
      [down('a'), unit('b', { criticalCount: 1 })],
      [down('a'), unit('b', { criticalCount: 1 })],
    ]);
    const now = T0 + 3 * POLL;
    expect(attentionCount(state, now)).toBe(2);
    const [first, second] = visibleFiring(state, now);
    state = reduceAlerts(state, { type: 'ack', id: first!.id, by: 'Ann', at: now }).state;
    expect(attentionCount(state, now)).toBe(1);
    expect(visibleFiring(state, now)).toHaveLength(2);
    state = reduceAlerts(state, { type: 'snooze', id: second!.id, until: now + 3_600_000 }).state;
    expect(visibleFiring(state, now).map((a) => a.id)).toEqual([first!.id]);
    expect(attentionCount(state, now)).toBe(0);
    expect(attentionCount(state, now + 3_600_001)).toBe(1);
  });

  it('acknowledgement survives later polls of the same episode', () => {
    let { state } = run([[down('a')], [down('a')]]);
    const id = [...state.alerts.values()][0]!.id;
    state = reduceAlerts(state, { type: 'ack', id, by: 'Ann', at: T0 }).state;
    const at = T0 + 10 * POLL;
    state = reduceAlerts(state, {
      type: 'poll',
      at,
      result: collectConditions([down('a')], DEFAULT_RULES, at),
    }).state;
    expect([...state.alerts.values()][0]!.ack).toEqual({ by: 'Ann', at: T0 });
  });
});
