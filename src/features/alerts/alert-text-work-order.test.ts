import { describe, expect, it } from 'vitest';
import type { AlertInstance } from '@/domain/alerts/alert-engine';
import { testIntl } from '@/testing/intl';
import { alertText } from './alert-text';

// docs/decisions.md#work-orders: the engine's "work order overdue" alert in each language.

const alert: AlertInstance = {
  id: 'work-order-overdue|work-order:12@1',
  key: 'work-order-overdue|work-order:12',
  rule: 'work-order-overdue',
  subject: { kind: 'unit', guid: 'g1', label: 'SN-1' },
  phase: 'firing',
  since: 0,
  polls: 2,
  value: 'work order 12 due 2026-11-20',
  detail: { code: 'workOrderOverdue', workOrderId: 12, dueDate: '2026-11-20' },
};

describe('the work order overdue alert in words', () => {
  it.each([
    ['en', 'Work order overdue', /^work order 12 was due on .*2026/],
    ['nl', 'Werkorder te laat', /^werkorder 12 moest klaar zijn op .*2026/],
    ['de', 'Arbeitsauftrag überfällig', /^Arbeitsauftrag 12 war fällig am .*2026/],
  ] as const)('%s', (locale, rule, value) => {
    const text = alertText(testIntl(locale));
    expect(text.ruleName(alert.rule)).toBe(rule);
    expect(text.value(alert)).toMatch(value);
  });
});
