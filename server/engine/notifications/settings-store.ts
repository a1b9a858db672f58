// Each person's notification settings, and the permission snapshot the runner decides by
// (docs/decisions.md#notifications): written at every save and refreshed by each of the person's
// requests to the engine.
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import { sameSnapshot, snapshotOf, type PermissionSnapshot } from './permission-snapshot.ts';

interface Who {
  key: string;
  name: string;
  permissions: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface SettingsInput {
  emailOn: boolean;
  email: string | null;
  language: string;
  timeZone: string;
  quiet: { start: number; end: number } | null;
  repeatMinutes: number | null;
  companies: string[] | null;
  rules: string[] | null;
  digest: boolean;
}

export async function readSettings(db: Kysely<Database>, key: string) {
  return db
    .selectFrom('notification_settings')
    .selectAll()
    .where('person_key', '=', key)
    .executeTakeFirst();
}

export async function saveSettings(
  db: Kysely<Database>,
  who: Who,
  input: SettingsInput,
  now: number,
) {
  const row = {
    name: who.name,
    email_on: input.emailOn,
    email: input.email,
    language: input.language,
    time_zone: input.timeZone,
    quiet_start: input.quiet?.start ?? null,
    quiet_end: input.quiet?.end ?? null,
    repeat_minutes: input.repeatMinutes,
    companies: input.companies,
    rules: input.rules,
    digest: input.digest,
    permissions: JSON.stringify(snapshotOf(who)),
    permissions_at: now,
    updated_at: now,
  };
  await db
    .insertInto('notification_settings')
    .values({ person_key: who.key, ...row })
    .onConflict((oc) => oc.column('person_key').doUpdateSet(row))
    .execute();
}

/** A person who enables push before saving anything gets the defaults: every alert they may see. */
export async function ensureSettings(
  db: Kysely<Database>,
  who: Who,
  language: string,
  timeZone: string,
  now: number,
) {
  await db
    .insertInto('notification_settings')
    .values({
      person_key: who.key,
      name: who.name,
      email_on: false,
      email: null,
      language,
      time_zone: timeZone,
      quiet_start: null,
      quiet_end: null,
      repeat_minutes: null,
      companies: null,
      rules: null,
      permissions: JSON.stringify(snapshotOf(who)),
      permissions_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('person_key').doNothing())
    .execute();
}

// Per process: the snapshot last written for a person and when, so a steady person costs one
// write an hour (each write confirms the snapshot: recipients.ts#SNAPSHOT_TTL_MS).
const written = new Map<string, { snapshot: PermissionSnapshot; at: number }>();
const CONFIRM_EVERY_MS = 60 * 60_000;

/** Keeps the stored snapshot equal to what this request's token shows (only for saved people). */
export async function refreshSnapshot(db: Kysely<Database>, who: Who, now: number) {
  const snapshot = snapshotOf(who);
  const last = written.get(who.key);
  if (last && sameSnapshot(last.snapshot, snapshot) && now - last.at < CONFIRM_EVERY_MS) return;
  await db
    .updateTable('notification_settings')
    .set({ permissions: JSON.stringify(snapshot), permissions_at: now, name: who.name })
    .where('person_key', '=', who.key)
    .execute();
  if (written.size > 10_000) written.clear();
  written.set(who.key, { snapshot, at: now });
}
