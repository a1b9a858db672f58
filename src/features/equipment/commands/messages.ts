import { defineMessage, defineMessages } from 'react-intl';

// English text of the controller commands (reset, update), their progress and history;
// translations in messages.nl.json / messages.de.json beside.
export const messages = defineMessages({
  resetController: { id: 'equipment.commands.resetController', defaultMessage: 'Reset controller' },
  startUpdate: { id: 'equipment.commands.startUpdate', defaultMessage: 'Start update' },
  editInformation: {
    id: 'equipment.commands.editInformation',
    defaultMessage: 'Edit information',
  },

  // Why a command is disabled
  checkingPermissions: {
    id: 'equipment.commands.checkingPermissions',
    defaultMessage: 'Checking your permissions…',
  },
  permissionsUnreadable: {
    id: 'equipment.commands.permissionsUnreadable',
    defaultMessage: 'Your permissions could not be read. Reload the page to try again.',
  },
  noPermission: defineMessage<{ permission: string }>({
    id: 'equipment.commands.noPermission',
    defaultMessage: "You do not have the {permission} permission for this unit's company.",
  }),
  browserOffline: {
    id: 'equipment.commands.browserOffline',
    defaultMessage: 'Your browser is offline. Commands are never queued; reconnect first.',
  },
  commandInProgress: {
    id: 'equipment.commands.commandInProgress',
    defaultMessage: 'A command started from this browser is still being followed.',
  },
  noDevice: {
    id: 'equipment.commands.noDevice',
    defaultMessage: 'No device is linked to this unit, so no command can reach its controller.',
  },
  unitOffline: defineMessage<{ span: string }>({
    id: 'equipment.commands.unitOffline',
    defaultMessage: 'The unit is offline: its device has not pinged within the last {span}.',
  }),
  inSession: {
    id: 'equipment.commands.inSession',
    defaultMessage: 'A tanning session is running. Wait until it has ended.',
  },
  sessionPaused: {
    id: 'equipment.commands.sessionPaused',
    defaultMessage: 'A tanning session is paused and may resume. Wait until it has ended.',
  },
  controllerUpdating: {
    id: 'equipment.commands.controllerUpdating',
    defaultMessage: 'The controller is updating. Wait until the update has finished.',
  },

  // Confirmation dialog
  resetTitle: { id: 'equipment.commands.resetTitle', defaultMessage: 'Reset controller?' },
  updateTitle: { id: 'equipment.commands.updateTitle', defaultMessage: 'Start controller update?' },
  resetDescription: {
    id: 'equipment.commands.resetDescription',
    defaultMessage:
      'The controller of <b>{unit}</b> (serial {serial}) restarts. The unit is unavailable until it is back in stand-by, usually within a minute. Any setting not yet saved on the controller is lost.',
  },
  updateDescription: {
    id: 'equipment.commands.updateDescription',
    defaultMessage:
      'The controller of <b>{unit}</b> (serial {serial}) downloads and installs the latest release, replacing {version}. The unit cannot be used for tanning until the update has finished, which can take several minutes.',
  },
  updateAck: {
    id: 'equipment.commands.updateAck',
    defaultMessage: 'I understand the unit will be unavailable during the update',
  },
  cancel: { id: 'equipment.commands.cancel', defaultMessage: 'Cancel' },
  sending: { id: 'equipment.commands.sending', defaultMessage: 'Sending…' },
  noVersion: { id: 'equipment.commands.noVersion', defaultMessage: 'no version' },

  // Progress
  resetPanelTitle: { id: 'equipment.commands.resetPanelTitle', defaultMessage: 'Controller reset' },
  updatePanelTitle: {
    id: 'equipment.commands.updatePanelTitle',
    defaultMessage: 'Controller update',
  },
  dismiss: { id: 'equipment.commands.dismiss', defaultMessage: 'Dismiss' },
  sendingCommand: {
    id: 'equipment.commands.sendingCommand',
    defaultMessage: 'Sending the command…',
  },
  elapsed: defineMessage<{ elapsed: string; limit: number }>({
    id: 'equipment.commands.elapsed',
    defaultMessage: '{elapsed} of at most {limit} min',
  }),
  expectedSteps: { id: 'equipment.commands.expectedSteps', defaultMessage: 'Expected steps' },
  stepSeen: { id: 'equipment.commands.stepSeen', defaultMessage: 'Seen:' },
  stepWaiting: { id: 'equipment.commands.stepWaiting', defaultMessage: 'Waiting for:' },
  resetRestarting: defineMessage<{ state: string }>({
    id: 'equipment.commands.resetRestarting',
    defaultMessage: 'Controller restarting (now: {state}). Waiting for it to settle…',
  }),
  resetAccepted: defineMessage<{ state: string }>({
    id: 'equipment.commands.resetAccepted',
    defaultMessage: 'Command accepted. Waiting for the controller to restart (now: {state})…',
  }),
  updateRunning: defineMessage<{ state: string }>({
    id: 'equipment.commands.updateRunning',
    defaultMessage: 'Update running (now: {state}). Waiting for it to finish…',
  }),
  updateAccepted: defineMessage<{ state: string }>({
    id: 'equipment.commands.updateAccepted',
    defaultMessage:
      'Command accepted. Waiting for the controller to start copying files (now: {state})…',
  }),

  // Outcomes (also kept in this browser's command history, in the language of the moment)
  outcomeResetVerified: {
    id: 'equipment.commands.outcomeResetVerified',
    defaultMessage: 'Controller reset: back in stand-by',
  },
  outcomeResetUnexpected: defineMessage<{ state: string }>({
    id: 'equipment.commands.outcomeResetUnexpected',
    defaultMessage: 'Controller reset, but the unit is now in {state}',
  }),
  outcomeUpdated: defineMessage<{ from: string; to: string }>({
    id: 'equipment.commands.outcomeUpdated',
    defaultMessage: 'Updated: {from} → {to}',
  }),
  outcomeNoNewVersion: defineMessage<{ version: string }>({
    id: 'equipment.commands.outcomeNoNewVersion',
    defaultMessage: 'Update ended without a new version: still {version}',
  }),
  outcomeNoChange: {
    id: 'equipment.commands.outcomeNoChange',
    defaultMessage: 'No change seen after 3 minutes',
  },
  outcomeStuck: defineMessage<{ state: string }>({
    id: 'equipment.commands.outcomeStuck',
    defaultMessage: 'Still {state} after 3 minutes: check the unit',
  }),
  outcomeAbandoned: {
    id: 'equipment.commands.outcomeAbandoned',
    defaultMessage: 'Not followed to the end (the page was closed): check the unit',
  },
  outcomeSent: {
    id: 'equipment.commands.outcomeSent',
    defaultMessage: 'Sent, waiting for the service',
  },
  outcomeAccepted: {
    id: 'equipment.commands.outcomeAccepted',
    defaultMessage: 'Accepted, following the unit',
  },
  failedReset: {
    id: 'equipment.commands.failedReset',
    defaultMessage: "Reset not confirmed: check the unit's state.",
  },
  failedUpdate: {
    id: 'equipment.commands.failedUpdate',
    defaultMessage: "Update not confirmed: check the unit's state.",
  },
  failedForbiddenReset: defineMessage<{ head: string; reason: string }>({
    id: 'equipment.commands.failedForbiddenReset',
    defaultMessage:
      '{head} The service refused it (HTTP 403): you do not have permission to reset this controller. {reason}',
  }),
  failedForbiddenUpdate: defineMessage<{ head: string; reason: string }>({
    id: 'equipment.commands.failedForbiddenUpdate',
    defaultMessage:
      '{head} The service refused it (HTTP 403): you do not have permission to start an update of this controller. {reason}',
  }),
  failedRefused: defineMessage<{ head: string; reason: string }>({
    id: 'equipment.commands.failedRefused',
    defaultMessage: '{head} The service refused it: {reason}',
  }),

  // History
  historyTitle: {
    id: 'equipment.commands.historyTitle',
    defaultMessage: 'Commands from this browser',
  },
  thisUnitOnly: { id: 'equipment.commands.thisUnitOnly', defaultMessage: 'This unit only' },
  allUnits: { id: 'equipment.commands.allUnits', defaultMessage: 'All units' },
  clear: { id: 'equipment.commands.clear', defaultMessage: 'Clear' },
  historyEmptyAll: {
    id: 'equipment.commands.historyEmptyAll',
    defaultMessage: 'No reset or update was started from this browser.',
  },
  historyEmptyUnit: {
    id: 'equipment.commands.historyEmptyUnit',
    defaultMessage: 'No reset or update of this unit was started from this browser.',
  },
  historyCaption: {
    id: 'equipment.commands.historyCaption',
    defaultMessage: 'Controller commands started from this browser, newest first',
  },
  colTime: { id: 'equipment.commands.colTime', defaultMessage: 'Time' },
  colUnit: { id: 'equipment.commands.colUnit', defaultMessage: 'Unit' },
  colCommand: { id: 'equipment.commands.colCommand', defaultMessage: 'Command' },
  colOutcome: { id: 'equipment.commands.colOutcome', defaultMessage: 'Outcome' },
  statusFollowing: { id: 'equipment.commands.statusFollowing', defaultMessage: 'In progress' },
  statusVerified: { id: 'equipment.commands.statusVerified', defaultMessage: 'Verified' },
  statusUnexpected: {
    id: 'equipment.commands.statusUnexpected',
    defaultMessage: 'Ended unexpectedly',
  },
  statusNoChange: { id: 'equipment.commands.statusNoChange', defaultMessage: 'No change' },
  statusStuck: { id: 'equipment.commands.statusStuck', defaultMessage: 'Not settled' },
  statusFailed: { id: 'equipment.commands.statusFailed', defaultMessage: 'Not confirmed' },
});
