import type { FleetRates } from '@/domain/fleet/fleet-rates';
import { createStore } from './create-store';

// docs/decisions.md#service-forecast: the fleet-wide usage rates (guid → counter type → minutes
// per day) the history fold keeps, for the alert rules. Set by the tab that folds the history;
// empty (every unit "not enough data") in a tab that does not.

export interface KeptRates {
  perDay: FleetRates;
  /** Goes up whenever a rate changed: `perDay` is updated in place. */
  version: number;
}

export const fleetRatesStore = createStore<KeptRates>({ perDay: new Map(), version: 0 });
