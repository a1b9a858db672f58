// The engine's Server-Sent Events, read with fetch streaming (EventSource cannot send the
// Authorization header): one reader per tab, reconnecting with backoff; each event tells the
// caller which query prefix to refetch (server/engine/README.md, "The app's side").

export interface EngineEventMessage {
  type: string;
  companyGuids: string[];
  id?: string;
}

export interface SseMessage {
  event: string;
  data: string;
}

/** An incremental text/event-stream parser: feed chunks, get whole messages (comments skipped). */
export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];

  push(chunk: string): SseMessage[] {
    this.buffer += chunk;
    const out: SseMessage[] = [];
    for (;;) {
      const end = this.buffer.search(/\r\n|\r|\n/);
      if (end < 0) break;
      const line = this.buffer.slice(0, end);
      const eol = this.buffer.startsWith('\r\n', end) ? 2 : 1;
      this.buffer = this.buffer.slice(end + eol);
      if (line === '') {
        if (this.data.length > 0)
          out.push({ event: this.event || 'message', data: this.data.join('\n') });
        this.event = '';
        this.data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') this.event = value;
      else if (field === 'data') this.data.push(value);
    }
    return out;
  }
}

/** A message's data as an engine event; undefined when it is not one. */
export function readEngineEvent(message: SseMessage): EngineEventMessage | undefined {
  try {
    const e = JSON.parse(message.data) as Partial<EngineEventMessage>;
    if (typeof e.type !== 'string' || !Array.isArray(e.companyGuids)) return undefined;
    return {
      type: e.type,
      companyGuids: e.companyGuids.filter((g): g is string => typeof g === 'string'),
      ...(typeof e.id === 'string' ? { id: e.id } : {}),
    };
  } catch {
    return undefined;
  }
}

/** Whether a query key `['engine', company | 'all', type, …]` shows data this event changed. */
export function eventTouchesKey(event: EngineEventMessage, key: readonly unknown[]): boolean {
  if (key[0] !== 'engine' || key[2] !== event.type) return false;
  const company = key[1];
  return (
    event.companyGuids.length === 0 ||
    company === 'all' ||
    event.companyGuids.includes(company as string)
  );
}

export interface EngineEventsOptions {
  url: string;
  getToken: () => string | null;
  onEvent: (event: EngineEventMessage) => void;
  /** Each (re)connection: events may have been missed while away, so refetch what is shown. */
  onOpen?: () => void;
  /** The token was refused (401): the reader stops; the session takes over. */
  onUnauthorized?: () => void;
  fetchImpl?: typeof fetch;
  /** Backoff of reconnections: 1 s doubling to this. */
  maxDelayMs?: number;
}

/** Starts the reader; returns stop(). */
export function startEngineEvents(options: EngineEventsOptions): () => void {
  const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
  const maxDelay = options.maxDelayMs ?? 30_000;
  const abort = new AbortController();
  let delay = 1000;

  async function connectOnce(): Promise<'again' | 'stop'> {
    const token = options.getToken();
    if (!token) return 'stop';
    const response = await fetchImpl(options.url, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      cache: 'no-store',
      signal: abort.signal,
    });
    if (response.status === 401) {
      options.onUnauthorized?.();
      return 'stop';
    }
    // No engine (404) or not a stream: nothing to read here.
    if (response.status === 404 || !response.ok || !response.body)
      return response.status === 404 ? 'stop' : 'again';
    delay = 1000;
    options.onOpen?.();
    const parser = new SseParser();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'again';
      for (const message of parser.push(value)) {
        const event = readEngineEvent(message);
        if (event) options.onEvent(event);
      }
    }
  }

  void (async () => {
    while (!abort.signal.aborted) {
      let next: 'again' | 'stop' = 'again';
      try {
        next = await connectOnce();
      } catch {
        // A dropped connection or a network error: try again after the backoff.
      }
      if (next === 'stop' || abort.signal.aborted) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay + Math.floor(Math.random() * 250));
        abort.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      delay = Math.min(delay * 2, maxDelay);
    }
  })();
  return () => abort.abort();
}
