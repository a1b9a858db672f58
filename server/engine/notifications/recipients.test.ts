// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { companiesFor, grantedCompanies, SNAPSHOT_TTL_MS, type Person } from './recipients.ts';

const NOW = Date.UTC(2026, 10, 27, 12);
const person = (p: Partial<Person> = {}): Person => ({
  person_key: 'p',
  email_on: true,
  email: 'p@example.com',
  language: 'en',
  time_zone: 'UTC',
  quiet_start: null,
  quiet_end: null,
  repeat_minutes: null,
  companies: null,
  rules: null,
  digest: false,
  permissions: { c1: ['equipment.read'], c2: ['equipment.read'], c3: ['equipment.update'] },
  permissions_at: NOW - 60_000,
  ...p,
});
const alert = (rule: string, ...company_guids: string[]) => ({ rule, company_guids });

describe('who gets an alert', () => {
  it('every readable company of the alert when the person narrowed nothing', () => {
    expect(companiesFor(person(), alert('fault', 'c1', 'c2', 'c3', 'c9'), NOW)).toEqual([
      'c1',
      'c2',
    ]);
  });
  it('only the companies and rules the person ticked', () => {
    const p = person({ companies: ['c2'], rules: ['critical-error', 'offline'] });
    expect(companiesFor(p, alert('offline', 'c1', 'c2'), NOW)).toEqual(['c2']);
    expect(companiesFor(p, alert('offline', 'c1'), NOW)).toEqual([]);
    expect(companiesFor(p, alert('fault', 'c2'), NOW)).toEqual([]);
    expect(grantedCompanies(p, NOW)).toEqual(['c2']);
  });
  it('a company chosen earlier but no longer readable gives nothing', () => {
    const p = person({ companies: ['c3'] });
    expect(companiesFor(p, alert('fault', 'c3'), NOW)).toEqual([]);
  });
  it('nothing once the snapshot was not confirmed by a request for the TTL', () => {
    const stale = person({ permissions_at: NOW - SNAPSHOT_TTL_MS - 1 });
    expect(companiesFor(stale, alert('fault', 'c1'), NOW)).toEqual([]);
    expect(grantedCompanies(stale, NOW)).toEqual([]);
    const fresh = person({ permissions_at: NOW - SNAPSHOT_TTL_MS });
    expect(companiesFor(fresh, alert('fault', 'c1'), NOW)).toEqual(['c1']);
  });
});
