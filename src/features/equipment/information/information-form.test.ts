import { describe, expect, it } from 'vitest';
import { buildInformationPatch, informationOf } from '@/api/information-patch';
import type { Equipment } from '@/domain/documents/schemas';
import { draftFromChanges } from './information-draft';
import {
  changedInformation,
  formValuesFrom,
  offsetOfTimeZone,
  parseOffsetInput,
  validateInformation,
  type InformationFormValues,
} from './information-form';
import { equipmentDoc } from '@/testing/documents';

const doc = equipmentDoc({
  alias: 'Cabin 3',
  location: {
    description: 'Back room',
    city: 'Amsterdam',
    country: 'NL',
    timezone: 'Europe/Amsterdam',
    timezone_offset: 3600,
  },
});

const initial = formValuesFrom(informationOf(doc));
const edit = (patch: Partial<InformationFormValues>) => ({ ...initial, ...patch });

describe('edit information form (docs/decisions.md#editing)', () => {
  it('starts from the document, the offset as +HH:MM', () => {
    expect(initial).toEqual({
      alias: 'Cabin 3',
      description: 'Back room',
      city: 'Amsterdam',
      country: 'NL',
      timezone: 'Europe/Amsterdam',
      offset: '+01:00',
    });
  });

  it('an untouched form changes nothing', () => {
    expect(changedInformation(initial, initial)).toEqual({});
    expect(changedInformation(initial, edit({ alias: '  Cabin 3 ', offset: '1' }))).toEqual({});
  });

  it('sends one replace for one changed field', () => {
    const changes = changedInformation(initial, edit({ alias: 'Cabin 4' }));
    expect(buildInformationPatch(doc, draftFromChanges(changes))).toEqual([
      { op: 'replace', path: '/alias', value: 'Cabin 4' },
    ]);
  });

  it('clearing a field removes it; the offset goes as seconds', () => {
    const changes = changedInformation(
      initial,
      edit({ city: '', timezone: 'America/St_Johns', offset: '-03:30' }),
    );
    expect(buildInformationPatch(doc, draftFromChanges(changes))).toEqual([
      { op: 'remove', path: '/location/city' },
      { op: 'replace', path: '/location/timezone', value: 'America/St_Johns' },
      { op: 'replace', path: '/location/timezone_offset', value: -12600 },
    ]);
  });

  it('leaves an unreadable field alone unless the user types into it', () => {
    const broken = { ...doc, alias: undefined, _invalid: ['alias'] } as Equipment;
    const start = formValuesFrom(informationOf(broken));
    expect(
      buildInformationPatch(
        broken,
        draftFromChanges(changedInformation(start, { ...start, city: 'Utrecht' })),
      ),
    ).toEqual([{ op: 'replace', path: '/location/city', value: 'Utrecht' }]);
    expect(
      buildInformationPatch(
        broken,
        draftFromChanges(changedInformation(start, { ...start, alias: 'New' })),
      ),
    ).toEqual([{ op: 'add', path: '/alias', value: 'New' }]);
  });

  it.each([
    ['+02:00', 7200],
    ['-5:30', -19800],
    ['+0545', 20700],
    ['2', 7200],
    ['UTC+1', 3600],
    ['\u221203:00', -10800],
    ['+14:00', 50400],
  ])('reads the offset %s as %i s', (text, seconds) => {
    expect(parseOffsetInput(text)).toBe(seconds);
  });

  it.each(['+15:00', '-12:30', '+01:20', 'abc', '1:60'])('refuses the offset %s', (text) => {
    expect(parseOffsetInput(text)).toBeUndefined();
  });

  it('validates lengths, control characters, zone names and offsets', () => {
    const errors = validateInformation(
      edit({ alias: 'x'.repeat(81), city: 'A\nB', timezone: 'Mars/Olympus', offset: '+25' }),
    );
    expect(Object.keys(errors).sort()).toEqual(['alias', 'city', 'offset', 'timezone']);
    expect(validateInformation(initial)).toEqual({});
    expect(validateInformation(edit({ alias: '', timezone: '', offset: '' }))).toEqual({});
  });

  it('knows the current offset of a zone', () => {
    expect(offsetOfTimeZone('Asia/Kolkata', Date.UTC(2026, 0, 1))).toBe(19800);
    expect(offsetOfTimeZone('Europe/Amsterdam', Date.UTC(2026, 6, 1))).toBe(7200);
    expect(offsetOfTimeZone('UTC', Date.UTC(2026, 6, 1))).toBe(0);
    expect(offsetOfTimeZone('Nowhere/Land', 0)).toBeUndefined();
  });
});
