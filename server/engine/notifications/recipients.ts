// Who gets a transition (docs/decisions.md#notifications): people whose permission snapshot reads
// one of the alert's companies, narrowed by their own choice of companies and rules; webhooks of
// those companies. A snapshot not confirmed by the person's requests for SNAPSHOT_TTL_MS grants
// nothing: the engine keeps no token to re-check it with (docs/decisions.md#engine-access).
import { readsCompany, type PermissionSnapshot } from './permission-snapshot.ts';

/** How long a permission snapshot counts without a request from the person: 3 days. */
export const SNAPSHOT_TTL_MS = 3 * 86_400_000;

export interface Person {
  person_key: string;
  email_on: boolean;
  email: string | null;
  language: string;
  time_zone: string;
  quiet_start: number | null;
  quiet_end: number | null;
  repeat_minutes: number | null;
  companies: string[] | null;
  rules: string[] | null;
  digest: boolean;
  permissions: PermissionSnapshot;
  permissions_at: number;
}

export interface AlertScope {
  rule: string;
  company_guids: string[];
}

type Grant = Pick<Person, 'permissions' | 'permissions_at' | 'companies'>;

/** Whether the snapshot still counts at `now` (confirmed by a request within the TTL). */
export function snapshotCurrent(person: Pick<Person, 'permissions_at'>, now: number): boolean {
  return now - person.permissions_at <= SNAPSHOT_TTL_MS;
}

/** Whether the person may see and wants messages of this company at `now`. */
function wantsCompany(person: Grant, company: string, now: number): boolean {
  return (
    snapshotCurrent(person, now) &&
    readsCompany(person.permissions, company) &&
    (!person.companies || person.companies.includes(company))
  );
}

/** Every company the person may see and chose (the digest's scope). */
export function grantedCompanies(person: Grant, now: number): string[] {
  return Object.keys(person.permissions).filter((co) => wantsCompany(person, co, now));
}

/** The alert's companies this person may see and wants: empty = not a recipient. */
export function companiesFor(person: Person, alert: AlertScope, now: number): string[] {
  if (person.rules && !person.rules.includes(alert.rule)) return [];
  return alert.company_guids.filter((company) => wantsCompany(person, company, now));
}

/** The channels of one person: e-mail when on, one push per device. */
export function personChannels(person: Person, pushIds: readonly number[]): string[] {
  const channels = pushIds.map((id) => `push:${id}`);
  if (person.email_on && person.email) channels.unshift('email');
  return channels;
}
