// Device-log events drawn on the temperature charts (docs/decisions.md#unit-usage): one marker per
// event, at most one per pixel column so a month of logs stays a readable row of marks.

export type MarkerKind = 'session-start' | 'session-end' | 'error' | 'boot' | 'parameter';

export interface MarkerLogLike {
  type: string;
  guid: string;
  logDate: number;
  data: Record<string, unknown>;
  session?: { sessionTime?: number | undefined; pauseTime?: number | undefined } | undefined;
}

/** What `summary` says, as values: the screen builds its sentence in the chosen language. */
export type LogEventDetail =
  | { kind: 'session'; minutes: number }
  | { kind: 'error'; id: string | undefined; description: string | undefined }
  | { kind: 'boot'; reason: string | undefined }
  | { kind: 'parameter'; changed: string[] };

export interface LogEvent {
  kind: MarkerKind;
  at: number;
  logGuid: string;
  /** English summary ("10 min session"). */
  summary: string;
  detail: LogEventDetail;
}

export interface LogMarker extends LogEvent {
  /** Pixel column inside the plot. */
  x: number;
  /** Other events in the same column, not drawn (the tooltip says how many). */
  hidden: number;
}

/** When columns collide the more telling event is kept. */
const RANK: Record<MarkerKind, number> = {
  error: 0,
  boot: 1,
  parameter: 2,
  'session-start': 3,
  'session-end': 4,
};

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0);
const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The events of one log: a session log has a start and an end, debug `event` logs none. */
export function logEvents(log: MarkerLogLike): LogEvent[] {
  const j = log.data;
  const base = { logGuid: log.guid, at: log.logDate };
  switch (log.type) {
    case 'session': {
      const time = num(log.session?.sessionTime);
      const pause = num(log.session?.pauseTime);
      const minutes = Math.round(time / 60);
      const length = `${minutes} min session`;
      const detail: LogEventDetail = { kind: 'session', minutes };
      return [
        {
          ...base,
          kind: 'session-start',
          at: log.logDate - (time + pause) * 1000,
          summary: length,
          detail,
        },
        { ...base, kind: 'session-end', summary: length, detail },
      ];
    }
    case 'error': {
      const errorId = text(j.error_id);
      const id = errorId ?? 'Error';
      const description = text(j.description);
      return [
        {
          ...base,
          kind: 'error',
          summary: description ? `${id}: ${description}` : id,
          detail: { kind: 'error', id: errorId, description },
        },
      ];
    }
    case 'boot':
      return [
        {
          ...base,
          kind: 'boot',
          summary: `Boot (${text(j.reason) ?? 'reason not given'})`,
          detail: { kind: 'boot', reason: text(j.reason) },
        },
      ];
    case 'parameter': {
      const changed = Array.isArray(j.changed)
        ? j.changed.filter((c) => typeof c === 'string')
        : [];
      return [
        {
          ...base,
          kind: 'parameter',
          summary: changed.length ? `Changed: ${changed.join(', ')}` : 'Settings changed',
          detail: { kind: 'parameter', changed },
        },
      ];
    }
    default:
      return [];
  }
}

/** Events inside [from, to] placed on a plot `width` px wide, at most one per pixel column. */
export function placeMarkers(
  logs: readonly MarkerLogLike[],
  from: number,
  to: number,
  width: number,
): LogMarker[] {
  const span = to - from;
  if (span <= 0 || width <= 0) return [];
  const columns = new Map<number, LogMarker>();
  for (const log of logs) {
    for (const event of logEvents(log)) {
      if (event.at < from || event.at > to) continue;
      const x = Math.min(Math.floor(((event.at - from) / span) * width), Math.ceil(width) - 1);
      const held = columns.get(x);
      if (!held) columns.set(x, { ...event, x, hidden: 0 });
      else if (RANK[event.kind] < RANK[held.kind])
        columns.set(x, { ...event, x, hidden: held.hidden + 1 });
      else held.hidden++;
    }
  }
  return [...columns.values()].sort((a, b) => a.x - b.x);
}

const CONTEXT_MS = 30 * 60_000;

/** The chart window "Show on chart" opens: the log's events with half an hour either side. */
export function chartWindowAround(log: MarkerLogLike): { from: number; to: number } {
  const times = logEvents(log).map((e) => e.at);
  const first = Math.min(log.logDate, ...times);
  const last = Math.max(log.logDate, ...times);
  const minute = 60_000;
  return {
    from: Math.floor((first - CONTEXT_MS) / minute) * minute,
    to: Math.ceil((last + CONTEXT_MS) / minute) * minute,
  };
}
