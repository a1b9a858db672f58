import { existsSync } from 'node:fs';

/** The Chromium to drive: CHROMIUM_PATH, Debian's package, or undefined for Playwright's own. */
export function chromiumPath(): string | undefined {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p): p is string => !!p && existsSync(p),
  );
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
