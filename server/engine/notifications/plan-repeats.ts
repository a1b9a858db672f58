// "Repeat until acknowledged": while an alert fires unacknowledged, a person who asked for it gets
// reminder n after n × their minutes (one row per n, so a restart never repeats one twice).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import { readAudience, type Audience } from './audience.ts';
import { heldUntil, insertDeliveries, type DeliveryRow } from './plan-transitions.ts';
import { companiesFor, personChannels } from './recipients.ts';

export type Acknowledged = (db: Kysely<Database>, alertIds: string[]) => Promise<Set<string>>;

interface Firing {
  id: number;
  alert_id: string;
  at: number;
  rule: string;
  critical: boolean;
  company_guids: string[];
}

export async function planRepeats(
  db: Kysely<Database>,
  now: number,
  acknowledged: Acknowledged,
  known?: Audience,
): Promise<number> {
  const audience = known ?? (await readAudience(db));
  const repeaters = audience.people.filter((p) => p.repeat_minutes);
  if (repeaters.length === 0) return 0;
  // The alerts whose last transition is a firing one.
  const firing = (
    await sql<Firing>`
      select t.id, t.alert_id, t.at, t.rule, t.critical, t.company_guids from alert_transitions t
      where t.transition = 'firing'
        and not exists (select 1 from alert_transitions r where r.alert_id = t.alert_id and r.id > t.id)`.execute(
      db,
    )
  ).rows;
  if (firing.length === 0) return 0;
  const acked = await acknowledged(
    db,
    firing.map((f) => f.alert_id),
  );
  const rows: DeliveryRow[] = [];
  for (const f of firing) {
    if (acked.has(f.alert_id)) continue;
    for (const person of repeaters) {
      const n = Math.floor((now - f.at) / (person.repeat_minutes! * 60_000));
      const companies = companiesFor(person, f, now);
      if (n < 1 || companies.length === 0) continue;
      for (const channel of personChannels(person, audience.pushIds.get(person.person_key) ?? []))
        rows.push({
          alert_id: f.alert_id,
          occasion: `r:${f.id}:${n}`,
          transition_id: f.id,
          recipient: person.person_key,
          channel,
          company_guid: companies[0]!,
          state: 'pending',
          attempts: 0,
          next_at: heldUntil(person, f.critical, now),
          created_at: now,
        });
    }
  }
  await insertDeliveries(db, rows);
  return rows.length;
}
