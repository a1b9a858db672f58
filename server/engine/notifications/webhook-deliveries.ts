// The last deliveries of webhooks, as the settings page lists them (no contents are kept).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';

export interface DeliverySummary {
  id: number;
  kind: 'firing' | 'resolved' | 'test' | 'reminder';
  state: string;
  attempts: number;
  createdAt: number;
  doneAt: number | null;
  nextAt: number;
  error: string | null;
}

interface Row {
  id: number;
  hook: number;
  occasion: string;
  transition: string | null;
  state: string;
  attempts: number;
  created_at: number;
  done_at: number | null;
  next_at: number;
  last_error: string | null;
}

export async function lastDeliveries(
  db: Kysely<Database>,
  hookIds: number[],
  limit: number,
): Promise<Map<number, DeliverySummary[]>> {
  const out = new Map<number, DeliverySummary[]>();
  if (hookIds.length === 0) return out;
  const recipients = hookIds.map((id) => `webhook:${id}`);
  const rows = (
    await sql<Row>`
      select d.*, substring(d.recipient from 9)::bigint as hook, t.transition
      from (select *, row_number() over (partition by recipient order by id desc) as n
            from notification_deliveries where recipient = any(${recipients})) d
      left join alert_transitions t on t.id = d.transition_id
      where d.n <= ${limit} order by d.id desc`.execute(db)
  ).rows;
  for (const r of rows) {
    const kind = r.occasion.startsWith('test:')
      ? 'test'
      : r.transition === 'resolved'
        ? 'resolved'
        : 'firing';
    const list = out.get(Number(r.hook)) ?? [];
    list.push({
      id: r.id,
      kind,
      state: r.state,
      attempts: r.attempts,
      createdAt: r.created_at,
      doneAt: r.done_at,
      nextAt: r.next_at,
      error: r.last_error,
    });
    out.set(Number(r.hook), list);
  }
  return out;
}
