import { describe, expect, it } from 'vitest';
import { equipmentSchema } from '@/domain/documents/schemas';
import { parseDocument } from '@/domain/documents/tolerant';
import {
  colorText,
  informationGroups,
  settingRows,
  settingsContent,
  type FieldValue,
} from './information-fields';
import { equipmentDoc } from '@/testing/documents';

function parse(doc: unknown) {
  const result = parseDocument(equipmentSchema, doc, 'equipment');
  if (!result.value) throw new Error('unparsable');
  return result.value;
}

function valueOf(
  groups: ReturnType<typeof informationGroups>,
  label: string,
): FieldValue | undefined {
  return groups.flatMap((g) => g.rows).find((r) => r.label === label)?.value;
}

const minimal = equipmentDoc({ serial: '2499000024', model: 'Helio X5', type: 'horizontal' });

describe('information fields', () => {
  it('shows "—" (missing) for every optional field of a minimal document', () => {
    const groups = informationGroups(parse(minimal));
    expect(groups.map((g) => g.title)).toEqual([
      'Identity',
      'Linked device',
      'Location',
      'Controller',
      'Specifications',
    ]);
    expect(valueOf(groups, 'Serial')).toEqual({ kind: 'text', text: '2499000024', mono: true });
    for (const label of [
      'Alias',
      'Device guid',
      'City',
      'Coordinates',
      'Release version',
      'Boot logs',
      'Colours',
    ]) {
      expect(valueOf(groups, label), label).toEqual({ kind: 'missing' });
    }
    expect(settingsContent(parse(minimal))).toEqual({ kind: 'missing' });
  });

  it('marks malformed fields unreadable, and every field under a malformed object', () => {
    const eq = parse({
      ...minimal,
      alias: 42,
      location: 'Amsterdam',
      device: { guid: 'd1', serial: 1234, last_ping: 'yesterday' },
      controller: { logs: 'many', release: { type: 7, version: 4.9 } },
      settings: 'on',
    });
    const groups = informationGroups(eq);
    for (const label of [
      'Alias',
      'City',
      'Time zone',
      'Coordinates',
      'Device serial',
      'Last ping',
      'Boot logs',
      'Release type',
      'Release version',
    ]) {
      expect(valueOf(groups, label), label).toEqual({ kind: 'unreadable' });
    }
    expect(valueOf(groups, 'Device guid')).toEqual({ kind: 'text', text: 'd1', mono: true });
    expect(settingsContent(eq)).toEqual({ kind: 'unreadable' });
  });

  it('formats units: offset in seconds, coordinates, null release as none installed, communication', () => {
    const groups = informationGroups(
      parse({
        ...minimal,
        location: { timezone_offset: -12600, geometry: { lat: 52.3676, lng: 4.9041 } },
        controller: {
          release: { type: 'stable', version: null, hash: null },
          communication: { timeout: false },
          logs: { boot: 12345 },
        },
      }),
    );
    expect(valueOf(groups, 'UTC offset')).toMatchObject({ text: 'UTC\u221203:30' });
    expect(valueOf(groups, 'Coordinates')).toMatchObject({ text: '52.36760, 4.90410' });
    expect(valueOf(groups, 'Release version')).toMatchObject({ text: 'none installed' });
    expect(valueOf(groups, 'Communication')).toMatchObject({ text: 'OK' });
    expect(valueOf(groups, 'Boot logs')).toMatchObject({ text: '12,345' });
  });

  it('reads settings and colours of unknown shape as plain text', () => {
    expect(
      settingRows([{ name: 'max_session', value: 25, unit: 'min' }, { foo: 'bar', n: 1 }, {}]),
    ).toEqual([
      { label: 'max_session', value: { kind: 'text', text: '25 (unit: min)' } },
      { label: 'Setting 2', value: { kind: 'text', text: 'foo: bar, n: 1' } },
      { label: 'Setting 3', value: { kind: 'missing' } },
    ]);
    expect(colorText({ name: 'Pearl White', code: 'RAL 1013' })).toBe('Pearl White (RAL 1013)');
    expect(colorText({ r: 1, tag: '<b>x</b>' })).toBe('r: 1, tag: <b>x</b>');
  });
});
