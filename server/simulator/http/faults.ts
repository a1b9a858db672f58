// Fault injection for tests (admin only): errors, delays, broken bodies, dropped connections.
import type { MiddlewareHandler } from 'hono';
import type { SimEnv } from './env.ts';
import { pathMatcher } from './glob.ts';

export type FaultBody = 'invalid-json' | 'schema-invalid' | 'schema-invalid-item' | 'drop';

export interface FaultSpec {
  method?: string;
  path: string;
  status?: number;
  retryAfter?: number;
  delayMs?: number;
  body?: FaultBody;
  times?: number;
  ignoreParams?: boolean;
}

export interface FaultRule extends FaultSpec {
  id: number;
  hits: number;
}

const BODIES: readonly FaultBody[] = [
  'invalid-json',
  'schema-invalid',
  'schema-invalid-item',
  'drop',
];

export function validateFault(raw: unknown): FaultSpec | string {
  if (typeof raw !== 'object' || raw === null) return 'A fault rule must be an object';
  const r = raw as Record<string, unknown>;
  if (typeof r.path !== 'string' || !r.path) return 'path (glob or regex string) is required';
  try {
    pathMatcher(r.path);
  } catch {
    return 'path is not a valid pattern';
  }
  if (r.method !== undefined && typeof r.method !== 'string') return 'method must be a string';
  if (
    r.status !== undefined &&
    !(Number.isInteger(r.status) && (r.status as number) >= 200 && (r.status as number) <= 599)
  )
    return 'status must be an HTTP status';
  for (const key of ['retryAfter', 'delayMs', 'times'] as const) {
    if (r[key] !== undefined && !(Number.isInteger(r[key]) && (r[key] as number) >= 0))
      return `${key} must be a non-negative integer`;
  }
  if (r.body !== undefined && !BODIES.includes(r.body as FaultBody))
    return `body must be one of ${BODIES.join(', ')}`;
  if (r.ignoreParams !== undefined && typeof r.ignoreParams !== 'boolean')
    return 'ignoreParams must be a boolean';
  return r as unknown as FaultSpec;
}

export class FaultStore {
  rules: FaultRule[] = [];
  private nextId = 1;

  add(spec: FaultSpec): FaultRule {
    const rule = { ...spec, id: this.nextId++, hits: 0 };
    this.rules.push(rule);
    return rule;
  }

  clear(): void {
    this.rules = [];
  }

  /** The first rule for this request, counted as used (and dropped once its times are spent). */
  take(method: string, path: string): FaultRule | undefined {
    const rule = this.rules.find(
      (r) => (!r.method || r.method.toUpperCase() === method) && pathMatcher(r.path)(path),
    );
    if (!rule) return undefined;
    rule.hits += 1;
    if (rule.times !== undefined && rule.hits >= rule.times)
      this.rules = this.rules.filter((r) => r !== rule);
    return rule;
  }
}

const JSON_TYPE = 'application/json; charset=UTF-8';

function stripRequired(item: unknown): unknown {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return { unexpected: true };
  const { _meta } = item as { _meta?: unknown };
  return { _meta, unexpected: true };
}

/** Turns a valid body into one of the right JSON shape-class but failing the schema. */
function breakBody(value: unknown, kind: 'schema-invalid' | 'schema-invalid-item'): unknown {
  if (Array.isArray(value)) {
    if (kind === 'schema-invalid')
      return { unexpected: 'an object where an array belongs', items: value };
    const copy = [...value];
    copy[Math.floor(copy.length / 2)] = stripRequired(copy[Math.floor(copy.length / 2)]);
    return copy;
  }
  return stripRequired(value);
}

export function faultInjection(store: FaultStore, mount: string): MiddlewareHandler<SimEnv> {
  return async (c, next) => {
    const rule = store.take(c.req.method, c.req.path.slice(mount.length) || '/');
    if (!rule) return next();
    if (rule.delayMs) await new Promise((resolve) => setTimeout(resolve, rule.delayMs));
    if (rule.ignoreParams) c.set('ignoreParams', true);
    if (rule.status !== undefined) {
      if (rule.retryAfter !== undefined) c.header('Retry-After', String(rule.retryAfter));
      if (rule.status < 300) return c.body(null, rule.status as 200);
      return c.json({ message: `Injected fault: HTTP ${rule.status}` }, rule.status as 500);
    }
    if (rule.body === 'drop') {
      // Send headers and a first chunk, then fail: the client sees a connection cut mid-body.
      let sent = false;
      const stream = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!sent) {
            sent = true;
            controller.enqueue(new TextEncoder().encode('[{"_meta":'));
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
          controller.error(new Error('Injected fault: connection dropped'));
        },
      });
      return new Response(stream, { status: 200, headers: { 'Content-Type': JSON_TYPE } });
    }
    if (rule.body === 'invalid-json') {
      return c.body('{"message": "this is not valid JSON', 200, { 'Content-Type': JSON_TYPE });
    }
    await next();
    if ((rule.body === 'schema-invalid' || rule.body === 'schema-invalid-item') && c.res.ok) {
      const text = await c.res.text();
      const broken = text ? JSON.stringify(breakBody(JSON.parse(text), rule.body)) : text;
      // Hono copies the old answer's headers onto the new one, so they go from the old one.
      // The length and the validators name the intact page, which this one is not.
      for (const name of ['Content-Length', 'ETag', 'Last-Modified']) c.res.headers.delete(name);
      const headers = new Headers(c.res.headers);
      c.res = new Response(broken, { status: c.res.status, headers });
    }
  };
}
