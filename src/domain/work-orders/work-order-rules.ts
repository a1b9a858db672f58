// docs/decisions.md#work-orders: a work order's states, its parts and which maintenance counter each part follows.

export const WORK_ORDER_STATES = ['open', 'scheduled', 'done', 'cancelled'] as const;
export type WorkOrderState = (typeof WORK_ORDER_STATES)[number];

export const WORK_ORDER_PARTS = [
  'lamps',
  'facial_lamps',
  'shoulder_lamps',
  'acrylics',
  'filters',
  'other',
] as const;
export type WorkOrderPart = (typeof WORK_ORDER_PARTS)[number];

/** Still to be done: the engine closes these when the part's counter is seen reset. */
export const isActive = (state: WorkOrderState): boolean =>
  state === 'open' || state === 'scheduled';

const MOVES: Readonly<Record<WorkOrderState, readonly WorkOrderState[]>> = {
  open: ['scheduled', 'done', 'cancelled'],
  // A scheduled visit may be called off and planned again.
  scheduled: ['open', 'done', 'cancelled'],
  done: [],
  cancelled: [],
};

export function canMove(from: WorkOrderState, to: WorkOrderState): boolean {
  return MOVES[from].includes(to);
}

/**
 * The part a maintenance counter type counts for (the simulator's and the controllers' usual
 * types, docs/decisions.md#work-orders); undefined: no part (operating hours, LED).
 */
export function partOfCounter(counterType: string): WorkOrderPart | undefined {
  const t = counterType.toLowerCase();
  if (t === 'lamps' || t === 'lamp_hours' || t === 'lamp') return 'lamps';
  if (t.includes('facial')) return 'facial_lamps';
  if (t.includes('shoulder')) return 'shoulder_lamps';
  if (t.includes('acryl')) return 'acrylics';
  if (t.includes('filter')) return 'filters';
  return undefined;
}

/** The parts a controller's "Change …" request (E22 family text, docs/decisions.md#service-forecast) asks for. */
export function partOfAsk(ask: string): WorkOrderPart {
  const t = ask.toLowerCase();
  if (t.includes('facial')) return 'facial_lamps';
  if (t.includes('shoulder')) return 'shoulder_lamps';
  if (t.includes('acrylic')) return 'acrylics';
  if (t.includes('filter')) return 'filters';
  if (t.includes('lamp')) return 'lamps';
  return 'other';
}

/** "2026-11-27" of a moment, in UTC (the engine's day; the app passes the user's own day). */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Overdue: still to be done and its due day is before today. */
export function isOverdue(
  order: { state: WorkOrderState; dueDate: string | null },
  today: string,
): boolean {
  return isActive(order.state) && order.dueDate !== null && order.dueDate < today;
}
