// Flags of `npm run bench -- ...`. Full mode by default; --quick is the CI smoke (< 3 min).
import { parseArgs } from 'node:util';

export const SECTIONS = [
  'bundle',
  'fleet',
  'baseline',
  'detail',
  'temperatures',
  'logs',
  'lighthouse',
] as const;
export type Section = (typeof SECTIONS)[number];

export interface BenchOptions {
  quick: boolean;
  /** Repetitions of each browser measurement (median/min/max over these). */
  runs: number;
  /** Repetitions at the largest fleet scales, where one run costs tens of seconds. */
  bigRuns: number;
  scales: number[];
  /** Fleet scale the page measurements (detail, temperatures, logs, Lighthouse) run at. */
  pageScale: number;
  lighthouseRuns: number;
  sections: Set<Section>;
  /** Reuse an app build (with __baseline/ inside) instead of building. */
  dist: string | undefined;
  out: string;
  /** Write a CPU profile summary (by source file) for one scenario: fleet-load, fleet-search, fleet-scroll, temperatures, logs. */
  profile: string | undefined;
  profileUnits: number;
}

function list(raw: string | undefined): string[] | undefined {
  return raw
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function parseBenchArgs(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      quick: { type: 'boolean' },
      runs: { type: 'string' },
      scales: { type: 'string' },
      only: { type: 'string' },
      skip: { type: 'string' },
      dist: { type: 'string' },
      out: { type: 'string' },
      profile: { type: 'string' },
      'profile-units': { type: 'string' },
    },
  });
  const quick = values.quick ?? false;
  const runs = Number(values.runs ?? (quick ? 2 : 5));
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a positive integer, got "${values.runs}"`);
  const scales = (
    list(values.scales) ?? (quick ? ['50', '1000'] : ['50', '1000', '10000', '100000'])
  ).map(Number);
  if (scales.some((s) => !Number.isInteger(s) || s < 30))
    throw new Error('--scales takes unit counts of at least 30 (the showcase units)');
  const only = list(values.only);
  const skip = new Set(list(values.skip) ?? (quick ? ['lighthouse'] : []));
  const sections = new Set<Section>();
  for (const s of only ?? SECTIONS) {
    if (!(SECTIONS as readonly string[]).includes(s))
      throw new Error(`unknown section "${s}"; known: ${SECTIONS.join(', ')}`);
    if (!skip.has(s)) sections.add(s as Section);
  }
  return {
    quick,
    runs,
    bigRuns: quick ? 1 : Math.min(runs, 3),
    scales,
    pageScale: 1000,
    lighthouseRuns: quick ? 1 : 3,
    sections,
    dist: values.dist,
    out: values.out ?? 'bench/results.json',
    profile: values.profile,
    profileUnits: Number(values['profile-units'] ?? 10000),
  };
}
