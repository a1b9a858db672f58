import { defineMessage, defineMessages } from 'react-intl';

// English text of the unit page (header, active errors, maintenance counters); translations in
// messages.nl.json / messages.de.json beside. Sub-folders (commands, information, usage) have their own.
export const messages = defineMessages({
  // Page
  pageHeading: { id: 'equipment.pageHeading', defaultMessage: 'Equipment' },
  loading: { id: 'equipment.loading', defaultMessage: 'Loading equipment…' },
  loadError: { id: 'equipment.loadError', defaultMessage: 'Could not load this unit' },
  documentTitle: defineMessage<{ unit: string }>({
    id: 'equipment.documentTitle',
    defaultMessage: '{unit} · Sunbed Fleet',
  }),
  actionsFailed: { id: 'equipment.actionsFailed', defaultMessage: 'The actions failed to render' },
  progressFailed: {
    id: 'equipment.progressFailed',
    defaultMessage: 'The command progress failed to render',
  },
  activeErrorsFailed: {
    id: 'equipment.activeErrorsFailed',
    defaultMessage: 'The active errors failed to render',
  },
  maintenanceFailed: {
    id: 'equipment.maintenanceFailed',
    defaultMessage: 'The maintenance counters failed to render',
  },
  usageFailed: { id: 'equipment.usageFailed', defaultMessage: 'The usage failed to render' },
  timelineFailed: {
    id: 'equipment.timelineFailed',
    defaultMessage: 'The error timeline failed to render',
  },
  informationFailed: {
    id: 'equipment.informationFailed',
    defaultMessage: 'The information failed to render',
  },
  workFailed: {
    id: 'equipment.workFailed',
    defaultMessage: 'Could not show the work orders and the logbook',
  },
  historyFailed: {
    id: 'equipment.historyFailed',
    defaultMessage: 'The command history failed to render',
  },

  // Not found
  notFoundHeading: { id: 'equipment.notFoundHeading', defaultMessage: 'Equipment not found' },
  notFoundText: {
    id: 'equipment.notFoundText',
    defaultMessage:
      'No unit with the id <id>{guid}</id> was found. It may have been removed, or the link may be wrong.',
  },
  notFoundTextCompany: {
    id: 'equipment.notFoundTextCompany',
    defaultMessage:
      'No unit with the id <id>{guid}</id> was found for the selected company. It may have been removed, or the link may be wrong.',
  },
  backToFleet: { id: 'equipment.backToFleet', defaultMessage: 'Back to the fleet' },

  // Header
  unreadable: { id: 'equipment.unreadable', defaultMessage: 'unreadable' },
  unreadableTitle: {
    id: 'equipment.unreadableTitle',
    defaultMessage: 'The service sent a value of the wrong type',
  },
  clockBehind: defineMessage<{ drift: string }>({
    id: 'equipment.clockBehind',
    defaultMessage: '({drift} behind)',
  }),
  clockAhead: defineMessage<{ drift: string }>({
    id: 'equipment.clockAhead',
    defaultMessage: '({drift} ahead)',
  }),
  subtitleSerial: defineMessage<{ serial: string }>({
    id: 'equipment.subtitleSerial',
    defaultMessage: 'Serial {serial}',
  }),
  subtitleIsSerial: { id: 'equipment.subtitleIsSerial', defaultMessage: '(serial)' },
  unitPages: { id: 'equipment.unitPages', defaultMessage: 'Unit pages' },
  temperaturesLink: { id: 'equipment.temperaturesLink', defaultMessage: 'Temperatures' },
  logsLink: { id: 'equipment.logsLink', defaultMessage: 'Logs' },
  lastSeen: { id: 'equipment.lastSeen', defaultMessage: 'Last seen' },
  controllerTime: { id: 'equipment.controllerTime', defaultMessage: 'Controller time' },
  localTime: { id: 'equipment.localTime', defaultMessage: 'Local time at the unit' },
  installedRelease: { id: 'equipment.installedRelease', defaultMessage: 'Installed release' },
  releaseNone: { id: 'equipment.releaseNone', defaultMessage: 'none' },
  lastSeenOnline: { id: 'equipment.lastSeenOnline', defaultMessage: 'Online' },
  lastSeenStale: { id: 'equipment.lastSeenStale', defaultMessage: 'Stale' },
  lastSeenNever: { id: 'equipment.lastSeenNever', defaultMessage: 'Never seen' },
  lastSeenRule: defineMessage<{ span: string }>({
    id: 'equipment.lastSeenRule',
    defaultMessage:
      'Online: the linked device pinged within the last {span}. Stale: its last ping is older than {span}, so the unit counts as offline. Never seen: the device has not pinged at all.',
  }),
  /** "10 minutes", "1 hour": whole units only, so the offline rule reads exactly. */
  durationWords: defineMessage<{ unit: string; n: number }>({
    id: 'equipment.durationWords',
    defaultMessage:
      '{unit, select, day {{n, plural, one {# day} other {# days}}} hour {{n, plural, one {# hour} other {# hours}}} minute {{n, plural, one {# minute} other {# minutes}}} second {{n, plural, one {# second} other {# seconds}}} other {# ms}}',
  }),

  // Active errors
  activeErrors: { id: 'equipment.activeErrors', defaultMessage: 'Active errors' },
  activeErrorsSummary: defineMessage<{ total: number }>({
    id: 'equipment.activeErrorsSummary',
    defaultMessage: '{total} active',
  }),
  activeErrorsSummaryCritical: defineMessage<{ total: number; critical: number }>({
    id: 'equipment.activeErrorsSummaryCritical',
    defaultMessage: '{total} active, {critical} critical',
  }),
  activeErrorsUnreadable: {
    id: 'equipment.activeErrorsUnreadable',
    defaultMessage:
      "The controller's active errors value is unreadable, so its errors cannot be shown. Check the unit itself.",
  },
  activeErrorsAbsent: {
    id: 'equipment.activeErrorsAbsent',
    defaultMessage: 'The controller did not report an active errors value.',
  },
  activeErrorsImprecise: defineMessage<{ approx: string }>({
    id: 'equipment.activeErrorsImprecise',
    defaultMessage:
      'The active errors value could not be read exactly (it is larger than this browser can hold without rounding), so the individual errors are not listed rather than guessed. Approximate value: {approx}.',
  }),
  noActiveErrors: { id: 'equipment.noActiveErrors', defaultMessage: 'No active errors' },
  critical: { id: 'equipment.critical', defaultMessage: 'Critical' },
  errorBit: defineMessage<{ bit: number }>({
    id: 'equipment.errorBit',
    defaultMessage: 'bit {bit}',
  }),
  showRawValue: { id: 'equipment.showRawValue', defaultMessage: 'Show raw value' },
  hideRawValue: { id: 'equipment.hideRawValue', defaultMessage: 'Hide raw value' },
  loadingCatalog: {
    id: 'equipment.loadingCatalog',
    defaultMessage: 'Loading the error catalog…',
  },
  catalogError: {
    id: 'equipment.catalogError',
    defaultMessage: 'Could not load the error catalog',
  },
  builtinCatalogNote: defineMessage<{ reason: string }>({
    id: 'equipment.builtinCatalogNote',
    defaultMessage:
      "Descriptions from the built-in table: the service's error catalog is unavailable ({reason}).",
  }),
  unknownReason: { id: 'equipment.unknownReason', defaultMessage: 'unknown reason' },

  // Maintenance counters
  maintenanceTitle: { id: 'equipment.maintenanceTitle', defaultMessage: 'Maintenance counters' },
  maintenanceLoading: {
    id: 'equipment.maintenanceLoading',
    defaultMessage: 'Loading maintenance counters…',
  },
  maintenanceError: {
    id: 'equipment.maintenanceError',
    defaultMessage: 'Could not load the maintenance counters',
  },
  maintenanceEmpty: {
    id: 'equipment.maintenanceEmpty',
    defaultMessage: 'This unit reports no maintenance or hour counters.',
  },
  counterTable: { id: 'equipment.counterTable', defaultMessage: 'Counter table' },
  counterCaption: {
    id: 'equipment.counterCaption',
    defaultMessage:
      "Maintenance counters in hours and minutes, with the controller's own hour counters",
  },
  colCounter: { id: 'equipment.colCounter', defaultMessage: 'Counter' },
  colMaintenance: { id: 'equipment.colMaintenance', defaultMessage: 'Maintenance' },
  colController: { id: 'equipment.colController', defaultMessage: 'Controller' },
  colServiceAt: { id: 'equipment.colServiceAt', defaultMessage: 'Service at' },
  colProgress: { id: 'equipment.colProgress', defaultMessage: 'Progress' },
  colServiceStatus: {
    id: 'equipment.colServiceStatus',
    defaultMessage: 'Service status and forecast',
  },
  counterOk: { id: 'equipment.counterOk', defaultMessage: 'OK' },
  counterDueSoon: { id: 'equipment.counterDueSoon', defaultMessage: 'Service due soon' },
  counterOverdue: { id: 'equipment.counterOverdue', defaultMessage: 'Service overdue' },
  counterNoLimit: { id: 'equipment.counterNoLimit', defaultMessage: 'No service limit' },
  serviceOk: { id: 'equipment.serviceOk', defaultMessage: 'OK' },
  serviceDueSoon: { id: 'equipment.serviceDueSoon', defaultMessage: 'Due soon' },
  serviceOverdue: { id: 'equipment.serviceOverdue', defaultMessage: 'Overdue' },
  timeLeft: defineMessage<{ time: string }>({
    id: 'equipment.timeLeft',
    defaultMessage: '{time} left',
  }),
  timePastLimit: defineMessage<{ time: string }>({
    id: 'equipment.timePastLimit',
    defaultMessage: '{time} past the limit',
  }),
  towardLimit: defineMessage<{ counter: string }>({
    id: 'equipment.towardLimit',
    defaultMessage: '{counter} toward its service limit',
  }),
  progressValue: defineMessage<{ percent: number; status: string }>({
    id: 'equipment.progressValue',
    defaultMessage: '{percent} %, {status}',
  }),
  progressLine: defineMessage<{ percent: number; left: string }>({
    id: 'equipment.progressLine',
    defaultMessage: '{percent} % · {left}',
  }),
  serviceHistory: { id: 'equipment.serviceHistory', defaultMessage: 'Service history' },
  noPartChange: {
    id: 'equipment.noPartChange',
    defaultMessage: "No part change seen in the session logs or this browser's history.",
  },
  noPartChangeServer: {
    id: 'equipment.noPartChangeServer',
    defaultMessage: "No part change seen in the session logs or the server's history of this unit.",
  },
  partChanged: defineMessage<{ time: string; counter: string; value: string }>({
    id: 'equipment.partChanged',
    defaultMessage: '{time}: {counter} changed after {value}',
  }),
  controllerHoursUnreadable: {
    id: 'equipment.controllerHoursUnreadable',
    defaultMessage:
      "The controller's own hour counters are unreadable (the service sent them in a wrong shape).",
  },
  countersUnreadable: defineMessage<{ count: number }>({
    id: 'equipment.countersUnreadable',
    // The English keeps its "(s)" (tests and screenshots read it); nl/de use real plurals.
    defaultMessage:
      '{count, plural, other {# counter(s) sent by the service were unreadable and are not shown.}}',
  }),
});
