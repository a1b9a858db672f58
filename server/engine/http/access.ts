// Who sees what on the engine (server/engine/README.md, docs/decisions.md#engine-access): the
// caller's user from endpoints 1 and 2 with their own token (cached ≤ 60 s by the token's hash),
// and the checks every route uses.
import type { MiddlewareHandler } from 'hono';
import type { Engine } from '../engine.ts';
import type { EngineUser } from '../service/engine-user.ts';
import type { EngineEnv } from './env.ts';

export type { EngineUser } from '../service/engine-user.ts';
export type { EngineEnv } from './env.ts';

export const READ = 'equipment.read';

export function can(user: EngineUser, companyGuid: string, permission: string): boolean {
  return user.permissions.get(companyGuid)?.has(permission) ?? false;
}

export function canRead(user: EngineUser, companyGuid: string): boolean {
  return can(user, companyGuid, READ);
}

export function readableCompanies(user: EngineUser): string[] {
  return [...user.permissions.keys()].filter((co) => canRead(user, co));
}

/** A unit (or anything carrying company guids) is visible when one of them is readable. */
export function canSee(user: EngineUser, companyGuids: readonly string[]): boolean {
  return companyGuids.some((co) => canRead(user, co));
}

/** Bearer token → c.get('user'), or 401 JSON; the engine → c.get('engine'). */
export function access(engine: Engine): MiddlewareHandler<EngineEnv> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
    if (!match?.[1]) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json({ error: 'Authorization header with a bearer token is required' }, 401);
    }
    let user: EngineUser | null;
    try {
      user = await engine.service.user(match[1]);
    } catch {
      return c.json({ error: 'The equipment service did not say who you are; try again' }, 502);
    }
    if (!user) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json({ error: 'The bearer token was refused' }, 401);
    }
    c.set('user', user);
    c.set('engine', engine);
    await next();
  };
}
