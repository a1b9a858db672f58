// GET /engine/v1/events: Server-Sent Events of EngineEvents the caller may read (an event for
// companies they cannot read never reaches them), a comment every 15 s keeps proxies open.
import { Hono } from 'hono';
import type { EngineEvent } from '../events.ts';
import { canSee, type EngineEnv } from './access.ts';

export const HEARTBEAT_MS = 15_000;
const encoder = new TextEncoder();

export function eventsRoutes(heartbeatMs = HEARTBEAT_MS) {
  const app = new Hono<EngineEnv>();
  app.get('/events', (c) => {
    const engine = c.get('engine');
    const user = c.get('user');
    let cleanup = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const send = (text: string) => {
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            cleanup();
          }
        };
        const visible = (e: EngineEvent) =>
          e.companyGuids.length === 0 || canSee(user, e.companyGuids);
        const unsubscribe = engine.subscribe((e) => {
          if (visible(e)) send(`event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`);
        });
        const beat = setInterval(() => send(': heartbeat\n\n'), heartbeatMs);
        cleanup = () => {
          clearInterval(beat);
          unsubscribe();
        };
        c.req.raw.signal.addEventListener('abort', () => {
          cleanup();
          try {
            controller.close();
          } catch {
            // Already closed by the client.
          }
        });
        send(': connected\nretry: 3000\n\n');
      },
      cancel() {
        cleanup();
      },
    });
    return new Response(body, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no',
      },
    });
  });
  return app;
}
