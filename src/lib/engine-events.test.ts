import { describe, expect, it } from 'vitest';
import {
  eventTouchesKey,
  SseParser,
  startEngineEvents,
  type EngineEventMessage,
} from './engine-events';

describe('SseParser', () => {
  it('assembles messages across chunk borders, skipping heartbeat comments', () => {
    const p = new SseParser();
    expect(p.push(': connected\nretry: 3000\n\nevent: al')).toEqual([]);
    expect(p.push('erts\ndata: {"type":"alerts",')).toEqual([]);
    expect(p.push('"companyGuids":[]}\n\n: heartbeat\n\n')).toEqual([
      { event: 'alerts', data: '{"type":"alerts","companyGuids":[]}' },
    ]);
  });

  it('reads CRLF line ends, multi-line data and a default event name', () => {
    const p = new SseParser();
    expect(p.push('data: one\r\ndata:two\r\n\r\nevent: x\ndata\n\n')).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'x', data: '' },
    ]);
  });
});

describe('eventTouchesKey', () => {
  const alerts: EngineEventMessage = { type: 'alerts', companyGuids: ['c1'] };
  it('refetches the event’s type for its companies and for "all", never other types', () => {
    expect(eventTouchesKey(alerts, ['engine', 'c1', 'alerts', 'firing'])).toBe(true);
    expect(eventTouchesKey(alerts, ['engine', 'all', 'alerts'])).toBe(true);
    expect(eventTouchesKey(alerts, ['engine', 'c2', 'alerts'])).toBe(false);
    expect(eventTouchesKey(alerts, ['engine', 'c1', 'history'])).toBe(false);
    expect(eventTouchesKey(alerts, ['fleet', 'c1', 'alerts'])).toBe(false);
    expect(eventTouchesKey({ type: 'status', companyGuids: [] }, ['engine', 'c9', 'status'])).toBe(
      true,
    );
  });
});

function stream(text: string): Response {
  return new Response(
    new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(text));
        c.close();
      },
    }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );
}

describe('startEngineEvents', () => {
  it('sends the token, delivers events, and reconnects when the stream ends', async () => {
    const calls: (string | null)[] = [];
    const got: EngineEventMessage[] = [];
    let opens = 0;
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      calls.push(new Headers(init.headers).get('Authorization'));
      return stream(
        `event: history\ndata: {"type":"history","companyGuids":["c${calls.length}"]}\n\n`,
      );
    }) as typeof fetch;
    const stop = startEngineEvents({
      url: '/engine/v1/events',
      getToken: () => 'tok',
      onEvent: (e) => got.push(e),
      onOpen: () => opens++,
      fetchImpl,
      maxDelayMs: 1,
    });
    await expect.poll(() => got.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    stop();
    expect(calls[0]).toBe('Bearer tok');
    expect(got[0]).toEqual({ type: 'history', companyGuids: ['c1'] });
    expect(got[1]).toEqual({ type: 'history', companyGuids: ['c2'] });
    expect(opens).toBeGreaterThanOrEqual(2);
  });

  it('stops for good on 401 and on 404 (no engine)', async () => {
    for (const status of [401, 404]) {
      let calls = 0;
      let refused = 0;
      startEngineEvents({
        url: '/engine/v1/events',
        getToken: () => 'tok',
        onEvent: () => undefined,
        onUnauthorized: () => refused++,
        fetchImpl: (async () => {
          calls++;
          return new Response('{}', { status });
        }) as typeof fetch,
        maxDelayMs: 1,
      });
      await new Promise((r) => setTimeout(r, 1200));
      expect(calls).toBe(1);
      expect(refused).toBe(status === 401 ? 1 : 0);
    }
  });
});
