import { defineMessage, defineMessages } from 'react-intl';

// English text of the device-log list (/equipment/:guid/logs); translations in messages.nl.json /
// messages.de.json beside.
// Messages with values are typed by defineMessage<values> (react-intl 12 types formatMessage's values).
export const messages = defineMessages({
  pageTitle: { id: 'logs.pageTitle', defaultMessage: 'Device logs' },
  filtersPanel: { id: 'logs.filtersPanel', defaultMessage: 'Filters' },
  logsPanel: { id: 'logs.logsPanel', defaultMessage: 'Logs' },
  listFailed: { id: 'logs.listFailed', defaultMessage: 'The log list failed to render' },
  // Filters bar
  filterLogs: { id: 'logs.filterLogs', defaultMessage: 'Filter logs' },
  type: { id: 'logs.filterType', defaultMessage: 'Type' },
  allTypes: { id: 'logs.filterAllTypes', defaultMessage: 'All' },
  from: { id: 'logs.filterFrom', defaultMessage: 'From' },
  to: { id: 'logs.filterTo', defaultMessage: 'To' },
  controllerSerial: { id: 'logs.controllerSerial', defaultMessage: 'Controller serial' },
  searchLoaded: { id: 'logs.searchLoaded', defaultMessage: 'Search loaded logs' },
  searchPlaceholder: {
    id: 'logs.searchPlaceholder',
    defaultMessage: 'Text in json_data, e.g. E22 or lamp',
  },
  clearFilters: { id: 'logs.clearFilters', defaultMessage: 'Clear filters' },
  searchHint: {
    id: 'logs.searchHint',
    defaultMessage:
      'The search runs in your browser over the json_data of the logs loaded so far, not over every log of the unit. Dates are days in your browser’s time zone.',
  },
  serialInvalid: {
    id: 'logs.serialInvalid',
    defaultMessage: 'The controller serial is a number: digits only.',
  },
  rangeInverted: {
    id: 'logs.rangeInverted',
    defaultMessage: '“From” is after “To”: no log can match this range.',
  },
  // Count line above the list (log-list-data.ts)
  countLogs: defineMessage<{ count: number }>({
    id: 'logs.countLogs',
    defaultMessage: '{count, plural, one {# log} other {# logs}}',
  }),
  countLoaded: defineMessage<{ matching: number; total: number }>({
    id: 'logs.countLoaded',
    defaultMessage: '{matching, number} of {total, plural, one {# log} other {# logs}} loaded',
  }),
  countFetched: defineMessage<{ fetched: number; total: number; matching: number }>({
    id: 'logs.countFetched',
    defaultMessage:
      '{fetched, number} of {total, plural, one {# log} other {# logs}} fetched, {matching, number} match the filters',
  }),
  countMoreAvailable: defineMessage<{ matching: number }>({
    id: 'logs.countMoreAvailable',
    defaultMessage: '{matching, plural, one {# log} other {# logs}} loaded, more available',
  }),
  countSearch: defineMessage<{ shown: number; matching: number; base: string }>({
    id: 'logs.countSearch',
    defaultMessage: '{shown, number} of {matching, number} loaded logs match the search · {base}',
  }),
  // The list
  loadingLogs: { id: 'logs.loadingLogs', defaultMessage: 'Loading device logs…' },
  loadFailed: { id: 'logs.loadFailed', defaultMessage: 'Could not load the device logs' },
  // English keeps today's text (also for 1); Dutch and German say it right for one.
  unreadableSkipped: defineMessage<{ count: number }>({
    id: 'logs.unreadableSkipped',
    defaultMessage: '{count, plural, other {{count} unreadable logs were skipped.}}',
  }),
  liveOff: {
    id: 'logs.liveOff',
    defaultMessage: 'Live updates off: the service sends every log at once.',
  },
  liveFailed: {
    id: 'logs.liveFailed',
    defaultMessage: 'Live update failed; trying again shortly.',
  },
  allAtOnce: {
    id: 'logs.allAtOnce',
    defaultMessage: 'The service sent all logs at once; all are shown.',
  },
  allLoaded: { id: 'logs.allLoaded', defaultMessage: 'All logs are loaded.' },
  exportTitle: {
    id: 'logs.exportTitle',
    defaultMessage: 'Download the logs shown (filters and search applied) as CSV',
  },
  exportCsv: defineMessage<{ count: number }>({
    id: 'logs.exportCsv',
    defaultMessage: 'Export CSV ({count, number})',
  }),
  // Empty list and footer (log-list-parts.tsx)
  noFilterMatch: { id: 'logs.noFilterMatch', defaultMessage: 'No logs match these filters.' },
  noSearchMatch: defineMessage<{ query: string }>({
    id: 'logs.noSearchMatch',
    defaultMessage: 'No loaded log contains “{query}” in its json_data.',
  }),
  noSearchMatchLoadMore: defineMessage<{ query: string }>({
    id: 'logs.noSearchMatchLoadMore',
    defaultMessage:
      'No loaded log contains “{query}” in its json_data. Load more logs to search further.',
  }),
  noLogs: { id: 'logs.noLogs', defaultMessage: 'This unit has no device logs yet.' },
  loadMoreFailed: { id: 'logs.loadMoreFailed', defaultMessage: 'Could not load more logs' },
  loadingMore: { id: 'logs.loadingMore', defaultMessage: 'Loading more…' },
  loadMore: { id: 'logs.loadMore', defaultMessage: 'Load more' },
  // The table
  // The count as a plain argument keeps today's English digits ("1440 logs"), as the day header
  // and the new-logs button always showed them.
  newLogs: defineMessage<{ count: number }>({
    id: 'logs.newLogs',
    defaultMessage: '{count} new {count, plural, one {log} other {logs}}',
  }),
  dayCount: defineMessage<{ count: number }>({
    id: 'logs.dayCount',
    defaultMessage: '{count} {count, plural, one {log} other {logs}}',
  }),
  tableCaption: {
    id: 'logs.tableCaption',
    defaultMessage: 'Device logs, newest first, grouped by day',
  },
  columnTime: { id: 'logs.columnTime', defaultMessage: 'Time' },
  columnType: { id: 'logs.columnType', defaultMessage: 'Type' },
  columnLogId: { id: 'logs.columnLogId', defaultMessage: 'Log id' },
  columnSerial: { id: 'logs.columnSerial', defaultMessage: 'Controller serial' },
  columnSummary: { id: 'logs.columnSummary', defaultMessage: 'Summary' },
  rowLink: defineMessage<{ logId: string; type: string; time: string }>({
    id: 'logs.rowLink',
    defaultMessage: 'Log {logId}, {type}, {time}',
  }),
});
