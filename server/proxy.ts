// `npm start -- --upstream URL`: /api/* goes to the real service, with time limits, allowlisted
// methods, paths and headers, JSON errors, and the upstream request cancelled with the client's.
import { Agent, fetch as undiciFetch } from 'undici';

export interface ProxyLimits {
  /** TCP/TLS connect to the upstream. */
  connectTimeoutMs: number;
  /** From the request sent to the upstream's response headers. */
  headersTimeoutMs: number;
  /** Longest pause between two body chunks of the upstream's answer. */
  idleTimeoutMs: number;
  /** Largest request body passed on (PATCH); bigger → 413. */
  maxBodyBytes: number;
}

export const DEFAULT_PROXY_LIMITS: ProxyLimits = {
  connectTimeoutMs: 5_000,
  headersTimeoutMs: 30_000,
  idleTimeoutMs: 30_000,
  maxBodyBytes: 1024 * 1024,
};

const ID = '[0-9A-Za-z_-]{1,100}';
/** The interface's endpoints, nothing else (paths below /api). */
const ROUTES: [string, RegExp][] = [
  ['GET', /^\/auth\/resource(\/permissions)?$/],
  ['GET', /^\/v2\/equipment$/],
  ['GET', /^\/v2\/equipment\/logs\/error$/],
  ['GET', new RegExp(`^/v2/equipment/${ID}$`)],
  ['GET', new RegExp(`^/v2/equipment/${ID}/maintenance/counters$`)],
  ['GET', new RegExp(`^/v2/equipment/${ID}/(temperatures|logs)(/${ID})?$`)],
  ['PATCH', new RegExp(`^/v2/equipment/${ID}/information$`)],
  ['PUT', new RegExp(`^/v2/equipment/${ID}/controller/(reset|update)$`)],
];

const REQUEST_HEADERS = [
  'authorization',
  'accept',
  'content-type',
  'if-none-match',
  'if-modified-since',
];
// Cache-Control and Expires are not passed: every answer is no-store (below), whatever upstream says.
const RESPONSE_HEADERS = [
  'content-type',
  'etag',
  'last-modified',
  'x-total-count',
  'retry-after',
  'www-authenticate',
];

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/**
 * An API answer is one person's data: never kept in a browser or shared cache (the next person
 * on the computer must not get /auth/resource from disk), and never shared across tokens.
 */
const NO_STORE = { 'Cache-Control': 'no-store', Vary: 'Authorization' } as const;

function jsonError(status: number, message: string, headers: HeadersInit = {}): Response {
  return Response.json({ message }, { status, headers: { ...NO_STORE, ...headers } });
}

/** Counts request body bytes on the way through and fails the upload above the limit. */
function limitBody(body: ReadableStream<Uint8Array>, max: number) {
  const state = { tooLarge: false };
  let size = 0;
  const stream = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > max) {
          state.tooLarge = true;
          controller.error(new Error('request body too large'));
        } else controller.enqueue(chunk);
      },
    }),
  );
  return { stream, state };
}

function reasonOf(error: unknown): { status: number; text: string } {
  const code = (error as { cause?: { code?: string } }).cause?.code ?? '';
  if (code === 'UND_ERR_CONNECT_TIMEOUT') return { status: 504, text: 'connect timeout' };
  if (code === 'UND_ERR_HEADERS_TIMEOUT') return { status: 504, text: 'headers timeout' };
  if ((error as Error).name === 'AbortError') return { status: 499, text: 'client went away' };
  return { status: 502, text: code || (error as Error).message || 'unreachable' };
}

export function createProxy(
  upstream: string,
  limits: ProxyLimits = DEFAULT_PROXY_LIMITS,
  fetchImpl?: typeof fetch,
  log: (line: string) => void = (line) => console.error(line),
) {
  const agent = new Agent({
    connect: { timeout: limits.connectTimeoutMs },
    headersTimeout: limits.headersTimeoutMs,
    bodyTimeout: limits.idleTimeoutMs,
  });
  const doFetch: FetchLike = fetchImpl
    ? (url, init) => fetchImpl(url, init)
    : (url, init) =>
        undiciFetch(url, {
          ...(init as object),
          dispatcher: agent,
        }) as unknown as Promise<Response>;

  return async function proxy(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.slice('/api'.length) || '/';
    // Only the path, never headers: the bearer token must not reach a log.
    const what = `${request.method} /api${path}`;
    const fail = (status: number, message: string, why: string) => {
      log(`[proxy] ${what} → ${status} (${why})`);
      return jsonError(status, message);
    };
    const route = ROUTES.filter(([, re]) => re.test(path));
    if (route.length === 0) return jsonError(404, 'Not found');
    if (!route.some(([method]) => method === request.method))
      return jsonError(405, 'Method not allowed', {
        Allow: [...new Set(route.map(([m]) => m))].join(', '),
      });

    const headers = new Headers();
    for (const name of REQUEST_HEADERS) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    // fetch decodes what it receives; the answer is re-encoded towards the browser.
    headers.set('accept-encoding', 'identity');
    const hasBody = request.method !== 'GET' && request.body !== null;
    const declared = Number(request.headers.get('content-length') ?? 0);

    const tooLarge = () =>
      jsonError(413, `The request body must be at most ${limits.maxBodyBytes} bytes`);
    if (declared > limits.maxBodyBytes) return tooLarge();
    const limited = hasBody ? limitBody(request.body!, limits.maxBodyBytes) : undefined;

    let res: Response;
    try {
      res = await doFetch(`${upstream}${path}${url.search}`, {
        method: request.method,
        headers,
        body: limited?.stream,
        redirect: 'manual',
        signal: request.signal,
        ...(hasBody ? { duplex: 'half' } : {}),
      } as RequestInit);
    } catch (error) {
      // A streamed (chunked) body went over the limit on the way: the client's fault, not ours.
      if (limited?.state.tooLarge) return tooLarge();
      const { status, text } = reasonOf(error);
      if (status === 504) return fail(504, 'The equipment service did not answer in time', text);
      if (status === 499) {
        log(`[proxy] ${what} cancelled (${text})`);
        return jsonError(502, 'Cancelled');
      }
      return fail(502, 'The equipment service could not be reached', text);
    }

    if (limited?.state.tooLarge) {
      await res.body?.cancel();
      return tooLarge();
    }
    const out = new Headers(NO_STORE);
    for (const name of RESPONSE_HEADERS) {
      const value = res.headers.get(name);
      if (value !== null) out.set(name, value);
    }
    if (res.status === 204 || res.status === 304) {
      await res.body?.cancel();
      return new Response(null, { status: res.status, headers: out });
    }
    const type = res.headers.get('content-type') ?? '';
    const isJson = /[/+]json\b/i.test(type);
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      return fail(502, 'The equipment service answered with a redirect', `HTTP ${res.status}`);
    }
    if ((res.status >= 400 && !isJson) || /html/i.test(type)) {
      // An HTML error page (a gateway, a login wall) becomes a JSON error the app can show.
      await res.body?.cancel();
      const status = res.status >= 400 ? res.status : 502;
      const keep: Record<string, string> = {};
      for (const name of ['retry-after', 'www-authenticate']) {
        const value = res.headers.get(name);
        if (value !== null) keep[name] = value;
      }
      log(
        `[proxy] ${what} → ${status} (upstream HTTP ${res.status}, ${type || 'no content type'})`,
      );
      return jsonError(status, `The equipment service answered HTTP ${res.status}`, keep);
    }
    return new Response(
      res.body
        ? watchBody(res.body, (error) =>
            log(`[proxy] ${what} body failed (${reasonOf(error).text})`),
          )
        : null,
      { status: res.status, headers: out },
    );
  };
}

/** The upstream body as it is read; its failure is logged once and still cuts the answer. */
function watchBody(body: ReadableStream<Uint8Array>, onError: (error: unknown) => void) {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        } catch (error) {
          onError(error);
          controller.error(error);
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}
