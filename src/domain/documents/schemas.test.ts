// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImpreciseInteger } from '@/domain/exact-json';
import {
  deviceLogSchema,
  equipmentSchema,
  identitySchema,
  permissionRowsFrom,
  temperatureLogSchema,
} from './schemas.ts';
import { isUnreadable, parseDocument, parseList } from './tolerant.ts';
import { equipmentDoc } from '@/testing/documents';

const equipment = equipmentDoc;

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('equipment schema (tolerant, DESIGN habit 4)', () => {
  it('reads a full document and keeps unknown fields', () => {
    const doc = equipment({
      alias: 'Cabin 3',
      device: { guid: 'd1', serial: 'S', last_ping: 1700000000000 },
      controller: {
        state: 10,
        active_errors: 5,
        communication: { timeout: false },
        release: { version: null },
        future_field: 'x',
      },
      brand_new: { nested: true },
    });
    const result = parseDocument(equipmentSchema, doc, 'equipment');
    expect(result.ok).toBe(true);
    expect(result.value?.alias).toBe('Cabin 3');
    expect(result.value?.controller?.release?.version).toBeNull();
    expect(result.value).toMatchObject({
      brand_new: { nested: true },
      controller: { future_field: 'x' },
    });
    expect(result.value?._invalid).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['app', 'serial', 'model', 'type', '_meta'])('rejects a document without %s', (field) => {
    const doc: Record<string, unknown> = equipment();
    delete doc[field];
    expect(parseDocument(equipmentSchema, doc, 'equipment').ok).toBe(false);
  });

  it('turns wrong optional fields into undefined, names them, and keeps the rest', () => {
    const doc = equipment({
      alias: 42,
      location: 'Amsterdam',
      device: { guid: 'd1', last_ping: 'yesterday' },
      controller: { state: '10', timestamp: 5, hours: 'lots' },
    });
    const result = parseDocument(equipmentSchema, doc, 'equipment');
    expect(result.ok).toBe(true);
    const value = result.value!;
    expect(value.alias).toBeUndefined();
    expect(value.location).toBeUndefined();
    expect(value.device).toEqual({ guid: 'd1', last_ping: undefined });
    expect(value.controller?.timestamp).toBe(5);
    expect(value._invalid).toEqual(
      expect.arrayContaining([
        'alias',
        'location',
        'device.last_ping',
        'controller.state',
        'controller.hours',
      ]),
    );
    expect(isUnreadable(value, 'controller.state')).toBe(true);
    expect(isUnreadable(value, 'controller.timestamp')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/eq-1.*alias/);
  });

  it('treats null optional fields as absent, not unreadable', () => {
    const result = parseDocument(
      equipmentSchema,
      equipment({ alias: null, device: null }),
      'equipment',
    );
    expect(result.value?.alias).toBeUndefined();
    expect(result.value?._invalid).toBeUndefined();
  });

  it('never lets a server field fake the unreadable marker', () => {
    const result = parseDocument(equipmentSchema, equipment({ _invalid: ['serial'] }), 'equipment');
    expect(result.value?._invalid).toBeUndefined();
  });

  it.each([
    ['a bigint', 9236882835736887296n],
    ['a safe number', 131072],
    ['an imprecise marker', new ImpreciseInteger(9236882835736887000)],
    ['a decimal string', '9236882835736887296'],
  ])('accepts active_errors as %s', (_label, value) => {
    const result = parseDocument(
      equipmentSchema,
      equipment({ controller: { active_errors: value } }),
      'equipment',
    );
    expect(result.value?.controller?.active_errors).toBe(value);
  });

  it.each([-1, 1.5, 'abc', true])('flags active_errors %s as unreadable', (value) => {
    const result = parseDocument(
      equipmentSchema,
      equipment({ controller: { active_errors: value } }),
      'equipment',
    );
    expect(result.value?.controller?.active_errors).toBeUndefined();
    expect(isUnreadable(result.value, 'controller.active_errors')).toBe(true);
  });
});

describe('parseList', () => {
  it('keeps good documents and counts the bad ones', () => {
    const result = parseList(
      equipmentSchema,
      [equipment(), { nope: true }, equipment({ _meta: { guid: 'eq-2' } }), 7],
      'equipment',
    );
    expect(result.items.map((d) => d._meta.guid)).toEqual(['eq-1', 'eq-2']);
    expect(result.invalidCount).toBe(2);
    expect(warn).toHaveBeenCalled();
  });
});

describe('log schemas', () => {
  const tempLog = {
    _meta: { guid: 't1' },
    device_guid: 'd',
    equipment_guid: 'e',
    temperature_id: 'tid',
    controller_serial: 1001,
    controller_state: 10,
    log_date: 1700000000000,
    temperatures: [
      { sensor: 'ntc1', value: 253 },
      { sensor: 'ntc2', value: 'hot' },
      { sensor: 'led1', value: 241 },
    ],
  };

  it('skips one broken reading and keeps the other sensors', () => {
    const result = parseDocument(temperatureLogSchema, tempLog, 'temperature log');
    expect(result.value?.temperatures).toEqual([
      { sensor: 'ntc1', value: 253 },
      { sensor: 'led1', value: 241 },
    ]);
    expect(result.value?._invalid).toEqual(['temperatures.ntc2']);
  });

  it('rejects a temperature log without its required fields', () => {
    const { log_date: _drop, ...noDate } = tempLog;
    expect(parseDocument(temperatureLogSchema, noDate, 'temperature log').ok).toBe(false);
  });

  const deviceLog = {
    _meta: { guid: 'l1' },
    device_guid: 'd',
    equipment_guid: 'e',
    type: 'session',
    log_id: 7,
    controller_serial: 1001,
    log_date: 1700000000000,
    json_data: { lamp: 'on' },
  };

  it('reads a session log with its session block', () => {
    const result = parseDocument(
      deviceLogSchema,
      { ...deviceLog, session: { session_time: 600, pause_time: 30, pause_times: 1 } },
      'device log',
    );
    expect(result.value?.session).toEqual({ session_time: 600, pause_time: 30, pause_times: 1 });
    expect(result.value?._invalid).toBeUndefined();
  });

  it('keeps a session block with one missing value and names it', () => {
    const result = parseDocument(
      deviceLogSchema,
      { ...deviceLog, session: { session_time: 600, pause_time: 'x' } },
      'device log',
    );
    expect(result.value?.session?.session_time).toBe(600);
    expect(result.value?._invalid).toEqual(['session.pause_time', 'session.pause_times']);
  });

  it('accepts log types it does not know yet, but not a json_data that is not an object', () => {
    expect(
      parseDocument(deviceLogSchema, { ...deviceLog, type: 'diagnostic' }, 'device log').ok,
    ).toBe(true);
    expect(
      parseDocument(deviceLogSchema, { ...deviceLog, json_data: 'text' }, 'device log').ok,
    ).toBe(false);
  });
});

describe('identity and permissions', () => {
  it('reads an identity with every field optional', () => {
    expect(parseDocument(identitySchema, {}, 'identity').ok).toBe(true);
    expect(
      parseDocument(identitySchema, { email: 5, username: 'u' }, 'identity').value,
    ).toMatchObject({ email: undefined, username: 'u' });
  });

  it('reads permission rows and plain strings', () => {
    const { rows, invalidCount } = permissionRowsFrom(
      [
        { permission_id: 'equipment.read', company_guid: 'c1' },
        'controller.reset',
        { company_guid: 'c1' },
      ],
      'c2',
    );
    expect(rows).toEqual([
      { permission_id: 'equipment.read', company_guid: 'c1' },
      { permission_id: 'controller.reset', company_guid: 'c2' },
    ]);
    expect(invalidCount).toBe(1);
  });
});
