// The daily digest, exactly once (docs/decisions.md#notifications): from DIGEST_MINUTE in the
// person's time zone, one delivery row keyed by (person, local day) is inserted before anything is
// sent, like every other delivery; a second tick, a restart or a second engine finds it there.
import type { Kysely } from 'kysely';
import { localClock } from '../../../src/domain/local-clock.ts';
import type { Database } from '../storage/schema.ts';
import type { Audience } from './audience.ts';
import { insertDeliveries, type DeliveryRow } from './plan-transitions.ts';
import { grantedCompanies, type Person } from './recipients.ts';

/** 07:00 local time. */
const DIGEST_MINUTE = 7 * 60;
const DIGEST_ALERT = 'digest';

/** The person's local calendar day and minute of the day at `now`. */
function localDay(now: number, timeZone: string): { day: string; minute: number } {
  const local = now + localClock({ timezone: timeZone }).offsetAt(now);
  const day = new Date(local).toISOString().slice(0, 10);
  return { day, minute: Math.floor((local % 86_400_000) / 60_000) };
}

/** The local day whose digest is due now for this person, or null. */
function digestDay(person: Person, now: number): string | null {
  if (!person.digest || !person.email) return null;
  const { day, minute } = localDay(now, person.time_zone);
  return minute >= DIGEST_MINUTE ? day : null;
}

export async function planDigests(
  db: Kysely<Database>,
  now: number,
  audience: Audience,
): Promise<number> {
  const rows: DeliveryRow[] = [];
  for (const person of audience.people) {
    const day = digestDay(person, now);
    if (!day || grantedCompanies(person, now).length === 0) continue;
    rows.push({
      alert_id: DIGEST_ALERT,
      occasion: `d:${day}`,
      transition_id: null,
      recipient: person.person_key,
      channel: 'email',
      company_guid: null,
      state: 'pending',
      attempts: 0,
      next_at: now,
      created_at: now,
    });
  }
  await insertDeliveries(db, rows);
  return rows.length;
}
