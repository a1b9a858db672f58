import { createStore } from './create-store';

// The header's "Alerts (N)" and the tab title read this; the alerts runner (a feature, which the
// shell may not import) writes it: firing, not acknowledged, not snoozed.
export const alertCountStore = createStore<number>(0);
