// The engine's flags (server/README.md, Flags), each with its
// environment variable; parsed by cli-options.ts.
import { fileURLToPath } from 'node:url';
import { SERVICE_IDENTITY } from './simulator/fixtures.ts';
import {
  DEFAULT_MAIL_FROM,
  DEFAULT_POLL_INTERVAL_MS,
  OFFLINE_AFTER_MS,
  type EngineOptions,
} from './engine/options.ts';

export type EngineCli = { on: true; options: EngineOptions } | { on: false; reason: string };

export interface EngineFlags {
  database?: string | undefined;
  'service-token'?: string | undefined;
  'poll-interval'?: string | undefined;
  smtp?: string | undefined;
  'mail-from'?: string | undefined;
  'webhook-allow'?: string | undefined;
  'public-url'?: string | undefined;
  'no-engine'?: boolean | undefined;
}

export const ENGINE_FLAG_SPECS = {
  database: { type: 'string' },
  'service-token': { type: 'string' },
  'poll-interval': { type: 'string' },
  smtp: { type: 'string' },
  'mail-from': { type: 'string' },
  'webhook-allow': { type: 'string' },
  'public-url': { type: 'string' },
  'no-engine': { type: 'boolean' },
} as const;

/** `./.data/engine` of the project, wherever the server is started from. */
export const DEFAULT_DATABASE = fileURLToPath(new URL('../.data/engine', import.meta.url));
const HOST =
  /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?$/i;

const given = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);

function pollInterval(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_POLL_INTERVAL_MS;
  const ms = Number(raw);
  if (!/^\d+$/.test(raw) || ms < 200 || ms > 86_400_000) {
    throw new Error(
      `--poll-interval must be a whole number of ms between 200 and 86400000, got "${raw}"`,
    );
  }
  return ms;
}

function url(
  flag: string,
  raw: string | undefined,
  schemes: RegExp,
  label: string,
): string | undefined {
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`--${flag} must be a URL, got "${raw}"`);
  }
  if (!schemes.test(parsed.protocol))
    throw new Error(`--${flag} must be an ${label} URL, got "${raw}"`);
  return raw;
}

function webhookAllow(raw: string | undefined): string[] {
  if (raw === undefined) return [];
  const list = raw
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const bad = list.find((h) => !HOST.test(h) || Number(h.split(':').at(-1)) > 65535);
  if (bad) throw new Error(`--webhook-allow takes a comma list of host or host:port, got "${bad}"`);
  return list;
}

export function parseEngineCli(
  values: EngineFlags,
  env: NodeJS.ProcessEnv,
  upstream: string | undefined,
): EngineCli {
  const database = given(values.database ?? env.DATABASE_URL) ?? DEFAULT_DATABASE;
  const token = given(values['service-token'] ?? env.SERVICE_TOKEN);
  if (token !== undefined && !/^[\x21-\x7e]{1,4096}$/.test(token)) {
    throw new Error('--service-token must be visible ASCII characters (no spaces)');
  }
  const mailFrom = given(values['mail-from'] ?? env.MAIL_FROM) ?? DEFAULT_MAIL_FROM;
  if (!/^[^\s@]+@[^\s@]+$/.test(mailFrom))
    throw new Error(`--mail-from must be an e-mail address, got "${mailFrom}"`);
  const options: EngineOptions = {
    database,
    serviceToken: token ?? SERVICE_IDENTITY.token,
    pollIntervalMs: pollInterval(given(values['poll-interval'] ?? env.ENGINE_POLL_MS)),
    smtp: url('smtp', given(values.smtp ?? env.SMTP_URL), /^smtps?:$/, 'smtp:// or smtps://'),
    mailFrom,
    webhookAllow: webhookAllow(given(values['webhook-allow'] ?? env.WEBHOOK_ALLOW)),
    publicUrl: url(
      'public-url',
      given(values['public-url'] ?? env.PUBLIC_URL),
      /^https?:$/,
      'http(s)',
    )?.replace(/\/+$/, ''),
    offlineAfterMs: OFFLINE_AFTER_MS,
  };
  if (values['no-engine']) return { on: false, reason: '--no-engine was given' };
  if (upstream !== undefined && token === undefined) {
    return {
      on: false,
      reason: '--upstream needs --service-token; the browser does the fleet-level work itself',
    };
  }
  return { on: true, options };
}
