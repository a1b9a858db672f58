// Request journal (admin only): lets e2e tests count exactly what the dashboard sent.
import type { MiddlewareHandler } from 'hono';
import type { SimClock } from '../clock.ts';
import type { SimEnv } from './env.ts';
import { pathMatcher } from './glob.ts';

export interface JournalEntry {
  at: number;
  method: string;
  /** the service path, without the /api mount */
  path: string;
  query: string;
  status: number;
  persona: string | undefined;
}

const LIMIT = 10_000;

export class Journal {
  entries: JournalEntry[] = [];

  record(entry: JournalEntry): void {
    this.entries.push(entry);
    if (this.entries.length > LIMIT) this.entries.splice(0, this.entries.length - LIMIT);
  }

  query(method: string | undefined, path: string | undefined): JournalEntry[] {
    const match = path ? pathMatcher(path) : () => true;
    return this.entries.filter(
      (e) => (!method || e.method === method.toUpperCase()) && match(e.path),
    );
  }
}

export function journaling(
  journal: Journal,
  clock: SimClock,
  mount: string,
): MiddlewareHandler<SimEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    try {
      await next();
    } finally {
      journal.record({
        at: clock.now(),
        method: c.req.method,
        path: url.pathname.slice(mount.length) || '/',
        query: url.search,
        status: c.res.status,
        persona: c.get('persona')?.key,
      });
    }
  };
}
