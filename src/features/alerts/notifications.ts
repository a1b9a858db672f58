import type { IntlShape } from 'react-intl';
import type { AlertInstance } from '@/domain/alerts/alert-engine';
import { currentIntl } from '@/lib/intl';
import { alertText } from './alert-text';
import { valueMessages } from './messages';

// docs/decisions.md#alerts: desktop notifications only after the user enabled them with a click;
// one per new alert, one summary when more than 3 fire at once. Only the leader tab calls this.

export type NoteTarget = { kind: 'unit'; guid: string } | { kind: 'alerts' };

export interface NoteSpec {
  title: string;
  body: string;
  tag: string;
  target: NoteTarget;
}

export const SUMMARY_ABOVE = 3;

/** In the language on screen (`currentIntl()`, English until a catalog has arrived). */
export function notificationsFor(
  alerts: readonly AlertInstance[],
  intl: IntlShape = currentIntl(),
): NoteSpec[] {
  const text = alertText(intl);
  const name = (a: AlertInstance) =>
    intl.formatMessage(valueMessages.noteTitle, {
      rule: text.ruleName(a.rule),
      subject: text.subject(a.subject),
    });
  if (alerts.length > SUMMARY_ABOVE) {
    const names = alerts.slice(0, 3).map(name);
    return [
      {
        title: intl.formatMessage(valueMessages.noteSummaryTitle, { count: alerts.length }),
        body: intl.formatMessage(valueMessages.noteSummaryBody, {
          names: names.join('; '),
          more: alerts.length - 3,
        }),
        tag: `summary@${alerts[0]!.id}`,
        target: { kind: 'alerts' },
      },
    ];
  }
  return alerts.map((a) => ({
    title: name(a),
    body: text.value(a),
    tag: a.id,
    target: a.subject.kind === 'unit' ? { kind: 'unit', guid: a.subject.guid } : { kind: 'alerts' },
  }));
}

export type Permission = NotificationPermission | 'unsupported';

export function notificationPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Shows the notifications when permitted; a click focuses this tab and opens the target. */
export function showNotifications(
  alerts: readonly AlertInstance[],
  open: (target: NoteTarget) => void,
): void {
  if (notificationPermission() !== 'granted') return;
  for (const spec of notificationsFor(alerts)) {
    try {
      const note = new Notification(spec.title, { body: spec.body, tag: spec.tag });
      note.onclick = () => {
        window.focus();
        note.close();
        open(spec.target);
      };
    } catch {
      // Some browsers allow notifications only from a service worker: the page still lists it.
    }
  }
}
