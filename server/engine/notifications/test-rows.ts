// Rows for the notification tests: units, alert transitions and people with their settings.
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';

export async function addUnit(
  db: Kysely<Database>,
  guid: string,
  company: string,
  alias: string,
  serial: string,
  site: string,
) {
  await db
    .insertInto('units')
    .values({
      guid,
      company_guids: [company],
      serial,
      alias,
      site_key: site,
      site_name: site,
      state: 'ready',
      release: null,
      seen_at: 0,
      unit: '{}',
      updated_at: 0,
    })
    .execute();
}

let alertSeq = 0;
export async function addTransition(
  db: Kysely<Database>,
  t: {
    alert_id?: string;
    transition?: 'firing' | 'resolved';
    at: number;
    rule?: string;
    critical?: boolean;
    unit_guid: string;
    company: string;
    value?: string;
  },
): Promise<{ id: number; alert_id: string }> {
  const row = await db
    .insertInto('alert_transitions')
    .values({
      alert_id: t.alert_id ?? `a${++alertSeq}`,
      transition: t.transition ?? 'firing',
      at: t.at,
      rule: t.rule ?? 'fault',
      critical: t.critical ?? false,
      unit_guid: t.unit_guid,
      site_key: null,
      company_guids: [t.company],
      value: t.value ?? 'E12 lamp fault',
      since: t.at,
    })
    .returning(['id', 'alert_id'])
    .executeTakeFirstOrThrow();
  return row;
}

export async function addPerson(
  db: Kysely<Database>,
  key: string,
  p: {
    companies: string[];
    email?: string;
    language?: string;
    quiet?: [number, number];
    repeat?: number;
    timeZone?: string;
    digest?: boolean;
    /** When the snapshot was last confirmed by a request (default: now). */
    permissionsAt?: number;
    chosen?: { companies?: string[]; rules?: string[] };
  },
) {
  await db
    .insertInto('notification_settings')
    .values({
      person_key: key,
      name: key,
      email_on: Boolean(p.email),
      email: p.email ?? null,
      language: p.language ?? 'en',
      time_zone: p.timeZone ?? 'UTC',
      quiet_start: p.quiet?.[0] ?? null,
      quiet_end: p.quiet?.[1] ?? null,
      repeat_minutes: p.repeat ?? null,
      companies: p.chosen?.companies ?? null,
      rules: p.chosen?.rules ?? null,
      digest: p.digest ?? false,
      permissions: JSON.stringify(
        Object.fromEntries(p.companies.map((c) => [c, ['equipment.read']])),
      ),
      permissions_at: p.permissionsAt ?? Date.now(),
      updated_at: 0,
    })
    .execute();
}
