// Access notices, exactly once (docs/decisions.md#notifications): 2 days after the request that
// last confirmed a person's permission snapshot a reminder, after 3 (the snapshot lapsed) a
// "paused" notice, on each of their channels. The row's key holds `permissions_at`, so each
// confirmation gets each notice at most once and a fresh request makes both possible again.
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import type { Audience } from './audience.ts';
import { heldUntil, insertDeliveries, type DeliveryRow } from './plan-transitions.ts';
import { grantedCompanies, personChannels, SNAPSHOT_TTL_MS, type Person } from './recipients.ts';

export const ACCESS_ALERT = 'access';
export type AccessKind = 'soon' | 'paused';

/** The reminder: a day before the snapshot lapses. */
export const REMIND_AFTER_MS = SNAPSHOT_TTL_MS - 86_400_000;
/** No notice for a snapshot lapsed longer ago (people who left long before, e.g. at an upgrade). */
export const NOTICE_WITHIN_MS = SNAPSHOT_TTL_MS + 4 * 86_400_000;

/** Which notice the person's snapshot calls for at `now`, if any. */
export function noticeDue(person: Pick<Person, 'permissions_at'>, now: number): AccessKind | null {
  const age = now - person.permissions_at;
  if (age > NOTICE_WITHIN_MS) return null;
  if (age > SNAPSHOT_TTL_MS) return 'paused';
  return age >= REMIND_AFTER_MS ? 'soon' : null;
}

export function accessOccasion(kind: AccessKind, permissionsAt: number): string {
  return `${kind}:${permissionsAt}`;
}

/** Rows this runner already inserted: a notice stays due for a day, the tick runs every 2 s. */
export type Planned = Set<string>;

export async function planAccessNotices(
  db: Kysely<Database>,
  now: number,
  audience: Audience,
  planned: Planned = new Set(),
): Promise<number> {
  const rows: DeliveryRow[] = [];
  for (const person of audience.people) {
    const kind = noticeDue(person, now);
    // Only someone the snapshot still sent something to loses anything.
    if (!kind || grantedCompanies(person, person.permissions_at).length === 0) continue;
    const occasion = accessOccasion(kind, person.permissions_at);
    const next_at = heldUntil(person, false, now);
    for (const channel of personChannels(person, audience.pushIds.get(person.person_key) ?? [])) {
      const key = `${person.person_key}|${occasion}|${channel}`;
      if (planned.has(key)) continue;
      planned.add(key);
      rows.push({
        alert_id: ACCESS_ALERT,
        occasion,
        transition_id: null,
        recipient: person.person_key,
        channel,
        company_guid: null,
        state: 'pending',
        attempts: 0,
        next_at,
        created_at: now,
      });
    }
  }
  if (planned.size > 10_000) planned.clear();
  await insertDeliveries(db, rows);
  return rows.length;
}
