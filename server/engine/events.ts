// Changes published to every process (NOTIFY on one channel) and from there to SSE clients.
export interface EngineEvent {
  type: 'alerts' | 'history' | 'campaign' | 'audit' | 'work-orders' | 'notifications' | 'status';
  /** SSE sends it only to users who may read one of them ([] = all users). */
  companyGuids: string[];
  /** e.g. the campaign id */
  id?: string;
}

export const EVENTS_CHANNEL = 'engine_events';
const TYPES = new Set<string>([
  'alerts',
  'history',
  'campaign',
  'audit',
  'work-orders',
  'notifications',
  'status',
]);

/** A NOTIFY payload back into an event; undefined for anything else on the channel. */
export function parseEvent(payload: string): EngineEvent | undefined {
  try {
    const e = JSON.parse(payload) as Partial<EngineEvent>;
    if (typeof e.type !== 'string' || !TYPES.has(e.type) || !Array.isArray(e.companyGuids))
      return undefined;
    const companyGuids = e.companyGuids.filter((g): g is string => typeof g === 'string');
    return { type: e.type, companyGuids, ...(typeof e.id === 'string' ? { id: e.id } : {}) };
  } catch {
    return undefined;
  }
}
