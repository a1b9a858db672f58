import { describe, expect, it } from 'vitest';
import { createCampaign, reduceCampaign } from '@/domain/campaigns/campaign-engine';
import { DEFAULT_SETTINGS, planUnits } from '@/domain/campaigns/campaign-plan';
import { campaignCsv } from './campaign-csv';

describe('campaignCsv', () => {
  it('has one row per unit with its step, reason and times', () => {
    const settings = { ...DEFAULT_SETTINGS, verifyMs: 60_000 };
    const at = Date.UTC(2026, 0, 1);
    const units = planUnits(
      [
        { guid: 'g1', label: 'SB-1', companyGuids: ['c'], zone: undefined },
        { guid: 'g2', label: '=cmd', companyGuids: ['x'], zone: undefined },
      ],
      settings,
      new Set(['c']),
      undefined,
      'controller.update',
    );
    let c = createCampaign({ id: 'id', name: 'n', at, company: undefined, settings, units });
    c = reduceCampaign(c, {
      type: 'read',
      at,
      guid: 'g1',
      reading: { state: 'stand-by', version: '4.9', boots: 1 },
    }).campaign;
    const lines = campaignCsv(c).trim().split(/\r?\n/);
    expect(lines[0]).toBe('unit,guid,wave,step,reason,version before,sent at,done at');
    expect(lines[1]).toBe('SB-1,g1,1,sent,,4.9,2026-01-01T00:00:00.000Z,');
    // A label that looks like a formula is defused.
    expect(lines[2]).toMatch(/^'=cmd,g2,,skipped,No permission controller\.update/);
  });
});
