// Admin routes (faults, clock, reset) change the world for everyone: only the holder of the token
// given at start may call them, and only same-origin (a foreign web page can send no custom header
// without a CORS preflight, which is never granted, and its Origin is refused).
import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export const ADMIN_TOKEN_HEADER = 'X-Admin-Token';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function adminGuard(token: string): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const host = c.req.header('host');
    const ownOrigins = new Set([
      new URL(c.req.url).origin,
      ...(host ? [`http://${host}`, `https://${host}`] : []),
    ]);
    if (
      (origin !== undefined && !ownOrigins.has(origin)) ||
      (site !== undefined && site !== 'same-origin' && site !== 'none')
    ) {
      return c.json({ message: 'Admin routes accept same-origin requests only' }, 403);
    }
    if (!sameToken(c.req.header(ADMIN_TOKEN_HEADER) ?? '', token)) {
      return c.json(
        {
          message: `Admin routes need the ${ADMIN_TOKEN_HEADER} header given at start (--admin-token)`,
        },
        401,
      );
    }
    await next();
  };
}
