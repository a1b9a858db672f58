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
  // Campaign form and page at 100,000 units (10,000 with --quick), bench/campaigns.ts.
  'campaigns',
  // Measured in this Node process, no browser (usage: bench/usage.ts; others: bench/in-process.ts).
  'usage',
  'alerts',
  'service',
  // The fleet engine's poll at 10,000 and 100,000 units (bench/engine-measure.ts).
  'engine',
  // Notifications fan-out on the engine (bench/notifications-fanout.ts).
  'notifications',
  // A campaign over 100,000 units on the engine, its page in Chromium (bench/engine-campaigns.ts).
  'engine-campaigns',
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
  /** Exit 1 when a measured figure breaks its budget. */
  check: boolean;
  /** The browser sections against a server running the fleet engine (in-memory database). */
  withEngine: boolean;
}

/** Bad command-line input: run.ts prints the message and the usage hint, exit code 2. */
export class UsageError extends Error {}

// One table drives both parsing and `--help`: a new flag is one entry here plus its use below.
const FLAGS = {
  help: { type: 'boolean', short: 'h', help: 'print this help and exit' },
  quick: { type: 'boolean', help: 'CI smoke: 2 runs, scales 50,1000, no Lighthouse (< 3 min)' },
  check: {
    type: 'boolean',
    help: 'exit 1 when a measured figure breaks its budget (Goal column)',
  },
  'with-engine': {
    type: 'boolean',
    help: 'browser sections against a server with the fleet engine (default: --no-engine)',
  },
  runs: { type: 'string', arg: 'N', help: 'repetitions of each browser measurement (default 5)' },
  scales: {
    type: 'string',
    arg: 'LIST',
    help: 'fleet sizes in units, e.g. 50,1000 (default 50,1000,10000,100000; each ≥ 30)',
  },
  only: { type: 'string', arg: 'LIST', help: 'sections to run (default all): see below' },
  skip: { type: 'string', arg: 'LIST', help: 'sections to leave out' },
  dist: {
    type: 'string',
    arg: 'DIR',
    help: 'reuse an app build (with __baseline/) instead of building',
  },
  out: { type: 'string', arg: 'FILE', help: 'raw samples file (default bench/results.json)' },
  profile: {
    type: 'string',
    arg: 'NAME',
    help: 'CPU profile summary of one scenario (fleet-load, fleet-search, …)',
  },
  'profile-units': { type: 'string', arg: 'N', help: 'fleet size for --profile (default 10000)' },
} as const satisfies Record<
  string,
  { type: 'boolean' | 'string'; short?: string; arg?: string; help: string }
>;

export function usage(): string {
  const rows = Object.entries(FLAGS).map(([name, flag]) => {
    const short = 'short' in flag ? `-${flag.short}, ` : '    ';
    const left = `${short}--${name}${'arg' in flag ? ` ${flag.arg}` : ''}`;
    return `  ${left.padEnd(26)}${flag.help}`;
  });
  return [
    'Usage: npm run bench -- [options]',
    '',
    'Builds the app, starts the simulator and measures the dashboard in Chromium (bench/README.md).',
    '',
    'Options:',
    ...rows,
    '',
    `Sections: ${SECTIONS.join(', ')}`,
    'Example: npm run bench -- --quick --only fleet --scales 50',
  ].join('\n');
}

function list(raw: string | undefined): string[] | undefined {
  return raw
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** `undefined` when --help was asked for; throws UsageError on unknown flags or bad values. */
export function parseBenchArgs(argv: string[]): BenchOptions | undefined {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, strict: true, allowPositionals: false, options: FLAGS }));
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  if (values.help) return undefined;
  const quick = values.quick ?? false;
  const runs = Number(values.runs ?? (quick ? 2 : 5));
  if (!Number.isInteger(runs) || runs < 1)
    throw new UsageError(`--runs must be a positive integer, got "${values.runs}"`);
  const scales = (
    list(values.scales) ?? (quick ? ['50', '1000'] : ['50', '1000', '10000', '100000'])
  ).map(Number);
  if (scales.some((s) => !Number.isInteger(s) || s < 30))
    throw new UsageError('--scales takes unit counts of at least 30 (the showcase units)');
  const only = list(values.only);
  // The engine campaign takes minutes even at 10,000 units: --quick leaves it out unless --only.
  const quickSkip = ['lighthouse', ...(only ? [] : ['engine-campaigns'])];
  const skip = new Set(list(values.skip) ?? (quick ? quickSkip : []));
  const sections = new Set<Section>();
  for (const s of only ?? SECTIONS) {
    if (!(SECTIONS as readonly string[]).includes(s))
      throw new UsageError(`unknown section "${s}"; known: ${SECTIONS.join(', ')}`);
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
    check: values.check ?? false,
    withEngine: values['with-engine'] ?? false,
  };
}
