// The engine's settings, parsed from the flags (server/README.md) by server/cli-options.ts.

export interface EngineOptions {
  /** A folder (embedded PGlite), `memory`, or a postgres:// URL. */
  database: string;
  /** The token the engine reads the fleet and sends commands with. */
  serviceToken: string;
  pollIntervalMs: number;
  /** SMTP server URL for e-mail; no e-mail without it. */
  smtp: string | undefined;
  mailFrom: string;
  /** `host` or `host:port` entries a webhook may reach. */
  webhookAllow: string[];
  /** The dashboard's address for links in messages; the listening address when not given. */
  publicUrl: string | undefined;
  /** A device counts as offline after this long without a ping (the app's default config). */
  offlineAfterMs: number;
}

export const DEFAULT_POLL_INTERVAL_MS = 30_000;
/** The app's DEFAULT_CONFIG.offlineAfterMs (src/config), kept equal by options.test.ts. */
export const OFFLINE_AFTER_MS = 600_000;
export const DEFAULT_MAIL_FROM = 'dashboard@localhost';
