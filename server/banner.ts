// What `npm start` and `npm run sim` print: where to go and which demo tokens exist.
import { PERSONAS } from './simulator/fixtures.ts';
import type { CliOptions } from './cli-options.ts';

/**
 * The admin token is never printed (a banner ends up in terminals, CI logs and screenshots): the
 * banner says where it comes from. A token generated because none was given is unusable on
 * purpose: start again with --admin-token to use the admin routes.
 */
export function banner(url: string, cli: CliOptions, what: string, adminToken?: string): string {
  const lines = [`${what} on ${url}`];
  if (cli.upstream) {
    lines.push(`/api is proxied to ${cli.upstream} (no simulator, no demo tokens)`);
    return lines.join('\n');
  }
  const s = cli.sim;
  lines.push(
    `Simulator: ${s.units} units, seed ${s.seed}${s.fast ? ', fast transitions' : ''}${s.admin ? ', admin routes /api/__admin/*' : ''}` +
      `${s.latencyMs ? `, latency ${s.latencyMs} ms` : ''}${s.errorRate ? `, error rate ${s.errorRate}` : ''}${s.ignoreParams ? ', ignoring paging params' : ''}`,
    'Demo bearer tokens (paste one on the sign-in screen):',
  );
  for (const p of Object.values(PERSONAS)) lines.push(`  ${p.token.padEnd(14)} ${p.summary}`);
  if (adminToken)
    lines.push(
      cli.sim.adminToken
        ? 'Admin routes need the header X-Admin-Token with the value given by --admin-token (or SIM_ADMIN_TOKEN)'
        : 'Admin routes are on but locked: start with --admin-token <16+ characters> (or SIM_ADMIN_TOKEN) to use them',
    );
  return lines.join('\n');
}
