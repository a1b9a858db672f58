// Finds a Chromium for Playwright, installing one when the machine has none (DEVELOPERS.md):
// CHROMIUM_PATH, then Debian's /usr/bin/chromium, then apt-get (as root), then Playwright's own download.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);
const found = candidates.find((p) => existsSync(p));

function run(cmd) {
  console.log(`$ ${cmd}`);
  execSync(cmd, { stdio: 'inherit' });
}

if (found) {
  console.log(`browser: ${found}`);
} else {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (hasApt) {
    const sudo = isRoot ? '' : 'sudo ';
    run(`${sudo}apt-get update -qq`);
    run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`);
  } else {
    run('npx playwright install chromium');
  }
}
