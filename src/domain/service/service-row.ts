import type { UnitZone } from '../local-clock.ts';
import type { ServiceCounter } from './service-forecast.ts';

// One row of the service board and its sort: shared by the board (service-board.ts) and the order
// it is sorted in (service-order.ts).

/** `type` stays the counter type as sent: the page names it in the language on screen. */
export interface ServiceRow extends ServiceCounter {
  key: string;
  guid: string;
  serial: string;
  alias: string;
  site: string;
  /** "Change …" requests of the controller (E22 family), whatever the forecast says. */
  asks: readonly string[];
  companyGuids: readonly string[];
  /** The unit's zone: forecasts and session-log windows are in its local time. */
  zone: UnitZone | undefined;
}

export type ServiceSortId = 'due' | 'serial' | 'type' | 'used' | 'forecast';
export interface ServiceSort {
  id: ServiceSortId;
  desc: boolean;
}
export const SERVICE_SORT_IDS: readonly ServiceSortId[] = [
  'due',
  'serial',
  'type',
  'used',
  'forecast',
];
