// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { CatalogEntry } from '../../../src/domain/equipment/error-catalog.ts';
import { asFleetSource, catalogFromServer } from './document-guard.ts';

const doc = (over: Record<string, unknown> = {}) => ({
  _meta: { guid: 'eq-1', updated: 5 },
  app: 'sunbed',
  serial: '1001',
  model: 'M1',
  type: 'T1',
  ...over,
});

describe("asFleetSource (the browser's check at the engine's door)", () => {
  it('keeps a clean document as it is (no copy, no zod)', () => {
    const clean = doc({ controller: { state: 3 } });
    expect(asFleetSource(clean)).toBe(clean);
  });

  it('reads an unreadable optional field as absent and names it, as the browser does', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const source = asFleetSource(doc({ alias: 42, controller: { state: 'busy', timestamp: 7 } }));
    expect(source?.alias).toBeUndefined();
    expect(source?.controller?.state).toBeUndefined();
    expect(source?.controller?.timestamp).toBe(7);
    expect(source?._invalid).toEqual(['alias', 'controller.state']);
  });

  it("logs a unit's unreadable fields once, not on every poll that re-reads it", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const odd = doc({ _meta: { guid: 'eq-odd' }, alias: 42 });
    for (let poll = 0; poll < 3; poll++) asFleetSource(structuredClone(odd));
    expect(warn.mock.calls.flat().filter((m) => String(m).includes('eq-odd'))).toHaveLength(1);
  });

  it.each<[string, unknown]>([
    ['no guid', doc({ _meta: {} })],
    ['a numeric serial', doc({ serial: 1001 })],
    ['no app', { ...doc(), app: undefined }],
    ['not an object', 'eq-1'],
    ['null', null],
  ])('refuses a document with %s (the poller counts it invalid)', (_name, raw) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(asFleetSource(raw)).toBeUndefined();
  });
});

describe('catalogFromServer (endpoint 13 through the same check)', () => {
  it.each<[string, unknown, CatalogEntry[]]>([
    [
      'the endpoint 13 shape',
      [{ error_id: 'E0', description: 'Software error', critical: true, active_error_bit: 0 }],
      [{ errorId: 'E0', description: 'Software error', critical: true, bit: 0 }],
    ],
    [
      'a description repeating the id',
      [{ error_id: 'E9', description: 'E9 - Max bench', critical: false, active_error_bit: 8 }],
      [{ errorId: 'E9', description: 'Max bench', critical: false, bit: 8 }],
    ],
    [
      'an empty id with the id inside the description',
      [{ error_id: '', description: 'E37 - Lease time expired', active_error_bit: 40 }],
      [{ errorId: 'E37', description: 'Lease time expired', critical: false, bit: 40 }],
    ],
    [
      'critical not a boolean: read as absent, as the schema does',
      [{ error_id: 'E1', description: 'Timer', critical: 'Yes', active_error_bit: 1 }],
      [{ errorId: 'E1', description: 'Timer', critical: false, bit: 1 }],
    ],
    [
      'rows without a usable bit or id are dropped',
      [
        { error_id: 'E1', description: 'x', critical: true },
        { error_id: 'E1', description: 'x', critical: true, active_error_bit: 64 },
        { error_id: 'E1', description: 'x', critical: true, active_error_bit: -1 },
        { error_id: 'E1', description: 'x', critical: true, active_error_bit: 1.5 },
        { description: 'no id here', critical: true, active_error_bit: 2 },
        { error_id: 'E12', description: 'a string bit', active_error_bit: '12' },
        { description: 'E0 - no error_id field', active_error_bit: 0 },
        null,
        'E0',
      ],
      [],
    ],
    ['not an array', { items: [] }, []],
  ])('maps %s', (_name, items, expected) => {
    expect(catalogFromServer(items)).toEqual(expected);
  });
});
