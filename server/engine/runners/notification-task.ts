// The notifications area's leader task, wired by the engine: the runner with the engine's flags
// (--smtp, --mail-from, --webhook-allow, --public-url), ticking every 2 s on the leader only.
import { sql } from 'kysely';
import type { Engine } from '../engine.ts';
import { smtpMailer } from '../notifications/mail-send.ts';
import type { Acknowledged } from '../notifications/plan-repeats.ts';
import { createNotificationRunner } from './notification-runner.ts';

export const NOTIFICATION_TICK_MS = 2000;

/** Alerts someone acknowledged (the alerts area's table): their reminders stop. */
export const acknowledgedAlerts: Acknowledged = async (db, ids) => {
  if (ids.length === 0) return new Set();
  const { rows } = await sql<{ id: string }>`
    select id from alerts where id = any(${ids}) and ack_at is not null
    union select id from alert_history where id = any(${ids}) and ack_at is not null`.execute(db);
  return new Set(rows.map((r) => r.id));
};

export function addNotificationTask(engine: Engine, listeningUrl: string): () => void {
  const { options } = engine;
  const mailer = options.smtp ? smtpMailer(options.smtp, options.mailFrom) : null;
  const runner = createNotificationRunner({
    db: engine.store.db,
    audit: engine.audit,
    mailer,
    mailFrom: options.mailFrom,
    webhookAllow: options.webhookAllow,
    publicUrl: options.publicUrl ?? listeningUrl,
    acknowledged: acknowledgedAlerts,
    publish: (event) => engine.publish(event),
    stillLeader: () => engine.isLeader(),
  });
  engine.addLeaderTask({
    name: 'notifications',
    everyMs: NOTIFICATION_TICK_MS,
    run: async (now) => void (await runner.tick(now)),
  });
  return () => mailer?.close();
}
