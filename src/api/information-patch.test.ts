// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applyInformationPatch,
  buildInformationPatch,
  type InformationDraft,
} from './information-patch';
import type { Equipment } from '@/domain/documents/schemas';
import { equipmentDoc } from '@/testing/documents';

const base: Equipment = equipmentDoc({
  alias: 'Cabin 3',
  location: {
    city: 'Utrecht',
    country: 'NL',
    timezone_offset: 3600,
    geometry: { lat: 52.1, lng: 5.1 },
  },
});

describe('buildInformationPatch (docs/decisions.md#editing)', () => {
  it.each<[string, InformationDraft, unknown[]]>([
    ['nothing changed', { alias: 'Cabin 3', location: { city: 'Utrecht', country: 'NL' } }, []],
    ['whitespace only', { alias: '  Cabin 3 ' }, []],
    ['fields not in the form', {}, []],
    [
      'a changed alias',
      { alias: 'Cabin 4' },
      [{ op: 'replace', path: '/alias', value: 'Cabin 4' }],
    ],
    [
      'a trimmed new value',
      { location: { city: ' Amsterdam ' } },
      [{ op: 'replace', path: '/location/city', value: 'Amsterdam' }],
    ],
    [
      'a new field',
      { location: { description: 'Near the door' } },
      [{ op: 'add', path: '/location/description', value: 'Near the door' }],
    ],
    ['a cleared field', { alias: '' }, [{ op: 'remove', path: '/alias' }]],
    ['clearing an absent field', { location: { description: '' } }, []],
    [
      'a changed offset',
      { location: { timezoneOffset: 7200 } },
      [{ op: 'replace', path: '/location/timezone_offset', value: 7200 }],
    ],
    ['the same geometry', { location: { geometry: { lat: 52.1, lng: 5.1 } } }, []],
    [
      'a moved geometry',
      { location: { geometry: { lat: 52.2, lng: 5.1 } } },
      [{ op: 'replace', path: '/location/geometry', value: { lat: 52.2, lng: 5.1 } }],
    ],
    [
      'a removed geometry',
      { location: { geometry: null } },
      [{ op: 'remove', path: '/location/geometry' }],
    ],
  ])('%s', (_label, draft, expected) => {
    expect(buildInformationPatch(base, draft)).toEqual(expected);
  });

  it('sends several changes in the editable order', () => {
    const ops = buildInformationPatch(base, {
      alias: 'A',
      location: { city: 'Delft', country: 'NL', description: 'x' },
    });
    expect(ops.map((o) => o.path)).toEqual(['/alias', '/location/description', '/location/city']);
  });

  it('adds location fields of a unit that has no location', () => {
    const { location: _omit, ...noLocation } = base;
    expect(buildInformationPatch(noLocation, { location: { city: 'Delft' } })).toEqual([
      { op: 'add', path: '/location/city', value: 'Delft' },
    ]);
  });

  it('can clear a value the dashboard could not read', () => {
    const broken: Equipment = { ...base, alias: undefined, _invalid: ['alias'] };
    expect(buildInformationPatch(broken, { alias: '' })).toEqual([
      { op: 'remove', path: '/alias' },
    ]);
    expect(buildInformationPatch(broken, { alias: 'Fixed' })).toEqual([
      { op: 'add', path: '/alias', value: 'Fixed' },
    ]);
  });
});

describe('applyInformationPatch', () => {
  it('shows the edit without touching the original document', () => {
    const ops = buildInformationPatch(base, {
      alias: 'New',
      location: { city: '', description: 'Back room' },
    });
    const next = applyInformationPatch(base, ops);
    expect(next.alias).toBe('New');
    expect(next.location).toEqual({
      country: 'NL',
      timezone_offset: 3600,
      geometry: { lat: 52.1, lng: 5.1 },
      description: 'Back room',
    });
    expect(base.alias).toBe('Cabin 3');
    expect(base.location?.city).toBe('Utrecht');
  });

  it('forgets "unreadable" for a field the user replaced', () => {
    const broken: Equipment = {
      ...base,
      alias: undefined,
      _invalid: ['alias', 'controller.state'],
    };
    expect(
      applyInformationPatch(broken, [{ op: 'add', path: '/alias', value: 'x' }])._invalid,
    ).toEqual(['controller.state']);
  });
});
