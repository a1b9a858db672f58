import { defineMessage, defineMessages } from 'react-intl';

// English text of one device log's page (/equipment/:guid/logs/:logGuid); translations in
// messages.nl.json / messages.de.json beside. Field names of the document (log_id, _meta.guid…) and
// json_data keys and values are data: shown as sent, never translated.
// Messages with values are typed by defineMessage<values> (react-intl 12 types formatMessage's values).
export const messages = defineMessages({
  deviceLog: { id: 'logs.detailTitleLoading', defaultMessage: 'Device log' },
  title: defineMessage<{ type: string; logId: string; typeName: string }>({
    id: 'logs.detailTitle',
    defaultMessage:
      '{type, select, parameter {Parameter log {logId}} boot {Boot log {logId}} session {Session log {logId}} error {Error log {logId}} event {Event log {logId}} other {{typeName} log {logId}}}',
  }),
  breadcrumbLogs: { id: 'logs.detailBreadcrumbLogs', defaultMessage: 'Device logs' },
  downloadJson: { id: 'logs.downloadJson', defaultMessage: 'Download JSON' },
  navigationFailed: { id: 'logs.navigationFailed', defaultMessage: 'Log navigation failed' },
  loadingLog: { id: 'logs.loadingLog', defaultMessage: 'Loading the log…' },
  loadLogFailed: { id: 'logs.loadLogFailed', defaultMessage: 'Could not load this log' },
  fieldsPanel: { id: 'logs.fieldsPanel', defaultMessage: 'Log fields' },
  sessionPanel: { id: 'logs.sessionPanel', defaultMessage: 'Session' },
  jsonPanel: { id: 'logs.jsonPanel', defaultMessage: 'json_data' },
  treeFailed: { id: 'logs.treeFailed', defaultMessage: 'The json_data tree failed to render' },
  breadcrumb: { id: 'logs.breadcrumb', defaultMessage: 'Breadcrumb' },
  fleet: { id: 'logs.breadcrumbFleet', defaultMessage: 'Fleet' },
  unitUnavailable: { id: 'logs.unitUnavailable', defaultMessage: 'Unit details unavailable.' },
  retry: { id: 'logs.retry', defaultMessage: 'Retry' },
  unreadableFields: { id: 'logs.unreadableFields', defaultMessage: 'Unreadable fields' },
  unitLocalTime: defineMessage<{ time: string }>({
    id: 'logs.unitLocalTime',
    defaultMessage: ' · unit local time {time}',
  }),
  logNavigation: { id: 'logs.logNavigation', defaultMessage: 'Log navigation' },
  allLogs: { id: 'logs.allLogs', defaultMessage: 'All logs' },
  previous: { id: 'logs.previousNewer', defaultMessage: 'Previous (newer)' },
  next: { id: 'logs.nextOlder', defaultMessage: 'Next (older)' },
  loading: { id: 'logs.loadingNext', defaultMessage: 'Loading…' },
  loadingList: { id: 'logs.loadingList', defaultMessage: 'Loading the list…' },
  position: defineMessage<{ position: number; count: number }>({
    id: 'logs.position',
    defaultMessage: '{position, number} of {count, number} loaded',
  }),
  listUnavailable: {
    id: 'logs.neighboursListFailed',
    defaultMessage: 'Previous/next: the list could not be loaded.',
  },
  notInList: {
    id: 'logs.notInLoadedList',
    defaultMessage: 'This log is not among the loaded logs of the list.',
  },
  counterN: defineMessage<{ number: number }>({
    id: 'logs.counterNumbered',
    defaultMessage: 'Counter {number}',
  }),
  sessionTime: { id: 'logs.sessionTime', defaultMessage: 'Session time' },
  pauseTime: { id: 'logs.pauseTime', defaultMessage: 'Pause time' },
  pauses: { id: 'logs.pauses', defaultMessage: 'Pauses' },
  notSent: { id: 'logs.notSent', defaultMessage: 'not sent' },
  noFigures: {
    id: 'logs.noSessionFigures',
    defaultMessage: 'This session log carries no session figures.',
  },
  countersCaption: {
    id: 'logs.countersCaption',
    defaultMessage: 'Minute counters at the end of the session',
  },
  counter: { id: 'logs.counterColumn', defaultMessage: 'Counter' },
  time: { id: 'logs.counterTimeColumn', defaultMessage: 'Time' },
  minutes: { id: 'logs.counterMinutesColumn', defaultMessage: 'Minutes' },
  expandPath: defineMessage<{ path: string }>({
    id: 'logs.expandPath',
    defaultMessage: 'Expand {path}',
  }),
  collapsePath: defineMessage<{ path: string }>({
    id: 'logs.collapsePath',
    defaultMessage: 'Collapse {path}',
  }),
  copyValueOf: defineMessage<{ path: string }>({
    id: 'logs.copyValueOf',
    defaultMessage: 'Copy value of {path}',
  }),
  copyPathOf: defineMessage<{ path: string }>({
    id: 'logs.copyPathOf',
    defaultMessage: 'Copy path {path}',
  }),
  copyValue: { id: 'logs.copyValue', defaultMessage: 'Copy value' },
  copyPath: { id: 'logs.copyPath', defaultMessage: 'Copy path' },
  moreHidden: defineMessage<{ count: number }>({
    id: 'logs.moreHidden',
    defaultMessage: '… {count} more not listed here; download the JSON to see them all.',
  }),
  arraySize: defineMessage<{ size: number }>({
    id: 'logs.arraySize',
    defaultMessage: '[{size} {size, plural, one {item} other {items}}]',
  }),
  objectSize: defineMessage<{ size: number }>({
    id: 'logs.objectSize',
    defaultMessage: "'{'{size} {size, plural, one {key} other {keys}}'}'",
  }),
  searchIn: defineMessage<{ root: string }>({
    id: 'logs.searchIn',
    defaultMessage: 'Search in {root}',
  }),
  keyOrValue: { id: 'logs.keyOrValue', defaultMessage: 'Key or value' },
  expandAll: { id: 'logs.expandAll', defaultMessage: 'Expand all' },
  collapseAll: { id: 'logs.collapseAll', defaultMessage: 'Collapse all' },
  matches: defineMessage<{ count: number; needle: string }>({
    id: 'logs.treeMatches',
    defaultMessage: '{count} {count, plural, one {match} other {matches}} for “{needle}”. ',
  }),
  copiedValue: defineMessage<{ path: string }>({
    id: 'logs.copiedValue',
    defaultMessage: 'Copied the value of {path}.',
  }),
  copiedPath: defineMessage<{ path: string }>({
    id: 'logs.copiedPath',
    defaultMessage: 'Copied the path of {path}.',
  }),
  copyFailed: {
    id: 'logs.copyFailed',
    defaultMessage: 'Could not copy: the browser refused access to the clipboard.',
  },
  noTreeMatch: defineMessage<{ needle: string }>({
    id: 'logs.noTreeMatch',
    defaultMessage: 'No key or value contains “{needle}”.',
  }),
  treeLabel: defineMessage<{ root: string }>({
    id: 'logs.treeLabel',
    defaultMessage: '{root} tree',
  }),
  showOnChart: { id: 'logs.showOnChart', defaultMessage: 'Show on chart' },
});
