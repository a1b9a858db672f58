// `--help` of `npm start` (serve.ts) and `npm run sim` (main.ts), and how they stop on bad flags.
// The flags themselves are parsed in cli-options.ts; cli-usage.test.ts fails when one is missing here.
import { parseCli, type CliOptions } from './cli-options.ts';

export type Command = 'start' | 'sim';

interface Flag {
  flag: string;
  env?: string;
  help: string;
  /** Only `npm start` has it (the static server and proxy). */
  startOnly?: true;
}

// The fleet engine's (only `npm start` runs it; server/README.md, The fleet engine).
const ENGINE_FLAGS: readonly Flag[] = [
  {
    flag: '--database DIR|URL',
    env: 'DATABASE_URL',
    help: 'engine database: a folder, postgres://…, or memory (.data/engine)',
  },
  {
    flag: '--service-token T',
    env: 'SERVICE_TOKEN',
    help: "the engine's token (required with --upstream)",
  },
  { flag: '--poll-interval MS', env: 'ENGINE_POLL_MS', help: 'how often the engine reads (30000)' },
  { flag: '--smtp URL', env: 'SMTP_URL', help: 'SMTP server for e-mail (none: no e-mail)' },
  { flag: '--mail-from ADDR', env: 'MAIL_FROM', help: 'sender of e-mails (dashboard@localhost)' },
  {
    flag: '--webhook-allow LIST',
    env: 'WEBHOOK_ALLOW',
    help: 'comma list of host[:port] webhooks may reach (none)',
  },
  {
    flag: '--public-url URL',
    env: 'PUBLIC_URL',
    help: 'the dashboard address in messages (listening one)',
  },
  { flag: '--no-engine', help: 'serve without the engine, as static files would' },
].map((f) => ({ ...f, startOnly: true as const }));

const FLAGS: readonly Flag[] = [
  { flag: '--port N', env: 'PORT', help: 'port to listen on (start: 4173; sim: 8787 [SIM_PORT])' },
  { flag: '--host H', env: 'HOST', help: 'address to listen on (127.0.0.1; 0.0.0.0 for all)' },
  { flag: '--units N', env: 'SIM_UNITS', help: 'simulated fleet size (60; up to 1,000,000)' },
  { flag: '--seed N', env: 'SIM_SEED', help: 'seed of the generated world (1)' },
  { flag: '--fast', env: 'SIM_FAST=1', help: 'reset and update steps of 1 s' },
  { flag: '--frozen', env: 'SIM_FROZEN=1', help: 'the clock stands still: nothing changes' },
  { flag: '--admin', env: 'SIM_ADMIN=1', help: 'enable the admin routes /api/__admin/*' },
  { flag: '--admin-token T', env: 'SIM_ADMIN_TOKEN', help: 'their token (16–200 visible ASCII)' },
  { flag: '--latency MS', env: 'SIM_LATENCY', help: 'delay of every API answer (0)' },
  { flag: '--error-rate P', env: 'SIM_ERROR_RATE', help: 'share 0..1 of requests answered 503' },
  { flag: '--ignore-params', env: 'SIM_IGNORE_PARAMS=1', help: 'ignore paging, filter and sort' },
  {
    flag: '--upstream URL',
    env: 'UPSTREAM_URL',
    help: 'proxy /api there (no simulator)',
    startOnly: true,
  },
  {
    flag: '--dist DIR',
    env: 'DIST_DIR',
    help: 'build into and serve DIR (dist/)',
    startOnly: true,
  },
  {
    flag: '--sourcemaps',
    env: 'SERVE_SOURCEMAPS=1',
    help: 'serve the .map files',
    startOnly: true,
  },
  {
    flag: '--proxy-connect-timeout MS',
    env: 'PROXY_CONNECT_TIMEOUT',
    help: 'proxy connect limit (5000)',
    startOnly: true,
  },
  {
    flag: '--proxy-headers-timeout MS',
    env: 'PROXY_HEADERS_TIMEOUT',
    help: 'request → headers limit (30000)',
    startOnly: true,
  },
  {
    flag: '--proxy-idle-timeout MS',
    env: 'PROXY_IDLE_TIMEOUT',
    help: 'pause between body chunks (30000)',
    startOnly: true,
  },
  ...ENGINE_FLAGS,
  { flag: '-h, --help', help: 'print this help and exit' },
];

const TITLE: Record<Command, string[]> = {
  start: [
    'Usage: npm start -- [options]',
    '',
    'Builds dist/ when it is missing or stale, then serves the app with the simulated /api',
    '(or proxies /api to --upstream). See server/README.md.',
  ],
  sim: [
    'Usage: npm run sim -- [options]',
    '',
    'The simulated equipment service alone (vite dev proxies /api to it). See server/README.md.',
  ],
};

export function cliUsage(command: Command): string {
  const rows = FLAGS.filter((f) => command === 'start' || !f.startOnly).map(
    (f) => `  ${f.flag.padEnd(30)}${f.help}${f.env ? ` [${f.env}]` : ''}`,
  );
  return [...TITLE[command], '', 'Options (environment fallbacks in brackets):', ...rows].join(
    '\n',
  );
}

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  exit: (code: number) => never;
}

const processIo: CliIo = {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  exit: (code) => process.exit(code),
};

/** parseCli for an entry point: `--help` prints the usage (exit 0); a bad flag is named (exit 2). */
export function readCli(
  command: Command,
  argv: string[],
  env: NodeJS.ProcessEnv,
  defaultPort: number,
  io: CliIo = processIo,
): CliOptions {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(cliUsage(command));
    return io.exit(0);
  }
  try {
    return parseCli(argv, env, defaultPort);
  } catch (err) {
    const hint = command === 'start' ? 'npm start -- --help' : 'npm run sim -- --help';
    io.err(
      `${command}: ${err instanceof Error ? err.message : String(err)}\nRun \`${hint}\` for the options.`,
    );
    return io.exit(2);
  }
}
