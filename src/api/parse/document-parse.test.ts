// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImpreciseInteger } from '@/domain/exact-json';
import {
  parseEquipmentDocument,
  parseEquipmentList,
  parseMaintenanceCounters,
} from './document-parse.ts';
import { equipmentSchema, maintenanceCounterSchema } from '@/domain/documents/schemas';
import { parseDocument, parseList } from '@/domain/documents/tolerant';

// Clean documents skip zod and are kept as they are; the rest get exactly the tolerant zod parse.
// (Which documents count as clean: document-parity.test.)

const unit = (guid = 'g') => ({
  _meta: { guid, index: 'equipment', created: 1 },
  app: 'a',
  serial: 's',
  model: 'm',
  type: 't',
  alias: 'x',
  controller: { state: 10, active_errors: 5, hours: [{ type: 'lamp', value: 1, limit: 2 }] },
  extra: 'kept',
});

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('parseEquipmentList', () => {
  it('keeps clean documents without copying them (the cheap path for 100,000 units)', async () => {
    const docs = Array.from({ length: 1000 }, (_, i) => unit(`g${i}`));
    const { items, invalidCount } = await parseEquipmentList(docs);
    expect(items.every((item, i) => item === docs[i])).toBe(true);
    expect(invalidCount).toBe(0);
  });

  it('keeps good units, repairs tolerable ones and counts unreadable ones', async () => {
    const bad = { ...unit('g2'), alias: 42 };
    const result = await parseEquipmentList([unit(), bad, { app: 'no serial' }]);
    expect(result.items).toHaveLength(2);
    expect(result.items[1]?.alias).toBeUndefined();
    expect(result.items[1]?._invalid).toEqual(['alias']);
    expect(result.invalidCount).toBe(1);
    expect(result).toEqual(parseList(equipmentSchema, [unit(), bad, { app: 'x' }], 'equipment'));
  });

  it('drops a server-sent _invalid field like the zod parse does', async () => {
    const { items } = await parseEquipmentList([{ ...unit(), _invalid: ['serial'] }]);
    expect(items[0]?._invalid).toBeUndefined();
    expect(items[0]?.serial).toBe('s');
  });

  it.each([
    ['a bigint', 2n ** 63n],
    ['an imprecise marker', new ImpreciseInteger(2 ** 60)],
    ['a decimal string', '123'],
  ])('keeps active_errors as %s untouched (bits 53–63 stay exact)', async (_label, value) => {
    const doc = { ...unit(), controller: { active_errors: value } };
    const { items } = await parseEquipmentList([doc]);
    expect(items[0]).toBe(doc);
    expect(items[0]?.controller?.active_errors).toBe(value);
  });
});

describe('parseEquipmentDocument', () => {
  it('returns a clean unit as is, repairs a tolerable one, refuses one without its serial', async () => {
    const doc = unit();
    expect((await parseEquipmentDocument(doc)).value).toBe(doc);
    const bad = { ...unit(), controller: { state: 'x' } };
    expect(await parseEquipmentDocument(bad)).toEqual(parseDocument(equipmentSchema, bad, 'e'));
    const { serial: _serial, ...noSerial } = unit();
    expect((await parseEquipmentDocument(noSerial)).ok).toBe(false);
  });
});

describe('parseMaintenanceCounters', () => {
  const counters: unknown[] = [
    { type: 'lamp', value: 1, limit: 2 },
    { type: 'lamp', value: 1, limit: 'x' },
    { type: 'lamp', value: '1' },
    'lamp',
  ];

  it('counts unreadable counters among good ones, like the zod parse', async () => {
    const result = await parseMaintenanceCounters(counters);
    expect(result).toEqual(parseList(maintenanceCounterSchema, counters, 'maintenance counter'));
    expect(result.invalidCount).toBe(2);
    expect(result.items[1]?._invalid).toEqual(['limit']);
  });

  it('keeps clean counters as they are', async () => {
    const clean = [{ type: 'lamp', value: 1 }];
    expect((await parseMaintenanceCounters(clean)).items[0]).toBe(clean[0]);
  });
});
