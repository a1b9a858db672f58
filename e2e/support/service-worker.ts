import { expect, type Page } from '@playwright/test';

// Service-worker helpers for e2e/pwa.spec.ts (docs/decisions.md#installable-app).

export const OFFLINE_DB = 'sunbed-fleet.offline-fleet';

/** Waits until the service worker is active, then reloads so it controls the page. */
export async function controlledBySw(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** Units in the offline copy of `company` ('all' by default); 0 when there is none. */
export function offlineCopySize(page: Page, company = 'all'): Promise<number> {
  return page.evaluate(
    async ([name, key]) => {
      // Opening a database that does not exist would create it empty: look first.
      const listed = await indexedDB.databases();
      if (!listed.some((d) => d.name === name)) return 0;
      return new Promise<number>((resolve) => {
        const req = indexedDB.open(name);
        req.onerror = () => resolve(0);
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('units')) {
            db.close();
            resolve(0);
            return;
          }
          const get = db.transaction('units').objectStore('units').get(key);
          get.onsuccess = () => {
            db.close();
            resolve((get.result as { units: unknown[] } | undefined)?.units.length ?? 0);
          };
          get.onerror = () => resolve(0);
        };
      });
    },
    [OFFLINE_DB, company] as const,
  );
}

export function databaseNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));
}

/** Every URL held in the page's Cache Storage. */
export function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) urls.push(req.url);
    }
    return urls;
  });
}
