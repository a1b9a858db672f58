import { describe, expect, it } from 'vitest';
import { BUILTIN_ERROR_CATALOG } from '@/domain/equipment/error-catalog';
import { projectFleetUnit, type FleetUnitSource } from '@/domain/fleet/fleet-unit';
import { equipment, NOW, ROW_OPTIONS } from '@/testing/fleet-documents';
import { boardCards } from './board-cards';

const unit = (spec: Parameters<typeof equipment>[0], hours?: { type: string; value: number }[]) => {
  const doc = equipment(spec) as unknown as FleetUnitSource & { controller: object };
  if (hours) Object.assign(doc.controller, { hours });
  return projectFleetUnit(doc, ROW_OPTIONS);
};
const ctx = { configLimits: { lamps: 1000 }, dueSoonDays: 14, now: NOW };

describe('boardCards', () => {
  const units = [
    unit({ guid: 'a', serial: '1003', alias: 'Cabin 2', state: 10 }),
    unit({ guid: 'b', serial: '1001', state: 6, errors: 0b100001 }),
    unit({ guid: 'c', serial: '1002', alias: '  ', state: 14 }, [{ type: 'lamps', value: 950 }]),
    unit({ guid: 'd', serial: '1004', alias: 'Cabin 10', state: 10 }, [
      { type: 'lamps', value: 1000 },
    ]),
    unit({ guid: 'e', serial: '1005', ping: NOW - 3_600_000 }),
  ];
  const { cards, words } = boardCards(units, new Map(), BUILTIN_ERROR_CATALOG, ctx);

  it('orders what needs someone first, then by name, and names a unit by alias or serial', () => {
    expect(cards.map((c) => `${c.word}:${c.name}`)).toEqual([
      'Fault:1001',
      'Needs cleaning:1002',
      'Offline:1005',
      'Free:Cabin 2',
      'Free:Cabin 10',
    ]);
  });

  it('builds only the first cards of a big fleet, what needs someone first, but counts every word', () => {
    const first = boardCards(units, new Map(), BUILTIN_ERROR_CATALOG, ctx, 2);
    expect(first.cards.map((c) => c.word)).toEqual(['Fault', 'Needs cleaning']);
    expect(first.words).toHaveLength(5);
    expect(words.filter((w) => w === 'Free')).toHaveLength(2);
  });

  it('reads the first active error in the catalog’s words, critical first', () => {
    expect(cards[0]?.error).toEqual({ text: 'Software error', critical: true, more: 1 });
    expect(cards[3]?.error).toBeUndefined();
  });

  it('marks service due at 90 % of a limit and overdue at it, like the service board', () => {
    expect(cards.find((c) => c.guid === 'c')?.service).toBe('due-soon');
    expect(cards.find((c) => c.guid === 'd')?.service).toBe('overdue');
    expect(cards.find((c) => c.guid === 'a')?.service).toBeUndefined();
  });

  it('says the time only from marks that end in the current word', () => {
    const marks = new Map([
      [
        'a',
        [
          { at: NOW - 60_000, word: 'In session' as const },
          { at: NOW, word: 'Free' as const },
        ],
      ],
    ]);
    const [free] = boardCards([units[0]!], marks, BUILTIN_ERROR_CATALOG, ctx).cards;
    expect(free?.since).toEqual({ kind: 'changed', at: NOW });
  });
});
