// Reads a persona's logs straight from the simulator (what the page should show is computed from
// the simulator's own data here, independently of the app's domain code).

const DAY = 86_400_000;

export interface SimLog {
  _meta: { guid: string };
  type: string;
  log_date: number;
  json_data: Record<string, unknown>;
  session?: { session_time: number; pause_time: number };
}

/** Start (UTC ms) of the calendar day holding `ms` in `timeZone`, `back` days earlier. */
export function dayStartIn(timeZone: string, ms: number, back: number): number {
  const wall = (t: number) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })
        .formatToParts(t)
        .map((x) => [x.type, Number(x.value)]),
    );
    return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  };
  const offset = (t: number) => wall(t) - Math.floor(t / 1000) * 1000;
  const local = wall(ms);
  const midnight = Date.UTC(
    new Date(local).getUTCFullYear(),
    new Date(local).getUTCMonth(),
    new Date(local).getUTCDate() - back,
  );
  return midnight - offset(midnight - offset(ms));
}

/** Sessions started since the unit's day 29 days ago, and their minutes (lamps on). */
export function expectedUsage(logs: readonly SimLog[], timeZone: string, now: number) {
  const from = dayStartIn(timeZone, now, 29);
  let sessions = 0;
  let seconds = 0;
  for (const l of logs) {
    if (l.type !== 'session' || !l.session || l.log_date > now) continue;
    const start = l.log_date - (l.session.session_time + l.session.pause_time) * 1000;
    if (start < from) continue;
    sessions++;
    seconds += l.session.session_time;
  }
  return { sessions, minutes: Math.round(seconds / 60), from, since: now - 60 * DAY };
}

/** Error logs of the last 30 and 90 days per error id. */
export function expectedErrorCounts(logs: readonly SimLog[], now: number) {
  const counts = new Map<string, { d30: number; d90: number }>();
  for (const l of logs) {
    if (l.type !== 'error' || l.log_date > now || l.log_date <= now - 90 * DAY) continue;
    const id = String(l.json_data.error_id);
    const c = counts.get(id) ?? { d30: 0, d90: 0 };
    c.d90++;
    if (l.log_date > now - 30 * DAY) c.d30++;
    counts.set(id, c);
  }
  return counts;
}
