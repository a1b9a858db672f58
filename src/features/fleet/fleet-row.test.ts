// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ImpreciseInteger } from '@/domain/exact-json';
import { deriveFleetRow, deriveFleetRowsCached, releaseSortKey } from './fleet-row';
import { equipment, NOW, ROW_OPTIONS } from './fleet-test-data';

describe('deriveFleetRow', () => {
  it('derives state, health class and last seen as of the fetch time', () => {
    const row = deriveFleetRow(equipment({ guid: 'g1', serial: '1', state: 6 }), ROW_OPTIONS);
    expect(row.derived.state).toBe('controller-error');
    expect(row.health).toBe('fault');
    expect(row.lastSeen).toBe('online');
  });

  it('marks a unit whose last ping is older than the threshold as offline and stale', () => {
    const row = deriveFleetRow(
      equipment({ guid: 'g1', serial: '1', ping: NOW - 600_001 }),
      ROW_OPTIONS,
    );
    expect(row.derived.state).toBe('offline');
    expect(row.health).toBe('offline');
    expect(row.lastSeen).toBe('stale');
  });

  it('says "never" for a device that never pinged and no-device without a device', () => {
    expect(
      deriveFleetRow(equipment({ guid: 'g', serial: '1', ping: null }), ROW_OPTIONS).lastSeen,
    ).toBe('never');
    const none = deriveFleetRow(equipment({ guid: 'g', serial: '1', noDevice: true }), ROW_OPTIONS);
    expect(none.derived.state).toBe('no-device');
    expect(none.lastPing).toBeUndefined();
  });

  it('counts active errors with BigInt, including bits above 31 and 2^53', () => {
    // bits 0 (E0 critical), 33 (E34 critical), 34 (E33), 40 (E37), 63 (no catalog entry)
    const value = (1n << 0n) | (1n << 33n) | (1n << 34n) | (1n << 40n) | (1n << 63n);
    const row = deriveFleetRow(equipment({ guid: 'g', serial: '1', errors: value }), ROW_OPTIONS);
    expect(row.errorCount).toBe(5);
    expect(row.criticalCount).toBe(2);
  });

  it('leaves the count unknown (null) for a rounded value instead of guessing', () => {
    const eq = equipment({ guid: 'g', serial: '1' });
    eq.controller = { ...eq.controller, active_errors: new ImpreciseInteger(2 ** 60) };
    const row = deriveFleetRow(eq, ROW_OPTIONS);
    expect(row.errorCount).toBeNull();
    expect(row.criticalCount).toBeNull();
  });

  it('builds one normalized search string of serial, alias, model, type and city', () => {
    const row = deriveFleetRow(
      equipment({
        guid: 'g',
        serial: '2499000012',
        alias: 'Cabine  Zürich',
        model: 'Luxura X7',
        city: "'s-Hertogenbosch",
      }),
      ROW_OPTIONS,
    );
    expect(row.search).toBe("2499000012 cabine zurich luxura x7 sunbed 's-hertogenbosch");
  });

  it('keeps a missing alias as empty text and null release as "nothing installed"', () => {
    const row = deriveFleetRow(equipment({ guid: 'g', serial: '1', release: null }), ROW_OPTIONS);
    expect(row.alias).toBe('');
    expect(row.release).toBeNull();
  });
});

describe('releaseSortKey', () => {
  it('orders versions numerically, not as text', () => {
    const versions = ['4.10.0', '4.9.2', '4.9.10', '10.0.0'];
    expect([...versions].sort((a, b) => (releaseSortKey(a) < releaseSortKey(b) ? -1 : 1))).toEqual([
      '4.9.2',
      '4.9.10',
      '4.10.0',
      '10.0.0',
    ]);
  });

  it('puts "nothing installed" and "not reported" after every version', () => {
    expect(releaseSortKey('99.0') < releaseSortKey(null)).toBe(true);
    expect(releaseSortKey(null) < releaseSortKey(undefined)).toBe(true);
  });
});

describe('search text', () => {
  it('folds ASCII and non-ASCII text the same way as the domain search', async () => {
    const { normalizeForSearch } = await import('@/domain/search');
    const { normalizeSearchText } = await import('./fleet-search');
    for (const text of [
      '  Cabin   3 ',
      'ZÜRICH Café',
      'Luxura X7\tSUNBED',
      "'s-Hertogenbosch",
      'Ærø Łódź',
    ]) {
      expect(normalizeSearchText(text)).toBe(normalizeForSearch(text));
    }
  });
});

describe('deriveFleetRowsCached (a streamed list grows by snapshots)', () => {
  it('derives each document once across snapshots, as of the snapshot that brought it', () => {
    const early = equipment({ guid: 'g1', serial: '1', ping: NOW - 60_000 });
    const late = equipment({ guid: 'g2', serial: '2', ping: NOW + 60_000 });
    const options = { ...ROW_OPTIONS, catalog: [...ROW_OPTIONS.catalog] };
    const [first] = deriveFleetRowsCached([early], options);
    // Ten minutes later the next snapshot arrives: the earlier row is kept, not re-derived.
    const later = { ...options, now: NOW + 600_000 };
    const rows = deriveFleetRowsCached([early, late], later);
    expect(rows[0]).toBe(first);
    expect(rows[0]!.lastSeen).toBe('online');
    expect(rows[1]).toEqual(deriveFleetRow(late, later));
  });

  it('derives again when the error catalog changes', () => {
    const eq = equipment({ guid: 'g', serial: '1', errors: 1 });
    const unknownBit = { ...ROW_OPTIONS, catalog: [] };
    const [withoutCatalog] = deriveFleetRowsCached([eq], unknownBit);
    const [withCatalog] = deriveFleetRowsCached([eq], {
      ...ROW_OPTIONS,
      catalog: [...ROW_OPTIONS.catalog],
    });
    expect(withoutCatalog!.criticalCount).toBe(0);
    expect(withCatalog!.criticalCount).toBe(1);
  });
});
