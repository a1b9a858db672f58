// @vitest-environment node
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from './app.ts';
import { createServeApp } from './serve-app.ts';

// A Permissions-Policy that allows only what the app uses (the board's wake lock, the clipboard).

let dist = '';
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'serve-headers-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Fleet</title>');
});

describe('Permissions-Policy', () => {
  it('allows the screen wake lock to the app itself and turns the rest off, on pages and API', async () => {
    const app = await createServeApp({ distDir: dist, api: createSimulator().app });
    for (const path of ['/', '/board', '/api/auth/resource']) {
      const policy = (await app.request(path)).headers.get('permissions-policy') ?? '';
      expect(policy, path).toContain('screen-wake-lock=(self)');
      expect(policy, path).toContain('clipboard-write=(self)');
      for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
        expect(policy, path).toContain(off);
      expect(policy, path).not.toMatch(/=\*/);
    }
  });
});
