// The table rows of the engine-campaigns section (bench/engine-campaigns.ts).
import type { EngineCampaignRun } from './engine-campaigns.ts';
import type { Row } from './report.ts';
import { stat } from './stats.ts';

const LONG_TASK = { goal: '≤ 50 ms', limit: 50, better: 'lower' as const };

export function engineCampaignRows(r: EngineCampaignRun): Row[] {
  const at = `Engine campaign ${r.units.toLocaleString('en-US')} units`;
  const one = (x: number | null | undefined) => stat([x ?? null]);
  return [
    { measure: `${at}: create (POST) → 201`, ours: one(r.createMs), unit: 'ms' },
    { measure: `${at}: create → CPU of the server`, ours: one(r.createCpuMs), unit: 'ms' },
    {
      measure: `${at}: first wave (100 units) → through, ${r.firstWaveVerified ?? 0} verified`,
      ours: one(r.firstWaveMs),
      unit: 'ms',
    },
    {
      measure: `${at}: first wave → CPU of the server`,
      ours: one(r.firstWaveCpuMs),
      unit: 'ms',
    },
    {
      measure: `${at}: wave's waiting units re-read → server CPU per second (baseline: before)`,
      ours: one(r.soakCpuMsPerSecond),
      baseline: one(r.idleCpuMsPerSecond),
      unit: 'ms',
    },
    {
      measure: `${at}: the page loads of the campaign at open (decoded)`,
      ours: one(r.campaignBytes),
      unit: 'MB',
    },
    { measure: `${at}: page load → first unit rows`, ours: one(r.pageLoadMs), unit: 'ms' },
    {
      measure: `${at}: page load → longest task`,
      ours: one(r.pageLoadTask?.wallMs),
      unit: 'ms',
      ...LONG_TASK,
    },
    {
      measure: `${at}: page load → longest task, main-thread CPU`,
      ours: one(r.pageLoadTask?.cpuMs),
      unit: 'ms',
    },
    {
      measure: `${at}: unit table scrolled ${r.rowsScrolled ?? 0} rows → longest task`,
      ours: one(r.scrollTask?.wallMs),
      unit: 'ms',
      ...LONG_TASK,
    },
  ];
}
