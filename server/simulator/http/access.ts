// Who is calling (docs/decisions.md#sign-in), for which company, and may they do this to that unit.
import type { Context, MiddlewareHandler } from 'hono';
import { PERMISSIONS, PERSONAS, SERVICE_IDENTITY, type Persona } from '../fixtures.ts';
import type { UnitProfile } from '../world/profile.ts';
import { SimError, type Sim, type SimEnv } from './env.ts';
import { guidOrNotFound, guidOrThrow } from './guid.ts';

const BY_TOKEN = new Map([...Object.values(PERSONAS), SERVICE_IDENTITY].map((p) => [p.token, p]));

export function authenticate(): MiddlewareHandler<SimEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const persona = match?.[1] ? BY_TOKEN.get(match[1]) : undefined;
    if (!persona) {
      c.header('WWW-Authenticate', 'Bearer');
      throw new SimError(
        401,
        header
          ? 'The bearer token was refused'
          : 'Authorization header with a bearer token is required',
      );
    }
    c.set('persona', persona);
    await next();
  };
}

export function companiesOf(persona: Persona): string[] {
  return Object.keys(persona.companies);
}

export function holds(persona: Persona, company: string, permission: string): boolean {
  // Own properties only: `constructor` or `__proto__` must never read the prototype.
  return Object.hasOwn(persona.companies, company)
    ? (persona.companies[company]?.includes(permission) ?? false)
    : false;
}

/** The `company` query parameter, checked against the caller's rows (403 when foreign). */
export function companyParam(persona: Persona, raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  guidOrThrow(raw, 'Query parameter company');
  if (!Object.hasOwn(persona.companies, raw))
    throw new SimError(403, 'You have no permissions for this company');
  return raw;
}

/** Companies whose equipment the caller may read in this request. */
export function readScope(persona: Persona, company: string | undefined): string[] {
  if (company !== undefined && !holds(persona, company, PERMISSIONS.read)) {
    throw new SimError(403, `Permission ${PERMISSIONS.read} is missing for this company`);
  }
  return (company === undefined ? companiesOf(persona) : [company]).filter((co) =>
    holds(persona, co, PERMISSIONS.read),
  );
}

export function inScope(scope: readonly string[], unitCompanies: readonly string[]): boolean {
  return unitCompanies.some((co) => scope.includes(co));
}

/** The unit with this guid if the caller may read it for this company, else 404. */
export function visibleUnit(
  sim: Sim,
  persona: Persona,
  company: string | undefined,
  guid: string,
): UnitProfile {
  const scope = readScope(persona, company);
  const unit = sim.world.find(guidOrNotFound(guid, 'Equipment not found'));
  if (!unit || !inScope(scope, unit.companies)) throw new SimError(404, 'Equipment not found');
  return unit;
}

/**
 * docs/decisions.md#permissions: the permission must be held for the given company, or for one of
 * the unit's companies.
 */
export function requirePermission(
  persona: Persona,
  company: string | undefined,
  unit: UnitProfile,
  permission: string,
): void {
  const candidates = company === undefined ? unit.companies : [company];
  if (!candidates.some((co) => holds(persona, co, permission))) {
    throw new SimError(403, `Permission ${permission} is required for this action`);
  }
}

/** The unit named by the path parameter `param`, as this request's caller and company may see it. */
export function requestedUnit(sim: Sim, c: Context<SimEnv>, param: string): UnitProfile {
  const persona = c.get('persona');
  return visibleUnit(
    sim,
    persona,
    companyParam(persona, c.req.query('company')),
    c.req.param(param) ?? '',
  );
}
