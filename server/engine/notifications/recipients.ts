// Who gets a transition (docs/decisions.md#notifications): people whose permission snapshot reads
// one of the alert's companies, narrowed by their own choice of companies and rules; webhooks of
// those companies.
import { readsCompany, type PermissionSnapshot } from './permission-snapshot.ts';

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
  permissions: PermissionSnapshot;
}

export interface AlertScope {
  rule: string;
  company_guids: string[];
}

/** The alert's companies this person may see and wants: empty = not a recipient. */
export function companiesFor(person: Person, alert: AlertScope): string[] {
  if (person.rules && !person.rules.includes(alert.rule)) return [];
  return alert.company_guids.filter(
    (company) =>
      readsCompany(person.permissions, company) &&
      (!person.companies || person.companies.includes(company)),
  );
}

/** The channels of one person: e-mail when on, one push per device. */
export function personChannels(person: Person, pushIds: readonly number[]): string[] {
  const channels = pushIds.map((id) => `push:${id}`);
  if (person.email_on && person.email) channels.unshift('email');
  return channels;
}
