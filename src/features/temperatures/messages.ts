import { defineMessages } from 'react-intl';
// English text of the temperatures page; translations in messages.nl.json / messages.de.json beside.
export const messages = defineMessages({
  // temperatures-page.tsx
  clampedNotice: {
    id: 'temperatures.clampedNotice',
    defaultMessage: 'The link asked for more than 31 days; showing the last 31 days of it.',
  },
  chartsFailed: {
    id: 'temperatures.chartsFailed',
    defaultMessage: 'The temperature charts failed to render',
  },
  // temperatures-header.tsx
  backToUnit: { id: 'temperatures.backToUnit', defaultMessage: '← Back to the unit' },
  heading: { id: 'temperatures.heading', defaultMessage: 'Temperatures' },
  unitFailed: {
    id: 'temperatures.unitFailed',
    defaultMessage: "Could not load the unit's details",
  },
  // temperature-view.tsx
  chartsTitle: { id: 'temperatures.chartsTitle', defaultMessage: 'Temperature charts' },
  loadingLogs: { id: 'temperatures.loadingLogs', defaultMessage: 'Loading temperature logs…' },
  logsFailed: {
    id: 'temperatures.logsFailed',
    defaultMessage: 'Could not load the temperature logs',
  },
  latestReadings: { id: 'temperatures.latestReadings', defaultMessage: 'Latest readings' },
  loadingLatest: {
    id: 'temperatures.loadingLatest',
    defaultMessage: 'Loading the latest readings…',
  },
  latestFailed: {
    id: 'temperatures.latestFailed',
    defaultMessage: 'Could not load the latest readings',
  },
  noReadings: { id: 'temperatures.noReadings', defaultMessage: 'No readings in this time range.' },
  // temperature-log-dialog.tsx
  logDialogTitle: { id: 'temperatures.logDialogTitle', defaultMessage: 'Temperature log' },
  close: { id: 'temperatures.close', defaultMessage: 'Close' },
  loadingLog: { id: 'temperatures.loadingLog', defaultMessage: 'Loading the log…' },
  logFailed: {
    id: 'temperatures.logFailed',
    defaultMessage: 'Could not load this temperature log',
  },
  loggedAt: { id: 'temperatures.loggedAt', defaultMessage: 'Logged at' },
  controllerState: { id: 'temperatures.controllerState', defaultMessage: 'Controller state' },
  controllerSerial: { id: 'temperatures.controllerSerial', defaultMessage: 'Controller serial' },
  logId: { id: 'temperatures.logId', defaultMessage: 'Log id' },
  logReadings: { id: 'temperatures.logReadings', defaultMessage: 'Readings of this log' },
  sensor: { id: 'temperatures.sensor', defaultMessage: 'Sensor' },
  description: { id: 'temperatures.description', defaultMessage: 'Description' },
  reading: { id: 'temperatures.reading', defaultMessage: 'Reading' },
  noDescription: { id: 'temperatures.noDescription', defaultMessage: 'no description' },
  // range-toolbar.tsx
  timeRange: { id: 'temperatures.timeRange', defaultMessage: 'Time range' },
  custom: { id: 'temperatures.custom', defaultMessage: 'Custom…' },
  enterBoth: { id: 'temperatures.enterBoth', defaultMessage: 'Enter both a start and an end.' },
  startBeforeEnd: {
    id: 'temperatures.startBeforeEnd',
    defaultMessage: 'The start must be before the end.',
  },
  atMost31Days: { id: 'temperatures.atMost31Days', defaultMessage: 'Choose at most 31 days.' },
  from: { id: 'temperatures.from', defaultMessage: 'From' },
  to: { id: 'temperatures.to', defaultMessage: 'To' },
  apply: { id: 'temperatures.apply', defaultMessage: 'Apply' },
  // view-actions.tsx
  paused: { id: 'temperatures.paused', defaultMessage: 'Paused' },
  live: { id: 'temperatures.live', defaultMessage: 'Live' },
  resume: { id: 'temperatures.resume', defaultMessage: 'Resume' },
  pause: { id: 'temperatures.pause', defaultMessage: 'Pause' },
  fixedRange: { id: 'temperatures.fixedRange', defaultMessage: 'Fixed range' },
  liveFailed: {
    id: 'temperatures.liveFailed',
    defaultMessage: 'Live update failed; retrying',
  },
  exportCsv: { id: 'temperatures.exportCsv', defaultMessage: 'Export CSV' },
  // temperatures-empty.tsx
  emptyTitle: {
    id: 'temperatures.emptyTitle',
    defaultMessage: 'No temperature logs in this time range.',
  },
  emptyWhy: {
    id: 'temperatures.emptyWhy',
    defaultMessage:
      "Temperature logs exist only when the unit's linked device is a service module (device type SERVICE_MODULE) and the controller software and files are version 4.8 or higher.",
  },
  linkedDevice: { id: 'temperatures.linkedDevice', defaultMessage: 'Linked device' },
  typeNotReported: { id: 'temperatures.typeNotReported', defaultMessage: 'type not reported' },
  none: { id: 'temperatures.none', defaultMessage: 'none' },
  serviceModule: { id: 'temperatures.serviceModule', defaultMessage: 'Service module' },
  yes: { id: 'temperatures.yes', defaultMessage: 'yes' },
  no: { id: 'temperatures.no', defaultMessage: 'no' },
  unknown: { id: 'temperatures.unknown', defaultMessage: 'unknown' },
  installedRelease: { id: 'temperatures.installedRelease', defaultMessage: 'Installed release' },
  notReported: { id: 'temperatures.notReported', defaultMessage: 'not reported' },
  versionOk: { id: 'temperatures.versionOk', defaultMessage: ' (4.8 or higher)' },
  versionOld: { id: 'temperatures.versionOld', defaultMessage: ' (older than 4.8)' },
  detailsFailed: {
    id: 'temperatures.detailsFailed',
    defaultMessage: "The unit's details could not be loaded to say why.",
  },
  everyMinute: {
    id: 'temperatures.everyMinute',
    defaultMessage: 'This unit should log its temperatures every minute.',
  },
  maybeOffline: {
    id: 'temperatures.maybeOffline',
    defaultMessage: 'The device may be offline; new logs will appear here when it reports.',
  },
  tryOtherRange: {
    id: 'temperatures.tryOtherRange',
    defaultMessage: 'Try a longer or more recent time range.',
  },
  // latest-readings-table.tsx
  latest: { id: 'temperatures.latest', defaultMessage: 'Latest' },
  min: { id: 'temperatures.min', defaultMessage: 'Min' },
  max: { id: 'temperatures.max', defaultMessage: 'Max' },
  showSensor: { id: 'temperatures.showSensor', defaultMessage: 'Show ' },
});
/** Messages with arguments: their values are typed. */
export const valueMessages = defineMessages<{
  backTo: { name: string };
  serialLine: { serial: string; model: string; type: string };
  releaseSuffix: { version: string };
  pollEvery: { seconds: string };
  openLogOf: { time: string };
}>({
  backTo: { id: 'temperatures.backTo', defaultMessage: '← Back to {name}' },
  serialLine: {
    id: 'temperatures.serialLine',
    defaultMessage: 'Serial {serial} · {model} {type}',
  },
  releaseSuffix: { id: 'temperatures.releaseSuffix', defaultMessage: ' · release {version}' },
  pollEvery: {
    id: 'temperatures.pollEvery',
    defaultMessage: 'New logs are fetched every {seconds}',
  },
  openLogOf: { id: 'temperatures.openLogOf', defaultMessage: 'Open the log of {time}' },
});

/** The range presets' buttons (model/temperature-range.ts RANGE_PRESETS ids). */
export const presetMessages = defineMessages({
  '1h': { id: 'temperatures.preset1h', defaultMessage: '1 h' },
  '24h': { id: 'temperatures.preset24h', defaultMessage: '24 h' },
  '7d': { id: 'temperatures.preset7d', defaultMessage: '7 d' },
  '30d': { id: 'temperatures.preset30d', defaultMessage: '30 d' },
});
/** The presets' tooltips. */
export const presetLongMessages = defineMessages({
  '1h': { id: 'temperatures.presetLong1h', defaultMessage: 'Last hour' },
  '24h': { id: 'temperatures.presetLong24h', defaultMessage: 'Last 24 hours' },
  '7d': { id: 'temperatures.presetLong7d', defaultMessage: 'Last 7 days' },
  '30d': { id: 'temperatures.presetLong30d', defaultMessage: 'Last 30 days' },
});
/** The sensor descriptions of src/domain/equipment/sensors.ts, by lower-case sensor id. */
export const sensorDescriptionMessages = defineMessages({
  ntc1: { id: 'temperatures.sensorNtc1', defaultMessage: 'Lamp temperature canopy' },
  ntc2: { id: 'temperatures.sensorNtc2', defaultMessage: 'Lamp temperature bench' },
  ntc3: {
    id: 'temperatures.sensorNtc3',
    defaultMessage: 'Room temperature bench (0.5 m above floor)',
  },
  ntc4: {
    id: 'temperatures.sensorNtc4',
    defaultMessage: 'Room temperature canopy (1.5 m above floor)',
  },
  ntc9: { id: 'temperatures.sensorNtc9', defaultMessage: 'Airco temperature' },
  ntc10: { id: 'temperatures.sensorNtc10', defaultMessage: 'Climate control temperature' },
});
