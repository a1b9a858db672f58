import { defineMessage, defineMessages } from 'react-intl';

// English text of the fleet filters (shared by the fleet list and the map) and of the fleet-wide
// loading states (fleet-query-state.tsx); translations beside.
export const messages = defineMessages({
  loadingFleet: { id: 'filters.loadingFleet', defaultMessage: 'Loading the fleet…' },
  fleetFailed: { id: 'filters.fleetFailed', defaultMessage: 'Could not load the fleet' },
  noUnitsCompany: { id: 'filters.noUnitsCompany', defaultMessage: 'This company has no units.' },
  noUnitsAll: { id: 'filters.noUnitsAll', defaultMessage: 'No units are linked to your account.' },
  filters: { id: 'filters.filters', defaultMessage: 'Filters' },
  filtersActive: defineMessage<{ count: number }>({
    id: 'filters.filtersActive',
    defaultMessage: 'Filters ({count} active)',
  }),
  health: { id: 'filters.health', defaultMessage: 'Health' },
  anyHealth: { id: 'filters.anyHealth', defaultMessage: 'Any health' },
  state: { id: 'filters.state', defaultMessage: 'State' },
  anyState: { id: 'filters.anyState', defaultMessage: 'Any state' },
  model: { id: 'filters.model', defaultMessage: 'Model' },
  anyModel: { id: 'filters.anyModel', defaultMessage: 'Any model' },
  country: { id: 'filters.country', defaultMessage: 'Country' },
  anyCountry: { id: 'filters.anyCountry', defaultMessage: 'Any country' },
  release: { id: 'filters.release', defaultMessage: 'Release' },
  anyRelease: { id: 'filters.anyRelease', defaultMessage: 'Any release' },
  notInstalled: { id: 'filters.notInstalled', defaultMessage: 'Not installed' },
  critical: { id: 'filters.critical', defaultMessage: 'Has critical errors' },
  withoutLocation: { id: 'filters.withoutLocation', defaultMessage: 'Without location' },
  clear: { id: 'filters.clear', defaultMessage: 'Clear filters' },
  // The "Updated N s ago" tooltip of the fleet list and the board (ids kept from the fleet page).
  polled: defineMessage<{ every: number }>({
    id: 'fleet.polled',
    defaultMessage:
      'Polled every {every} s; paused while the tab is hidden, except in the one tab that evaluates the alerts.',
  }),
  polledStretched: defineMessage<{ every: number; base: number }>({
    id: 'fleet.polledStretched',
    defaultMessage:
      'Polled every {every} s (stretched from {base} s so polling takes at most 10 % of the time); paused while the tab is hidden, except in the one tab that evaluates the alerts.',
  }),
});
