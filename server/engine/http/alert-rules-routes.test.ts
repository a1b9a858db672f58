import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../../src/domain/alerts/alert-rules.ts';
import { openTestDatabase } from '../runners/test-database.ts';
import { ALPHA, areaTestApp, GAMMA } from './area-test-app.ts';

const database = openTestDatabase();
const NOW = Date.UTC(2026, 10, 27, 12);

describe('alert rules per company', () => {
  it('an owner changes their own company’s rules; reading needs equipment.read there', async () => {
    const api = areaTestApp(database.current, () => NOW);
    const rules = { ...DEFAULT_RULES, offline: { enabled: true, minutes: 45, days: 0 } };
    const put = await api.call('owner', 'PUT', `/alert-rules?company=${GAMMA}`, { rules });
    expect(put.status).toBe(200);
    const got = (await (
      await api.call('operator', 'GET', `/alert-rules?company=${GAMMA}`)
    ).json()) as Record<string, unknown>;
    expect(got).toMatchObject({ rules: { offline: { minutes: 45 } }, updatedBy: 'Oscar Owner' });
    // Sam may read alpha but not change its rules; nobody else's company is readable to Oscar.
    expect(
      (await api.call('support', 'PUT', `/alert-rules?company=${ALPHA}`, { rules })).status,
    ).toBe(403);
    expect((await api.call('support', 'GET', `/alert-rules?company=${GAMMA}`)).status).toBe(403);
    const audit = await database.current.db
      .selectFrom('audit_log')
      .select(['action', 'company_guid'])
      .execute();
    expect(audit).toEqual([{ action: 'alert.rules', company_guid: GAMMA }]);
  });

  it('a threshold out of range is a 400 naming the rule’s field', async () => {
    const api = areaTestApp(database.current, () => NOW);
    const rules = { ...DEFAULT_RULES, fault: { enabled: true, minutes: 0, days: 0 } };
    const r = await api.call('operator', 'PUT', `/alert-rules?company=${ALPHA}`, { rules });
    expect(r.status).toBe(400);
    expect(((await r.json()) as { field: string }).field).toBe('body.rules.fault.minutes');
  });
});
