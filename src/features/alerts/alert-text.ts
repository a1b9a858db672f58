import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { counterNamer } from '@/components/ui/counter-names/counter-name-text';
import { stateNames } from '@/components/ui/state/messages';
import type { AlertCounterValue, AlertSubject } from '@/domain/alerts/alert-conditions';
import type { AlertInstance } from '@/domain/alerts/alert-engine';
import { isLocale } from '@/domain/locale';
import { formattersFor } from '@/lib/use-format';
import { messages, valueMessages } from './messages';

// docs/decisions.md#languages: the domain builds alerts as codes and values (`detail`); this turns
// them into the language on screen, for the page and for the desktop notifications. An alert
// stored before `detail` existed shows its English `value` as it was stored.

const RULE_MESSAGES = {
  offline: messages.ruleOffline,
  'critical-error': messages.ruleCritical,
  fault: messages.ruleFault,
  'service-overdue': messages.ruleOverdue,
  'service-due': messages.ruleDue,
  'no-data': messages.ruleNoData,
  'work-order-overdue': messages.ruleWorkOrderOverdue,
} as const;

export interface AlertText {
  ruleName: (rule: AlertInstance['rule']) => string;
  value: (alert: AlertInstance) => string;
  subject: (subject: AlertSubject) => string;
}

export function alertText(intl: IntlShape): AlertText {
  const f = formattersFor(isLocale(intl.locale) ? intl.locale : 'en');
  // Whole hours as plain digits, as the English value always showed them ("1200 h").
  const hours = (minutes: number) => String(Math.floor(minutes / 60));
  // The counter by its name on screen, as on the service board ("Lamps", "Lampen").
  const counterName = counterNamer(intl);
  const counter = (c: AlertCounterValue) => {
    const values = { type: counterName(c.type), value: hours(c.value), limit: hours(c.limit) };
    if (c.kind === 'forecast')
      return intl.formatMessage(valueMessages.counterForecast, {
        ...values,
        // The unit's calendar day, in the language's order (English keeps "2026-12-01").
        day: f.day(c.forecastDay),
      });
    if (c.kind === 'share') return intl.formatMessage(valueMessages.counterShare, values);
    return intl.formatMessage(valueMessages.counter, values);
  };
  return {
    ruleName: (rule) => intl.formatMessage(RULE_MESSAGES[rule]),
    subject: (s) => (s.kind === 'fleet' ? intl.formatMessage(messages.fleet) : s.label),
    value: ({ detail, value }) => {
      if (!detail) return value;
      switch (detail.code) {
        case 'lastPing':
          return intl.formatMessage(valueMessages.lastPing, { at: f.absoluteTime(detail.at) });
        case 'critical':
          return intl.formatMessage(valueMessages.critical, { count: detail.count });
        case 'fault':
          return intl.formatMessage(stateNames[detail.derived.state]);
        case 'counters':
          return detail.counters.map(counter).join(', ');
        case 'siteOffline':
          return intl.formatMessage(valueMessages.siteOffline, { units: detail.units });
        case 'noData':
          return intl.formatMessage(valueMessages.noData, {
            duration:
              detail.silentMs < 60_000
                ? f.seconds(Math.round(detail.silentMs / 1000))
                : f.minutes(Math.floor(detail.silentMs / 60_000)),
          });
        case 'workOrderOverdue':
          return intl.formatMessage(valueMessages.workOrderOverdue, {
            id: detail.workOrderId,
            day: f.day(detail.dueDate),
          });
      }
    },
  };
}

export function useAlertText(): AlertText {
  const intl = useIntl();
  return useMemo(() => alertText(intl), [intl]);
}
