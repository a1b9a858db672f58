import type { AlertInstance } from '@/domain/alert-engine';
import { ruleName } from '@/domain/alert-conditions';

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

export function notificationsFor(alerts: readonly AlertInstance[]): NoteSpec[] {
  if (alerts.length > SUMMARY_ABOVE) {
    const names = alerts.slice(0, 3).map((a) => `${ruleName(a.rule)}: ${a.subject.label}`);
    return [
      {
        title: `${alerts.length} alerts firing`,
        body: `${names.join('; ')}; and ${alerts.length - 3} more`,
        tag: `summary@${alerts[0]!.id}`,
        target: { kind: 'alerts' },
      },
    ];
  }
  return alerts.map((a) => ({
    title: `${ruleName(a.rule)}: ${a.subject.label}`,
    body: a.value,
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
