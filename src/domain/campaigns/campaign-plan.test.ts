import { describe, expect, it } from 'vitest';
import { reasonText } from './campaign-reasons.ts';
import {
  defaultForm,
  inQuietHours,
  mayAct,
  minuteOfDay,
  parseQuietHours,
  planUnits,
  readForm,
  waveSizes,
} from './campaign-plan.ts';

describe('waveSizes', () => {
  it.each([
    [6, 2, 2, [2, 4]],
    [6, 1, 2, [1, 2, 3]],
    [10, 1, 3, [1, 3, 6]],
    [5, 2, 1, [2, 2, 1]],
    [3, 10, 2, [3]],
    [0, 1, 2, []],
    [7, 1, 1.5, [1, 2, 3, 1]],
  ])('%i units, first %i, growth %s → %j', (total, first, growth, sizes) => {
    expect(waveSizes(total, first, growth)).toEqual(sizes);
  });
});

describe('quiet hours in each unit’s local time', () => {
  // 2026-01-15 23:30 UTC: 00:30 in Amsterdam, 18:30 in New York, 08:30 in Tokyo.
  const at = Date.UTC(2026, 0, 15, 23, 30);
  const night = { from: 22 * 60, to: 6 * 60 };
  it.each([
    ['Europe/Amsterdam', 30, true],
    ['America/New_York', 18 * 60 + 30, false],
    ['Asia/Tokyo', 8 * 60 + 30, false],
  ])('%s: minute %i, quiet %s', (timezone, minute, quiet) => {
    expect(minuteOfDay(at, { timezone })).toBe(minute);
    expect(inQuietHours(at, { timezone }, night)).toBe(quiet);
  });
  it('uses the offset in seconds when there is no IANA zone, UTC when neither', () => {
    expect(minuteOfDay(at, { timezone_offset: -5 * 3600 })).toBe(18 * 60 + 30);
    expect(inQuietHours(at, undefined, night)).toBe(true);
  });
  it('follows daylight saving time (Amsterdam is UTC+2 in summer)', () => {
    expect(minuteOfDay(Date.UTC(2026, 6, 1, 20, 0), { timezone: 'Europe/Amsterdam' })).toBe(
      22 * 60,
    );
    expect(inQuietHours(Date.UTC(2026, 6, 1, 20, 0), { timezone: 'Europe/Amsterdam' }, night)).toBe(
      true,
    );
  });
  it('a window within one day', () => {
    const lunch = { from: 12 * 60, to: 13 * 60 };
    expect(inQuietHours(Date.UTC(2026, 0, 1, 12, 59), undefined, lunch)).toBe(true);
    expect(inQuietHours(Date.UTC(2026, 0, 1, 13, 0), undefined, lunch)).toBe(false);
    expect(inQuietHours(Date.UTC(2026, 0, 1, 13, 0), undefined, undefined)).toBe(false);
  });
  it.each([
    ['', undefined],
    ['22:00-06:00', { from: 1320, to: 360 }],
    ['22–6', { from: 1320, to: 360 }],
    ['08:30 - 17:00', { from: 510, to: 1020 }],
    ['20:00-24:00', { from: 1200, to: 0 }],
    ['25:00-06:00', 'invalid'],
    ['22:00', 'invalid'],
    ['10:00-10:00', 'invalid'],
    ['night', 'invalid'],
  ])('parseQuietHours(%j) → %j', (text, value) => expect(parseQuietHours(text)).toEqual(value));
});

describe('readForm', () => {
  it('has a default for every field but the name', () => {
    const r = readForm({ ...defaultForm(), name: 'Winter update' }, 6, 600_000);
    expect(r).toMatchObject({ ok: true, name: 'Winter update' });
    expect(readForm(defaultForm(), 6, 600_000)).toEqual({
      ok: false,
      errors: { name: 'nameMissing' },
    });
  });
  it('names each wrong value', () => {
    const r = readForm(
      {
        ...defaultForm(),
        name: 'x',
        firstWave: '0',
        growth: 'fast',
        maxBusy: '2.5',
        soakMinutes: '-1',
        failurePct: '101',
        quietHours: '22',
        waitMinutes: '0',
      },
      0,
      600_000,
    );
    expect(r.ok).toBe(false);
    expect(Object.keys((r as { errors: object }).errors).sort()).toEqual(
      [
        'failurePct',
        'firstWave',
        'growth',
        'maxBusy',
        'quietHours',
        'soakMinutes',
        'units',
        'waitMinutes',
      ].sort(),
    );
  });
  it('the wait per unit is 60 minutes unless changed, and read in minutes', () => {
    const base = { ...defaultForm(), name: 'w' };
    expect(base.waitMinutes).toBe('60');
    const read = (waitMinutes: string) => readForm({ ...base, waitMinutes }, 1, 1);
    expect(read('60')).toMatchObject({ ok: true, settings: { waitMs: 3_600_000 } });
    expect(read('1.5')).toMatchObject({ ok: true, settings: { waitMs: 90_000 } });
    expect(read('10080')).toMatchObject({ ok: true, settings: { waitMs: 7 * 86_400_000 } });
    for (const bad of ['0', '10081', 'an hour', ''])
      expect(read(bad)).toEqual({
        ok: false,
        errors: { waitMinutes: 'waitMinutes' },
      });
  });
  it('drops the expected version of a reset', () => {
    const r = readForm(
      { ...defaultForm(), name: 'r', action: 'reset', expectedVersion: '4.9' },
      1,
      1,
    );
    expect(r.ok && r.settings.expectedVersion).toBeUndefined();
  });
});

describe('planUnits: permission skips before the start', () => {
  const u = (guid: string, ...companyGuids: string[]) => ({
    guid,
    label: guid,
    companyGuids,
    zone: undefined,
  });
  const settings = { firstWave: 1, growth: 2, action: 'update' as const };
  it('skips units of companies without the permission and puts the rest in waves', () => {
    const plan = planUnits(
      [u('a', 'c1'), u('b', 'c2'), u('c', 'c1'), u('d', 'c1', 'c2')],
      settings,
      new Set(['c1']),
      undefined,
      'controller.update',
    );
    expect(plan.map((p) => [p.guid, p.wave, p.skipWhy && reasonText(p.skipWhy)])).toEqual([
      ['a', 0, undefined],
      ['b', -1, 'No permission controller.update for this unit’s company'],
      ['c', 1, undefined],
      ['d', 1, undefined],
    ]);
  });
  it('the form’s counts (mayAct, waveSizes) agree with the plan that starts', () => {
    const units = [u('a', 'c1'), u('b', 'c2'), u('c', 'c1'), u('d', 'c1', 'c2'), u('e', 'c3')];
    const permitted = new Set(['c1']);
    const plan = planUnits(units, settings, permitted, undefined, 'controller.update');
    const acting = units.filter((x) => mayAct(x, permitted, undefined));
    expect(acting.map((x) => x.guid)).toEqual(plan.filter((p) => !p.skipWhy).map((p) => p.guid));
    expect(waveSizes(acting.length, settings.firstWave, settings.growth)).toHaveLength(
      Math.max(...plan.map((p) => p.wave)) + 1,
    );
    expect(mayAct(u('x', 'c2'), permitted, 'c1')).toBe(true);
    expect(mayAct(u('x', 'c1'), permitted, 'c2')).toBe(false);
  });
  it('with a company chosen, the permission of that company decides', () => {
    const plan = planUnits([u('a', 'c1')], settings, new Set(['c2']), 'c1', 'controller.reset');
    expect(plan[0]!.skipWhy).toEqual({ code: 'noPermission', permission: 'controller.reset' });
  });
});
