import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * Flags of the bench's single-purpose tools (profile, fleet-heap, map and alerts measures), as
 * `npm run bench` treats its own (bench/cli.ts): `--help` prints the usage and exits 0; an unknown
 * or malformed flag is named, with the usage, and exits 2 (no stack trace).
 */
export function toolArgs<const O extends Options>(options: O, usage: string) {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${usage}`);
    process.exit(2);
  }
}
