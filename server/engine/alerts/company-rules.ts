// Rules per company (docs/decisions.md#engine-alerts): a company without stored rules uses the built-in ones. A unit of
// several companies follows the first of them (sorted) that has its own rules.
import type { Kysely } from 'kysely';
import type { AlertUnit } from '../../../src/domain/alerts/alert-conditions.ts';
import {
  DEFAULT_RULES,
  readRuleSettings,
  type RuleSettings,
} from '../../../src/domain/alerts/alert-rules.ts';
import type { Database } from '../storage/schema.ts';

export async function loadCompanyRules(db: Kysely<Database>): Promise<Map<string, RuleSettings>> {
  const rows = await db.selectFrom('alert_rules').select(['company_guid', 'rules']).execute();
  return new Map(rows.map((r) => [r.company_guid, readRuleSettings(r.rules)]));
}

/** The rules a unit is evaluated with. */
export function rulesForUnit(byCompany: ReadonlyMap<string, RuleSettings>) {
  if (byCompany.size === 0) return DEFAULT_RULES;
  return (u: AlertUnit): RuleSettings => {
    const companies = u.companyGuids ?? [];
    let best: string | undefined;
    for (const c of companies) if (byCompany.has(c) && (best === undefined || c < best)) best = c;
    return best === undefined ? DEFAULT_RULES : byCompany.get(best)!;
  };
}
