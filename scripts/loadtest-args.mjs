// Flags of `npm run loadtest`: one table for parsing and `--help`.
import { parseArgs } from 'node:util';

const FLAGS = {
  units: { type: 'string', default: '100000', arg: 'N', help: 'simulated fleet size' },
  connections: { type: 'string', default: '100', arg: 'N', help: 'concurrent connections' },
  duration: { type: 'string', default: '30', arg: 'S', help: 'seconds of the fleet-page load' },
  'short-duration': { type: 'string', default: '10', arg: 'S', help: 'seconds of the other loads' },
  'page-size': { type: 'string', default: '2000', arg: 'N', help: 'units per fleet page' },
  settle: {
    type: 'string',
    default: '60',
    arg: 'S',
    help: 'seconds to wait for the RSS to settle',
  },
  // Another checkout (e.g. the merge-base) to measure "before" with the same script.
  cwd: { type: 'string', arg: 'DIR', help: 'measure another checkout (e.g. the merge-base)' },
  gzip: { type: 'boolean', default: true, help: 'ask for gzip (default)' },
  'no-gzip': { type: 'boolean', help: 'ask for identity bodies' },
  check: { type: 'boolean', default: false, help: 'exit 1 when a budget is missed' },
  help: { type: 'boolean', short: 'h', help: 'print this help and exit' },
};

export function loadtestUsage() {
  const rows = Object.entries(FLAGS).map(([name, f]) => {
    const left = `${f.short ? `-${f.short}, ` : '    '}--${name}${f.arg ? ` ${f.arg}` : ''}`;
    const fallback = f.type === 'string' && f.default !== undefined ? ` (${f.default})` : '';
    return `  ${left.padEnd(26)}${f.help}${fallback}`;
  });
  return [
    'Usage: npm run loadtest -- [options]',
    '',
    'Starts server/serve.ts with a large simulated fleet, loads it with autocannon and prints',
    'req/s, p50/p99, errors, the server RSS and each budget. Needs a quiet machine and minutes.',
    '',
    'Options:',
    ...rows,
  ].join('\n');
}

/** The parsed flags; `{ help: true }` asks for the usage; throws (naming the flag) on a bad one. */
export function parseLoadtestArgs(argv) {
  const options = Object.fromEntries(
    Object.entries(FLAGS).map(([name, { type, short, default: fallback }]) => [
      name,
      {
        type,
        ...(short ? { short } : {}),
        ...(fallback === undefined ? {} : { default: fallback }),
      },
    ]),
  );
  const { values } = parseArgs({ args: argv, options, strict: true, allowPositionals: false });
  for (const name of [
    'units',
    'connections',
    'duration',
    'short-duration',
    'page-size',
    'settle',
  ]) {
    const n = Number(values[name]);
    if (!Number.isFinite(n) || n <= 0)
      throw new Error(`--${name} must be a positive number, got "${values[name]}"`);
  }
  return values;
}

/** For the script: usage and exit 0 on --help; the message and exit 2 on a bad flag. */
export function readLoadtestArgs(argv = process.argv.slice(2)) {
  let values;
  try {
    values = parseLoadtestArgs(argv);
  } catch (err) {
    console.error(`loadtest: ${err.message}\nRun \`npm run loadtest -- --help\` for the options.`);
    process.exit(2);
  }
  if (values.help) {
    console.log(loadtestUsage());
    process.exit(0);
  }
  return values;
}
