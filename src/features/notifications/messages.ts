import { defineMessages } from 'react-intl';

// English text of the notifications page; translations in messages.nl.json / messages.de.json.
export const messages = defineMessages({
  heading: { id: 'notifications.heading', defaultMessage: 'Notifications' },
  pageTitle: { id: 'notifications.pageTitle', defaultMessage: 'Notifications – Sunbed Fleet' },
  intro: {
    id: 'notifications.intro',
    defaultMessage:
      'The server sends these with every dashboard closed: one message per alert firing or resolved, for every unit you may see.',
  },
  needsServer: {
    id: 'notifications.needsServer',
    defaultMessage:
      'Notifications need the dashboard’s server (its fleet engine). This dashboard is served without it, so only the desktop notifications of the Alerts page work, while a tab is open.',
  },
  checking: { id: 'notifications.checking', defaultMessage: 'Checking for the server…' },
  loading: { id: 'notifications.loading', defaultMessage: 'Loading your settings…' },
  mine: { id: 'notifications.mine', defaultMessage: 'My notifications' },
  email: { id: 'notifications.email', defaultMessage: 'E-mail' },
  emailAddress: { id: 'notifications.emailAddress', defaultMessage: 'E-mail address' },
  emailNeeded: {
    id: 'notifications.emailNeeded',
    defaultMessage: 'Enter the e-mail address the messages go to.',
  },
  emailInvalid: {
    id: 'notifications.emailInvalid',
    defaultMessage: 'This is not an e-mail address.',
  },
  quietHours: { id: 'notifications.quietHours', defaultMessage: 'Quiet hours' },
  quietInvalid: {
    id: 'notifications.quietInvalid',
    defaultMessage: 'Write quiet hours as two times like 22:00-07:00, or leave the field empty.',
  },
  repeat: { id: 'notifications.repeat', defaultMessage: 'Repeat until acknowledged' },
  repeatMinutes: { id: 'notifications.repeatMinutes', defaultMessage: 'Every (minutes)' },
  repeatInvalid: {
    id: 'notifications.repeatInvalid',
    defaultMessage: 'Minutes must be a whole number from 1 to 1440.',
  },
  digest: { id: 'notifications.digest', defaultMessage: 'Daily summary' },
  companiesLegend: { id: 'notifications.companiesLegend', defaultMessage: 'Companies' },
  companiesHint: {
    id: 'notifications.companiesHint',
    defaultMessage: 'E-mail and push come for the units of the companies ticked here.',
  },
  companiesNeeded: {
    id: 'notifications.companiesNeeded',
    defaultMessage: 'Tick at least one company, or switch e-mail and push off.',
  },
  rulesLegend: { id: 'notifications.rulesLegend', defaultMessage: 'Rules' },
  rulesHint: {
    id: 'notifications.rulesHint',
    defaultMessage: 'E-mail and push come for the alerts of the rules ticked here.',
  },
  rulesNeeded: {
    id: 'notifications.rulesNeeded',
    defaultMessage: 'Tick at least one rule, or switch e-mail and push off.',
  },
  confirmHint: {
    id: 'notifications.confirmHint',
    defaultMessage:
      'The server checks what you may see each time you use the dashboard. After 3 days without using it, your messages pause until you open it again; you are told a day before and when they pause.',
  },
  save: { id: 'notifications.save', defaultMessage: 'Save' },
  saving: { id: 'notifications.saving', defaultMessage: 'Saving…' },
  saved: { id: 'notifications.saved', defaultMessage: 'Saved.' },
  enablePush: { id: 'notifications.enablePush', defaultMessage: 'Enable push on this device' },
  pushOn: { id: 'notifications.pushOn', defaultMessage: 'Push is on for this device.' },
  pushDenied: {
    id: 'notifications.pushDenied',
    defaultMessage:
      'This browser blocks notifications from the dashboard; allow them in its site settings, then try again.',
  },
  pushUnsupported: {
    id: 'notifications.pushUnsupported',
    defaultMessage:
      'This browser cannot receive push messages (or the app is not installed from this address).',
  },
  webhookUrl: { id: 'notifications.webhookUrl', defaultMessage: 'Webhook URL' },
  addWebhook: { id: 'notifications.addWebhook', defaultMessage: 'Add webhook' },
  noWebhooks: { id: 'notifications.noWebhooks', defaultMessage: 'No webhooks yet.' },
  secret: { id: 'notifications.secret', defaultMessage: 'Signing secret' },
  sendTest: { id: 'notifications.sendTest', defaultMessage: 'Send test' },
  testQueued: {
    id: 'notifications.testQueued',
    defaultMessage: 'Test queued: the server sends it within seconds.',
  },
  deleteWebhook: { id: 'notifications.deleteWebhook', defaultMessage: 'Delete' },
  lastDelivery: { id: 'notifications.lastDelivery', defaultMessage: 'Last delivery' },
  never: { id: 'notifications.never', defaultMessage: 'none yet' },
  webhooksHint: {
    id: 'notifications.webhooksHint',
    defaultMessage:
      'JSON to chat tools and ticket systems, signed with the secret (header X-Signature-256). Only hosts this server allows.',
  },
  webhooksLoading: { id: 'notifications.webhooksLoading', defaultMessage: 'Loading the webhooks…' },
});

/** Messages with arguments: their values are typed. */
export const valueMessages = defineMessages<{
  quietHint: { zone: string };
  digestHint: { zone: string };
  saveFailed: { reason: string };
  pushDevices: { count: number };
  pushFailed: { reason: string };
  refused: { reason: string };
  deleteLabel: { url: string };
  testLabel: { url: string };
  sent: { kind: string; when: string };
  failed: { kind: string; when: string; error: string };
  pending: { kind: string };
  retrying: { kind: string; attempts: number; error: string; when: string };
  other: { kind: string; state: string };
}>({
  quietHint: {
    id: 'notifications.quietHint',
    defaultMessage:
      'Like 22:00-07:00, in your time zone ({zone}); empty for none. Critical errors still come through.',
  },
  digestHint: {
    id: 'notifications.digestHint',
    defaultMessage:
      'By e-mail, every day at 07:00 in your time zone ({zone}): due service, errors and yesterday’s usage of your units.',
  },
  saveFailed: { id: 'notifications.saveFailed', defaultMessage: 'Could not save: {reason}' },
  pushDevices: {
    id: 'notifications.pushDevices',
    defaultMessage:
      '{count, plural, =0 {No device gets push.} one {# device gets push.} other {# devices get push.}}',
  },
  pushFailed: {
    id: 'notifications.pushFailed',
    defaultMessage: 'Push could not be enabled: {reason}',
  },
  refused: { id: 'notifications.refused', defaultMessage: 'Not saved: {reason}' },
  deleteLabel: { id: 'notifications.deleteLabel', defaultMessage: 'Delete webhook {url}' },
  testLabel: { id: 'notifications.testLabel', defaultMessage: 'Send test to {url}' },
  sent: { id: 'notifications.delivery.sent', defaultMessage: '{kind}: delivered {when}' },
  failed: {
    id: 'notifications.delivery.failed',
    defaultMessage: '{kind}: failed {when} ({error})',
  },
  pending: { id: 'notifications.delivery.pending', defaultMessage: '{kind}: waiting to be sent' },
  retrying: {
    id: 'notifications.delivery.retrying',
    defaultMessage: '{kind}: attempt {attempts} failed ({error}), tried again {when}',
  },
  other: { id: 'notifications.delivery.other', defaultMessage: '{kind}: {state}' },
});

// What a delivery was for, as the webhook list names it.
export const kindMessages = defineMessages({
  firing: { id: 'notifications.kind.firing', defaultMessage: 'Alert' },
  resolved: { id: 'notifications.kind.resolved', defaultMessage: 'Resolved' },
  test: { id: 'notifications.kind.test', defaultMessage: 'Test' },
  reminder: { id: 'notifications.kind.reminder', defaultMessage: 'Reminder' },
});

// The alert rules as the alerts page names them.
export const ruleMessages = defineMessages({
  offline: { id: 'notifications.rule.offline', defaultMessage: 'Unit offline' },
  'critical-error': {
    id: 'notifications.rule.criticalError',
    defaultMessage: 'Critical error active',
  },
  fault: { id: 'notifications.rule.fault', defaultMessage: 'Fault state' },
  'service-overdue': {
    id: 'notifications.rule.serviceOverdue',
    defaultMessage: 'Service overdue',
  },
  'service-due': { id: 'notifications.rule.serviceDue', defaultMessage: 'Service due soon' },
  'work-order-overdue': {
    id: 'notifications.rule.workOrderOverdue',
    defaultMessage: 'Work order overdue',
  },
});
