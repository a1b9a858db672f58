import { defineMessages, type MessageTag } from 'react-intl';

// English text of the alerts page, its tables, the rules editor and the desktop notifications;
// translations in messages.nl.json / messages.de.json beside.
export const messages = defineMessages({
  heading: { id: 'alerts.heading', defaultMessage: 'Alerts' },
  pageTitle: { id: 'alerts.pageTitle', defaultMessage: 'Alerts – Sunbed Fleet' },
  browserOnly: {
    id: 'alerts.browserOnly',
    defaultMessage:
      'The service sends no events, so this dashboard checks the rules below on every fleet poll in your browser. Rules only run while a dashboard tab is open: with every tab closed, nothing is checked and nobody is notified.',
  },
  serverChecked: {
    id: 'alerts.serverChecked',
    defaultMessage:
      'The rules below are checked by the server on every fleet poll, also while every dashboard tab is closed. Everyone who may see an alert sees the same acknowledgements, snoozes and notes.',
  },
  actionFailed: { id: 'alerts.actionFailed', defaultMessage: 'The server did not take the change' },
  historyPanelServer: { id: 'alerts.historyPanelServer', defaultMessage: 'History' },
  notesLabel: { id: 'alerts.notesLabel', defaultMessage: 'Notes' },
  noteFormLabel: { id: 'alerts.noteFormLabel', defaultMessage: 'Add a note' },
  noteAlert: { id: 'alerts.noteAlert', defaultMessage: 'Alert' },
  noteText: { id: 'alerts.noteText', defaultMessage: 'Note' },
  noteAdd: { id: 'alerts.noteAdd', defaultMessage: 'Add note' },
  rulesPickCompany: {
    id: 'alerts.rulesPickCompany',
    defaultMessage: 'Rules are set per company: choose a company to see and change its rules.',
  },
  rulesReadOnly: {
    id: 'alerts.rulesReadOnly',
    defaultMessage:
      'You may read these rules; changing them needs permission to edit equipment in this company.',
  },
  // What this page does without storage, after the shared notice (storage-problem-text.ts).
  storageConsequence: {
    id: 'alerts.storageConsequence',
    defaultMessage: 'alerts, history and rules are kept only while this tab is open.',
  },
  pollFailed: {
    id: 'alerts.pollFailed',
    defaultMessage: 'Could not poll the fleet: rules are not being checked',
  },
  loading: { id: 'alerts.loading', defaultMessage: 'Loading the alerts…' },
  historyPanel: { id: 'alerts.historyPanel', defaultMessage: 'History (90 days)' },
  rulesForCompany: { id: 'alerts.rulesForCompany', defaultMessage: 'Rules for this company' },
  rulesForAll: { id: 'alerts.rulesForAll', defaultMessage: 'Rules for all companies' },
  // Tables
  colRule: { id: 'alerts.colRule', defaultMessage: 'Rule' },
  colSubject: { id: 'alerts.colSubject', defaultMessage: 'Unit or site' },
  colSince: { id: 'alerts.colSince', defaultMessage: 'Since' },
  colValue: { id: 'alerts.colValue', defaultMessage: 'Value' },
  colAcknowledged: { id: 'alerts.colAcknowledged', defaultMessage: 'Acknowledged' },
  colSnooze: { id: 'alerts.colSnooze', defaultMessage: 'Snooze' },
  colStarted: { id: 'alerts.colStarted', defaultMessage: 'Started' },
  colEnded: { id: 'alerts.colEnded', defaultMessage: 'Ended' },
  acknowledge: { id: 'alerts.acknowledge', defaultMessage: 'Acknowledge' },
  snoozeHour: { id: 'alerts.snoozeHour', defaultMessage: 'Snooze 1 h' },
  snoozeDay: { id: 'alerts.snoozeDay', defaultMessage: 'Snooze 1 day' },
  firingCaption: { id: 'alerts.firingCaption', defaultMessage: 'Firing alerts' },
  firingEmpty: { id: 'alerts.firingEmpty', defaultMessage: 'No alerts are firing.' },
  historyCaption: { id: 'alerts.historyCaption', defaultMessage: 'Alert history' },
  historyNoMatch: {
    id: 'alerts.historyNoMatch',
    defaultMessage: 'No resolved alerts match these filters.',
  },
  historyEmpty: { id: 'alerts.historyEmpty', defaultMessage: 'No alert has ended yet.' },
  allRules: { id: 'alerts.allRules', defaultMessage: 'All rules' },
  endedWithin: { id: 'alerts.endedWithin', defaultMessage: 'Ended within' },
  last24h: { id: 'alerts.last24h', defaultMessage: 'Last 24 hours' },
  last7d: { id: 'alerts.last7d', defaultMessage: 'Last 7 days' },
  last90d: { id: 'alerts.last90d', defaultMessage: 'Last 90 days' },
  replacedBySite: { id: 'alerts.replacedBySite', defaultMessage: ' (replaced by a site alert)' },
  // Rules editor
  rulesLoading: { id: 'alerts.rulesLoading', defaultMessage: 'Loading the rules…' },
  offlineMinutes: { id: 'alerts.offlineMinutes', defaultMessage: 'Offline longer than (minutes)' },
  faultMinutes: {
    id: 'alerts.faultMinutes',
    defaultMessage: 'In a fault state longer than (minutes)',
  },
  dueDays: { id: 'alerts.dueDays', defaultMessage: 'Due within (days)' },
  dueExplained: {
    id: 'alerts.dueExplained',
    defaultMessage:
      "From each unit's forecast (the usage this dashboard saw on 3 days or more); a unit without enough data counts from 90 % of its limit, and its alert says so.",
  },
  saveRules: { id: 'alerts.saveRules', defaultMessage: 'Save rules' },
  rulesSaved: {
    id: 'alerts.rulesSaved',
    defaultMessage: 'Rules saved. They apply from the next poll.',
  },
  nothingSaved: {
    id: 'alerts.nothingSaved',
    defaultMessage: 'Nothing was saved: correct the marked values and save again.',
  },
  // Rule names
  ruleOffline: { id: 'alerts.rule.offline', defaultMessage: 'Unit offline' },
  ruleCritical: { id: 'alerts.rule.criticalError', defaultMessage: 'Critical error active' },
  ruleFault: { id: 'alerts.rule.fault', defaultMessage: 'Fault state' },
  ruleOverdue: { id: 'alerts.rule.serviceOverdue', defaultMessage: 'Service overdue' },
  ruleDue: { id: 'alerts.rule.serviceDue', defaultMessage: 'Service due soon' },
  ruleNoData: { id: 'alerts.rule.noData', defaultMessage: 'No data' },
  ruleWorkOrderOverdue: {
    id: 'alerts.rule.workOrderOverdue',
    defaultMessage: 'Work order overdue',
  },
  fleet: { id: 'alerts.fleet', defaultMessage: 'Fleet' },
  // Notifications
  enableNotifications: {
    id: 'alerts.enableNotifications',
    defaultMessage: 'Enable desktop notifications',
  },
  notificationsDefault: {
    id: 'alerts.notificationsDefault',
    defaultMessage: 'Desktop notifications are off.',
  },
  notificationsGranted: {
    id: 'alerts.notificationsGranted',
    defaultMessage:
      'Desktop notifications are on: one per new alert, one summary when more than 3 fire.',
  },
  notificationsDenied: {
    id: 'alerts.notificationsDenied',
    defaultMessage:
      'The browser blocks notifications for this site. The dashboard does not ask again; allow them in the site settings of your browser to get them.',
  },
  notificationsUnsupported: {
    id: 'alerts.notificationsUnsupported',
    defaultMessage: 'This browser cannot show desktop notifications.',
  },
});

/** Messages with arguments: their values are typed. */
export const valueMessages = defineMessages<{
  firingPanel: { count: number };
  snoozedHidden: { count: number };
  site: { name: string; units: number; muted: MessageTag };
  ackBy: { by: string; at: string };
  acknowledgedBy: { by: string; at: string };
  note: { subject: string; author: string; text: string };
  saveFailed: { message: string };
  invalidValue: { rule: string; field: string; min: string; max: string };
  lastPing: { at: string };
  critical: { count: number };
  counter: { type: string; value: string; limit: string };
  counterForecast: { type: string; value: string; limit: string; day: string };
  counterShare: { type: string; value: string; limit: string };
  siteOffline: { units: number };
  noData: { duration: string };
  workOrderOverdue: { id: number; day: string };
  noteSummaryTitle: { count: number };
  noteSummaryBody: { names: string; more: number };
  noteTitle: { rule: string; subject: string };
}>({
  firingPanel: {
    id: 'alerts.firingPanel',
    defaultMessage: 'Firing ({count, number} to acknowledge)',
  },
  snoozedHidden: {
    id: 'alerts.snoozedHidden',
    defaultMessage:
      '{count, plural, one {# snoozed alert is} other {# snoozed alerts are}} hidden until its snooze ends.',
  },
  site: {
    id: 'alerts.site',
    defaultMessage: 'Site {name} <muted>({units, plural, other {# units}})</muted>',
  },
  ackBy: { id: 'alerts.ackBy', defaultMessage: 'by {by}, {at}' },
  acknowledgedBy: { id: 'alerts.acknowledgedBy', defaultMessage: 'Acknowledged by {by}, {at}' },
  note: { id: 'alerts.note', defaultMessage: '{subject}: “{text}” ({author})' },
  saveFailed: {
    id: 'alerts.saveFailed',
    defaultMessage: 'The rules could not be stored: {message}',
  },
  invalidValue: {
    id: 'alerts.invalidValue',
    defaultMessage:
      '{rule}: {field, select, days {days} other {minutes}} must be a whole number from {min} to {max}',
  },
  lastPing: { id: 'alerts.value.lastPing', defaultMessage: 'last ping {at}' },
  critical: {
    id: 'alerts.value.critical',
    defaultMessage: '{count, plural, one {# critical error} other {# critical errors}}',
  },
  counter: {
    id: 'alerts.value.counter',
    defaultMessage: '{type} {value} h of {limit} h',
  },
  counterForecast: {
    id: 'alerts.value.counterForecast',
    defaultMessage: '{type} {value} h of {limit} h, forecast: limit on {day}',
  },
  counterShare: {
    id: 'alerts.value.counterShare',
    defaultMessage:
      '{type} {value} h of {limit} h, 90 % or more (not enough usage data for a forecast)',
  },
  siteOffline: {
    id: 'alerts.value.siteOffline',
    defaultMessage: 'all {units, number} units offline',
  },
  noData: { id: 'alerts.value.noData', defaultMessage: 'no fleet data for {duration}' },
  workOrderOverdue: {
    id: 'alerts.value.workOrderOverdue',
    defaultMessage: 'work order {id} was due on {day}',
  },
  noteSummaryTitle: {
    id: 'alerts.noteSummaryTitle',
    defaultMessage: '{count, number} alerts firing',
  },
  noteSummaryBody: {
    id: 'alerts.noteSummaryBody',
    defaultMessage: '{names}; and {more, number} more',
  },
  noteTitle: { id: 'alerts.noteTitle', defaultMessage: '{rule}: {subject}' },
});
