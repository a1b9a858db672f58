import { createStore } from './create-store';

// docs/decisions.md#service-forecast: the fleet-wide usage rates (guid → counter type → minutes
// per day) the history fold keeps, for the alert rules. Set by the tab that folds the history;
// empty (every unit "not enough data") in a tab that does not.

export type FleetRates = ReadonlyMap<string, ReadonlyMap<string, number>>;

export const fleetRatesStore = createStore<FleetRates>(new Map());
