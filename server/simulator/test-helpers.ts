// Shared by the simulator's tests: a simulator on a frozen clock and a small request helper.
import { createSimulator, type SimOptions } from '../app.ts';
import { TOKENS, type PersonaKey } from './fixtures.ts';

/** Friday 20 November 2026, 14:00 UTC: business hours for the European salons. */
export const T_TEST = Date.UTC(2026, 10, 20, 14, 0, 0);

/** The admin token of test simulators; `call` sends it to /api/__admin/* by itself. */
export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789';

export function testSimulator(options: Partial<SimOptions> = {}) {
  return createSimulator({
    now: () => T_TEST,
    fast: true,
    adminToken: TEST_ADMIN_TOKEN,
    ...options,
  });
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export async function call(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  method: string,
  path: string,
  options: {
    as?: PersonaKey | null;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (path.includes('/api/__admin')) headers['X-Admin-Token'] = TEST_ADMIN_TOKEN;
  Object.assign(headers, options.headers);
  if (options.as !== null) headers.Authorization = `Bearer ${TOKENS[options.as ?? 'operator']}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  const res = await app.request(path, { method, headers, body });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export const get = (app: Parameters<typeof call>[0], path: string, as?: PersonaKey | null) =>
  call(app, 'GET', path, { as });
