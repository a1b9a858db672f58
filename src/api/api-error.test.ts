// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  defaultMessage,
  isRetryableError,
  parseRetryAfter,
  safeServerMessage,
  workerErrorInit,
} from './api-error';

describe('ApiError messages (docs/decisions.md#responses)', () => {
  it.each([
    [401, /session expired or the access token was refused/],
    [403, /^You do not have permission for this company or action\.$/],
    [404, /^Not found\.$/],
    [429, /busy/],
    [503, /busy/],
    [500, /^The service had a problem\. Try again\.$/],
    [502, /^The service had a problem\. Try again\.$/],
  ])('status %i has a plain sentence', (status, text) => {
    expect(new ApiError({ status, kind: 'http' }).message).toMatch(text);
  });

  it('has sentences for network and time-out failures', () => {
    expect(defaultMessage('network', 0)).toBe('Cannot reach the service. Check your connection.');
    expect(defaultMessage('timeout', 0)).toBe('The service did not answer in time.');
  });

  it('is recognisable by name (describeError relies on it)', () => {
    expect(new ApiError({ status: 404, kind: 'http' }).name).toBe('ApiError');
  });
});

describe('safeServerMessage', () => {
  it('uses a short message or error string', () => {
    expect(safeServerMessage({ message: 'Controller is busy updating' })).toBe(
      'Controller is busy updating',
    );
    expect(safeServerMessage({ error: 'Unknown company' })).toBe('Unknown company');
  });

  it.each([
    ['HTML', { message: '<html><body><h1>502 Bad Gateway</h1></body></html>' }],
    ['a stack trace', { message: 'TypeError: x is undefined\n    at handler (/srv/app.js:10:5)' }],
    ['an over-long text', { message: 'x'.repeat(301) }],
    ['an empty text', { message: '   ' }],
    ['a non-string', { message: 42 }],
    ['a non-object', 'plain text'],
  ])('refuses %s', (_label, body) => {
    expect(safeServerMessage(body)).toBeUndefined();
  });

  it('refuses a message that would reveal the token', () => {
    expect(
      safeServerMessage({ message: 'Token demo-operator is not valid' }, ['demo-operator']),
    ).toBeUndefined();
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(
      parseRetryAfter('Wed, 21 Oct 2015 07:28:05 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT')),
    ).toBe(5000);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('isRetryableError', () => {
  it.each([
    [{ status: 0, kind: 'network' }, true],
    [{ status: 0, kind: 'timeout' }, true],
    [{ status: 429, kind: 'http' }, true],
    [{ status: 503, kind: 'http' }, true],
    [{ status: 500, kind: 'http' }, true],
    [{ status: 400, kind: 'http' }, false],
    [{ status: 401, kind: 'http' }, false],
    [{ status: 403, kind: 'http' }, false],
    [{ status: 404, kind: 'http' }, false],
    [{ status: 409, kind: 'http' }, false],
    [{ status: 200, kind: 'parse' }, false],
    [{ status: 200, kind: 'schema' }, false],
  ] as const)('%o → %s', (init, expected) => {
    expect(isRetryableError(new ApiError(init))).toBe(expected);
  });

  it('never retries a programming error', () => {
    expect(isRetryableError(new TypeError('x is undefined'))).toBe(false);
  });
});

describe('workerErrorInit: what a worker posts for a failed job', () => {
  it('passes an ApiError on as it is, Retry-After included', () => {
    const e = new ApiError({ status: 503, kind: 'http', message: 'busy', retryAfterMs: 2000 });
    expect(workerErrorInit(e, 'fleet')).toEqual({
      status: 503,
      kind: 'http',
      message: 'busy',
      retryAfterMs: 2000,
    });
  });

  it('reports a bug as an unreadable document, and logs it in the worker', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const init = workerErrorInit(new TypeError('x is undefined'), 'temperatures');
    expect(init).toMatchObject({ status: 200, kind: 'schema' });
    expect(log).toHaveBeenCalledWith('[temperatures worker]', expect.any(TypeError));
    log.mockRestore();
  });
});
