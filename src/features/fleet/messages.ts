import { defineMessage, defineMessages } from 'react-intl';

// English text of the fleet page; translations in messages.nl.json / messages.de.json beside.
// CSV headers and values are not here: they stay English (export/fleet-csv.ts). Every
// defaultMessage is a plain string literal: the build compiles it (scripts/i18n).
export const messages = defineMessages({
  pageTitle: defineMessage<{ total: number }>({
    id: 'fleet.pageTitle',
    defaultMessage: 'Fleet ({total, plural, one {# unit} other {# units}}) – Sunbed Fleet',
  }),
  heading: { id: 'fleet.heading', defaultMessage: 'Fleet' },
  loading: { id: 'fleet.loading', defaultMessage: 'Loading the fleet…' },
  loadFailed: { id: 'fleet.loadFailed', defaultMessage: 'Could not load the fleet' },
  catalogFallback: defineMessage<{ reason: string }>({
    id: 'fleet.catalogFallback',
    defaultMessage:
      "Error counts use the built-in error table: the service's error catalog is unavailable ({reason}).",
  }),
  shownOfTotal: defineMessage<{ shown: number; total: number }>({
    id: 'fleet.shownOfTotal',
    defaultMessage: '{shown, number} of {total, plural, one {# unit} other {# units}}',
  }),
  shownOfTotalSoFar: defineMessage<{ shown: number; total: number }>({
    id: 'fleet.shownOfTotalSoFar',
    defaultMessage:
      '{shown, number} of {total, plural, one {# unit} other {# units}} received so far',
  }),
  showOnMap: { id: 'fleet.showOnMap', defaultMessage: 'Show on map' },
  unreadableDocuments: defineMessage<{ count: number }>({
    id: 'fleet.unreadableDocuments',
    defaultMessage: '{count, number} unit document(s) could not be read and are not listed.',
  }),
  lastSeenNote: defineMessage<{ rule: string }>({
    id: 'fleet.lastSeenNote',
    defaultMessage: 'Last seen — {rule} States and last seen are as of the last update.',
  }),
  lastSeenRule: defineMessage<{ span: string }>({
    id: 'fleet.lastSeenRule',
    defaultMessage:
      'Online: the linked device pinged within the last {span}. Stale: its last ping is older than {span}, so the unit counts as offline. Never seen: the device has not pinged at all.',
  }),
  noneReceived: { id: 'fleet.noneReceived', defaultMessage: 'No units received yet.' },
  companyEmpty: { id: 'fleet.companyEmpty', defaultMessage: 'This company has no units.' },
  accountEmpty: {
    id: 'fleet.accountEmpty',
    defaultMessage: 'No units are linked to your account.',
  },
  noMatchFilters: {
    id: 'fleet.noMatchFilters',
    defaultMessage: 'No unit matches this search and these filters.',
  },
  noMatchView: { id: 'fleet.noMatchView', defaultMessage: 'No unit matches this view.' },
  noMatchFiltersSoFar: {
    id: 'fleet.noMatchFiltersSoFar',
    defaultMessage: 'No unit received so far matches this search and these filters.',
  },
  noMatchViewSoFar: {
    id: 'fleet.noMatchViewSoFar',
    defaultMessage: 'No unit received so far matches this view.',
  },
  clearAll: { id: 'fleet.clearAll', defaultMessage: 'Clear search and filters' },
  // Summary tiles
  healthHeading: { id: 'fleet.healthHeading', defaultMessage: 'Fleet health' },
  tileLabel: defineMessage<{ label: string; total: number }>({
    id: 'fleet.tileLabel',
    defaultMessage: '{label}: {total, plural, one {# unit} other {# units}}',
  }),
  stopFiltering: defineMessage<{ label: string }>({
    id: 'fleet.stopFiltering',
    defaultMessage: 'Stop filtering by {label}',
  }),
  showOnly: defineMessage<{ label: string }>({
    id: 'fleet.showOnly',
    defaultMessage: 'Show only {label} units',
  }),
  withCritical: { id: 'fleet.withCritical', defaultMessage: 'With critical errors' },
  withCriticalLabel: defineMessage<{ total: number }>({
    id: 'fleet.withCriticalLabel',
    defaultMessage: 'With critical errors: {total, plural, one {# unit} other {# units}}',
  }),
  stopCritical: { id: 'fleet.stopCritical', defaultMessage: 'Stop filtering by critical errors' },
  showCritical: {
    id: 'fleet.showCritical',
    defaultMessage: 'Show only units with critical errors',
  },
  // Freshness
  receiving: defineMessage<{ received: number; total: number }>({
    id: 'fleet.receiving',
    defaultMessage: 'Receiving units: {received, number} of {total, number}…',
  }),
  receivingSoFar: defineMessage<{ received: number }>({
    id: 'fleet.receivingSoFar',
    defaultMessage: 'Receiving units: {received, number} so far…',
  }),
  onlyReceived: defineMessage<{ received: number; total: number }>({
    id: 'fleet.onlyReceived',
    defaultMessage: 'Only {received, number} of {total, number} units were received.',
  }),
  onlyReceivedNoTotal: defineMessage<{ received: number }>({
    id: 'fleet.onlyReceivedNoTotal',
    defaultMessage: 'Only {received, plural, one {# unit was} other {# units were}} received.',
  }),
  stale: { id: 'fleet.stale', defaultMessage: 'Stale:' },
  // Table
  caption: {
    id: 'fleet.caption',
    defaultMessage: 'Units of the fleet; select a serial to open the unit.',
  },
  colState: { id: 'fleet.colState', defaultMessage: 'State' },
  colSerial: { id: 'fleet.colSerial', defaultMessage: 'Serial' },
  colAlias: { id: 'fleet.colAlias', defaultMessage: 'Alias' },
  colModel: { id: 'fleet.colModel', defaultMessage: 'Model' },
  colLocation: { id: 'fleet.colLocation', defaultMessage: 'Location' },
  colErrors: { id: 'fleet.colErrors', defaultMessage: 'Active errors' },
  colRelease: { id: 'fleet.colRelease', defaultMessage: 'Release' },
  colLastSeen: { id: 'fleet.colLastSeen', defaultMessage: 'Last seen' },
  online: { id: 'fleet.online', defaultMessage: 'Online' },
  staleSeen: { id: 'fleet.staleSeen', defaultMessage: 'Stale' },
  neverSeen: { id: 'fleet.neverSeen', defaultMessage: 'Never seen' },
  lastPing: defineMessage<{ label: string; time: string }>({
    id: 'fleet.lastPing',
    defaultMessage: '{label}: last ping {time}',
  }),
  staleMark: { id: 'fleet.staleMark', defaultMessage: '(stale)' },
  unreadable: { id: 'fleet.unreadable', defaultMessage: 'unreadable' },
  unreadableTip: {
    id: 'fleet.unreadableTip',
    defaultMessage: 'The active-errors value could not be read exactly; open the unit for details.',
  },
  criticalShort: { id: 'fleet.criticalShort', defaultMessage: 'crit.' },
  critical: { id: 'fleet.critical', defaultMessage: 'critical' },
  notInstalled: { id: 'fleet.notInstalled', defaultMessage: 'Not installed' },
  // Search and export
  search: { id: 'fleet.search', defaultMessage: 'Search' },
  searchPlaceholder: {
    id: 'fleet.searchPlaceholder',
    defaultMessage: 'Serial, alias, model or city',
  },
  searchHint: {
    id: 'fleet.searchHint',
    defaultMessage: 'Matches serial, alias, model and city; every word must match.',
  },
  exportCsv: { id: 'fleet.exportCsv', defaultMessage: 'Export CSV' },
  exportTip: {
    id: 'fleet.exportTip',
    defaultMessage: 'Download the units shown below as a CSV file',
  },
  exportReceiving: {
    id: 'fleet.exportReceiving',
    defaultMessage: 'Available once every unit is received',
  },
  exportFailed: {
    id: 'fleet.exportFailed',
    defaultMessage: 'Not every unit was received: retry before exporting',
  },
});
