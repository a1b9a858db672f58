import { describe, expect, it } from 'vitest';
import {
  canMove,
  isOverdue,
  partOfAsk,
  partOfCounter,
  type WorkOrderState,
} from './work-order-rules';

describe('work-order states', () => {
  it.each<[WorkOrderState, WorkOrderState, boolean]>([
    ['open', 'scheduled', true],
    ['open', 'done', true],
    ['open', 'cancelled', true],
    ['scheduled', 'done', true],
    ['scheduled', 'open', true],
    ['done', 'open', false],
    ['cancelled', 'scheduled', false],
    ['open', 'open', false],
  ])('%s → %s allowed: %s', (from, to, ok) => {
    expect(canMove(from, to)).toBe(ok);
  });

  it('is overdue only while still to be done and past its day', () => {
    expect(isOverdue({ state: 'scheduled', dueDate: '2026-11-26' }, '2026-11-27')).toBe(true);
    expect(isOverdue({ state: 'open', dueDate: '2026-11-27' }, '2026-11-27')).toBe(false);
    expect(isOverdue({ state: 'done', dueDate: '2026-01-01' }, '2026-11-27')).toBe(false);
    expect(isOverdue({ state: 'open', dueDate: null }, '2026-11-27')).toBe(false);
  });
});

describe('parts and counters', () => {
  it.each([
    ['lamps', 'lamps'],
    ['facial_lamps', 'facial_lamps'],
    ['shoulder_lamps', 'shoulder_lamps'],
    ['climate_filter', 'filters'],
    ['acrylic_bench', 'acrylics'],
    ['operating', undefined],
    ['led', undefined],
  ])('counter %s is for part %s', (type, part) => {
    expect(partOfCounter(type)).toBe(part);
  });

  it.each([
    ['Change lamps', 'lamps'],
    ['Change lampset (1)', 'lamps'],
    ['Change facial tanner lamps', 'facial_lamps'],
    ['Change acrylic canopy', 'acrylics'],
    ['Something else', 'other'],
  ])('controller ask %s is for part %s', (ask, part) => {
    expect(partOfAsk(ask)).toBe(part);
  });
});
