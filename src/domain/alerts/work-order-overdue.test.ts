import { describe, expect, it } from 'vitest';
import { initialAlertState, reduceAlerts } from './alert-engine.ts';
import { workOrderOverdueConditions, type OverdueOrderInput } from './work-order-overdue.ts';

const order = (over: Partial<OverdueOrderInput> = {}): OverdueOrderInput => ({
  workOrderId: 7,
  unitGuid: 'u1',
  serial: 'S-1',
  alias: 'Bed 1',
  dueDate: '2026-11-20',
  state: 'scheduled',
  ...over,
});
const TODAY = '2026-11-27';

describe('work order overdue', () => {
  it.each([
    ['due before today, scheduled', order(), true],
    ['due before today, open', order({ state: 'open' }), true],
    ['due today', order({ dueDate: TODAY }), false],
    ['due later', order({ dueDate: '2026-12-01' }), false],
    ['no due day', order({ dueDate: null }), false],
    ['done', order({ state: 'done' }), false],
    ['cancelled', order({ state: 'cancelled' }), false],
  ])('%s → overdue: %s', (_name, o, overdue) => {
    expect(workOrderOverdueConditions([o], TODAY).length).toBe(overdue ? 1 : 0);
  });

  it('is one alert per order, on its unit, saying the order and its due day', () => {
    const [a, b] = workOrderOverdueConditions(
      [order(), order({ workOrderId: 8, serial: '' })],
      TODAY,
    );
    expect(a).toEqual({
      key: 'work-order-overdue|work-order:7',
      rule: 'work-order-overdue',
      subject: { kind: 'unit', guid: 'u1', label: 'S-1' },
      value: 'work order 7 due 2026-11-20',
      detail: { code: 'workOrderOverdue', workOrderId: 7, dueDate: '2026-11-20' },
      durationMs: 0,
    });
    expect(b?.subject.label).toBe('Bed 1');
  });

  it('fires on the second poll and resolves when the order is no longer overdue', () => {
    const poll = (s: ReturnType<typeof initialAlertState>, at: number, o: OverdueOrderInput) =>
      reduceAlerts(s, {
        type: 'poll',
        at,
        result: { conditions: workOrderOverdueConditions([o], TODAY), replaced: [] },
      });
    const one = poll(initialAlertState(0, 1000), 1000, order());
    const two = poll(one.state, 2000, order());
    expect(two.effects.map((e) => e.type)).toEqual(['fired']);
    // Moved to another past day: still firing, with the new day; to a later day: resolved.
    const moved = poll(two.state, 3000, order({ dueDate: '2026-11-25' }));
    expect(moved.effects).toEqual([]);
    expect([...moved.state.alerts.values()][0]?.value).toBe('work order 7 due 2026-11-25');
    const later = poll(moved.state, 4000, order({ dueDate: '2026-12-02' }));
    expect(later.effects.map((e) => e.type)).toEqual(['resolved']);
  });
});
