import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATION } from './options';

// An installed app asks the network for its pages (fresh index.html, fresh CSP) and
// falls back to the precached shell only when the network fails.

// The handler as sw.js calls it (workbox passes more; it reads only the request).
type Handler = (args: { request: Request; url: URL }) => Promise<Response>;
const handler = NAVIGATION.handler as unknown as Handler;
const call = (request: Request) => handler({ request, url: new URL(request.url) });

afterEach(() => vi.unstubAllGlobals());

describe('navigations in the service worker', () => {
  it('come from the network when it answers, not from the cache', async () => {
    const fresh = new Response('<html>new</html>');
    const match = vi.fn(() => Promise.resolve(new Response('<html>old</html>')));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(fresh)),
    );
    vi.stubGlobal('caches', { match });
    expect(await call(new Request('https://fleet.example/equipment/abc'))).toBe(fresh);
    expect(match).not.toHaveBeenCalled();
  });

  it('get the precached shell when offline', async () => {
    const shell = new Response('<html>shell</html>');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    vi.stubGlobal('caches', { match: vi.fn(() => Promise.resolve(shell)) });
    expect(await call(new Request('https://fleet.example/logs'))).toBe(shell);
  });

  it('fail as the network did when nothing is cached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    vi.stubGlobal('caches', { match: vi.fn(() => Promise.resolve(undefined)) });
    await expect(call(new Request('https://fleet.example/'))).rejects.toThrow('offline');
  });
});
