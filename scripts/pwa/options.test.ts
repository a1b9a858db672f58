import { describe, expect, it } from 'vitest';
import type { RuntimeCaching } from 'workbox-build';
import { NAVIGATION, PRECACHE_GLOBS, pwaOptions } from './options';

// docs/decisions.md#installable-app: the service worker caches the shell and config.json,
// never a response of the service.

const runtime = (pwaOptions.workbox?.runtimeCaching ?? []) as RuntimeCaching[];
type Match = Exclude<RuntimeCaching['urlPattern'], string | RegExp>;

function cachedAtRunTime(href: string, origin = 'https://fleet.example'): string | undefined {
  const url = new URL(href, origin);
  const sameOrigin = url.origin === origin;
  const request = new Request(url);
  for (const route of runtime) {
    const match = route.urlPattern as Match;
    if (match({ url, sameOrigin, request } as Parameters<Match>[0])) return route.handler as string;
  }
  return undefined;
}

describe('runtime caching', () => {
  it.each([
    ['/config.json', 'NetworkFirst'],
    ['/api/v2/equipment', undefined],
    ['/api/v2/equipment?company=x&limit=2000', undefined],
    ['/api/auth/resource', undefined],
    ['/service/v2/equipment', undefined],
    ['https://api.example/v2/equipment', undefined],
    ['https://api.example/config.json', undefined],
    ['/assets/index-abc.js', undefined],
  ])('%s → %s', (href, handler) => {
    expect(cachedAtRunTime(href)).toBe(handler);
  });
});

describe('app routes (network first, the shell only offline)', () => {
  const appRoute = (path: string) => {
    const url = new URL(path, 'https://fleet.example');
    const request = { mode: 'navigate' } as Request;
    return (NAVIGATION.urlPattern as Match)({
      url,
      request,
      sameOrigin: true,
    } as Parameters<Match>[0]);
  };

  it.each([
    ['/api', false],
    ['/api/v2/equipment', false],
    ['/', true],
    ['/equipment/abc/logs', true],
    ['/apiary', true],
    ['/api?x=1', false],
    ['/robots.txt', false],
    ['/config.json', false],
    ['/sw.js?x=1', false],
    ['/equipment/abc/logs?from=1.5', true],
    ['/equipment/0b6f-41d2/logs/9a7c?type=session', true],
  ])('%s is an app route: %s', (path, expected) => {
    expect(appRoute(path)).toBe(expected);
  });
});

describe('precache', () => {
  it('takes the shell, not the runtime config, source maps or build-tool files', () => {
    expect(PRECACHE_GLOBS.join()).not.toMatch(/map|json\b/);
    expect(pwaOptions.workbox?.globIgnores).toEqual(
      expect.arrayContaining(['config.json', '.vite/**']),
    );
    expect(pwaOptions.workbox?.navigateFallback).toBeNull();
  });

  it('is registered from the bundle, and waits for the user before a new version takes over', () => {
    expect(pwaOptions.injectRegister).toBe(false);
    expect(pwaOptions.registerType).toBe('prompt');
    expect(pwaOptions.workbox?.skipWaiting).toBeUndefined();
  });
});
