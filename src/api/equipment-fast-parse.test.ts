// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImpreciseInteger } from '@/domain/exact-json';
import {
  isCleanEquipment,
  parseEquipmentDocument,
  parseEquipmentList,
  parseMaintenanceCounters,
} from './equipment-fast-parse';
import { equipmentSchema, maintenanceCounterSchema } from './schemas';
import { parseDocument, parseList } from './tolerant';

const full = () => ({
  _meta: {
    index: 'equipment',
    guid: 'g',
    created: 1,
    updated: 2,
    removed: 0,
    expiry: 0,
    created_by: { host: 'h', resource: { guid: 'r', index: 'i' } },
  },
  app: 'a',
  serial: 's',
  model: 'm',
  type: 't',
  alias: 'x',
  device: { guid: 'd', serial: 'ds', last_ping: 1, type: 'SERVICE_MODULE' },
  company_guids: ['c'],
  specifications: { colors: [{ name: 'red' }], options: ['o'] },
  location: {
    place_id: 'p',
    description: 'd',
    country: 'NL',
    city: 'A',
    geometry: { lat: 1, lng: 2 },
    timezone: 'Europe/Amsterdam',
    timezone_offset: 3600,
  },
  controller: {
    state: 10,
    active_errors: 5,
    timestamp: 1,
    logs: { parameter: 1, boot: 1, session: 1, error: 1, event: 1 },
    communication: { timeout: false },
    hours: [{ type: 'lamp', value: 1, limit: 2 }],
    release: { type: 'r', version: '4.9.0', hash: null },
  },
  settings: [{ k: 'v' }],
  extra: 'kept',
});

type Mutate = (d: ReturnType<typeof full>) => void;
// Each change makes the document differ from "clean" in one place.
const variants: [string, Mutate][] = [
  ['alias number', (d) => Object.assign(d, { alias: 42 })],
  ['alias null', (d) => Object.assign(d, { alias: null })],
  ['location string', (d) => Object.assign(d, { location: 'Amsterdam' })],
  ['geometry lat text', (d) => Object.assign(d.location.geometry, { lat: 'n' })],
  ['offset text', (d) => Object.assign(d.location, { timezone_offset: '3600' })],
  ['device array', (d) => Object.assign(d, { device: [] })],
  ['last_ping text', (d) => Object.assign(d.device, { last_ping: 'now' })],
  ['company_guids mixed', (d) => Object.assign(d, { company_guids: ['c', 1] })],
  ['colors not objects', (d) => Object.assign(d.specifications, { colors: ['red'] })],
  ['colors arrays', (d) => Object.assign(d.specifications, { colors: [[1]] })],
  ['state text', (d) => Object.assign(d.controller, { state: '10' })],
  ['active_errors negative', (d) => Object.assign(d.controller, { active_errors: -1 })],
  ['active_errors fraction', (d) => Object.assign(d.controller, { active_errors: 1.5 })],
  ['logs.boot text', (d) => Object.assign(d.controller.logs, { boot: 'x' })],
  ['timeout text', (d) => Object.assign(d.controller.communication, { timeout: 'yes' })],
  ['hours element bad', (d) => Object.assign(d.controller, { hours: [{ type: 'lamp' }] })],
  ['release version number', (d) => Object.assign(d.controller.release, { version: 4 })],
  ['settings strings', (d) => Object.assign(d, { settings: ['x'] })],
  ['meta created text', (d) => Object.assign(d._meta, { created: 'x' })],
  ['created_by.resource text', (d) => Object.assign(d._meta.created_by, { resource: 'x' })],
  ['serial missing', (d) => Object.assign(d, { serial: undefined })],
  ['guid missing', (d) => Object.assign(d._meta, { guid: undefined })],
  ['server _invalid', (d) => Object.assign(d, { _invalid: ['x'] })],
];

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('isCleanEquipment agrees with equipmentSchema', () => {
  it('accepts a complete, correct document as is', () => {
    const doc = full();
    expect(isCleanEquipment(doc)).toBe(true);
    expect(parseDocument(equipmentSchema, doc, 'equipment').value).toEqual(doc);
  });

  it.each([
    ['a bigint', 2n ** 63n],
    ['an imprecise marker', new ImpreciseInteger(2 ** 60)],
    ['a decimal string', '123'],
  ])('accepts active_errors as %s', (_label, value) => {
    const doc = full();
    doc.controller.active_errors = value as unknown as number;
    expect(isCleanEquipment(doc)).toBe(true);
  });

  it.each(variants)('sends "%s" through the tolerant parse', async (_label, mutate) => {
    const doc = full();
    mutate(doc);
    expect(isCleanEquipment(doc)).toBe(false);
    const viaZod = parseDocument(equipmentSchema, doc, 'equipment');
    const [fast] = (await parseEquipmentList([doc])).items;
    expect(fast).toEqual(viaZod.value);
    expect(await parseEquipmentDocument(doc)).toEqual(viaZod);
  });
});

describe('parseEquipmentList', () => {
  it('keeps good units, repairs tolerable ones and counts unreadable ones', async () => {
    const bad = full();
    Object.assign(bad, { alias: 42 });
    const result = await parseEquipmentList([full(), bad, { app: 'no serial' }]);
    expect(result.items).toHaveLength(2);
    expect(result.items[1]?._invalid).toEqual(['alias']);
    expect(result.invalidCount).toBe(1);
  });

  it('keeps clean documents without copying them (the cheap path for 100,000 units)', async () => {
    const docs = Array.from({ length: 1000 }, (_, i) => ({ ...full(), _meta: { guid: `g${i}` } }));
    const { items } = await parseEquipmentList(docs);
    expect(items.every((item, i) => item === docs[i])).toBe(true);
  });

  it('drops a server-sent _invalid field like the zod parse does', async () => {
    const doc = { ...full(), _invalid: ['serial'] };
    const { items } = await parseEquipmentList([doc]);
    expect(items[0]?._invalid).toBeUndefined();
    expect(items[0]?.serial).toBe('s');
  });
});

describe('parseEquipmentDocument', () => {
  it('returns a clean unit as is and refuses one without its serial', async () => {
    const doc = full();
    expect((await parseEquipmentDocument(doc)).value).toBe(doc);
    const { serial: _serial, ...noSerial } = full();
    expect((await parseEquipmentDocument(noSerial)).ok).toBe(false);
  });
});

describe('parseMaintenanceCounters agrees with maintenanceCounterSchema', () => {
  const counters: unknown[] = [
    { type: 'lamp', value: 1, limit: 2 },
    { type: 'lamp', value: 1 },
    { type: 'lamp', value: 1, limit: 'x' },
    { type: 'lamp', value: 1, limit: null },
    { type: 'lamp', value: 1, _invalid: ['x'] },
    { type: 'lamp', value: '1' },
    { value: 1 },
    'lamp',
  ];

  it.each(counters.map((c) => [JSON.stringify(c), c]))('reads %s', async (_label, counter) => {
    const viaZod = parseList(maintenanceCounterSchema, [counter], 'maintenance counter');
    expect(await parseMaintenanceCounters([counter])).toEqual(viaZod);
  });

  it('counts unreadable counters among good ones', async () => {
    expect(await parseMaintenanceCounters(counters)).toEqual(
      parseList(maintenanceCounterSchema, counters, 'maintenance counter'),
    );
  });
});
