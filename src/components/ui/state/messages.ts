import { defineMessage, defineMessages } from 'react-intl';

// The state badge's names and tooltips (docs/decisions.md#equipment-state), the health classes and
// the salon-board words (docs/decisions.md#board-words). English equals the domain tables
// (STATE_LABELS, HEALTH_CLASS_LABELS), which CSV files and alerts keep using; use-state-text.test.ts checks.

export const stateNames = defineMessages({
  offline: { id: 'ui.state.offline', defaultMessage: 'Offline' },
  'no-device': { id: 'ui.state.noDevice', defaultMessage: 'No device' },
  'controller-timeout': { id: 'ui.state.controllerTimeout', defaultMessage: 'Controller timeout' },
  'controller-powerup': { id: 'ui.state.controllerPowerup', defaultMessage: 'Powering up' },
  'controller-pincode': { id: 'ui.state.controllerPincode', defaultMessage: 'PIN view' },
  'controller-config-view': { id: 'ui.state.controllerConfigView', defaultMessage: 'Config view' },
  'controller-quickstatus-view': {
    id: 'ui.state.controllerQuickstatusView',
    defaultMessage: 'Quick status view',
  },
  'controller-setting-time': {
    id: 'ui.state.controllerSettingTime',
    defaultMessage: 'Setting time',
  },
  'controller-warning': { id: 'ui.state.controllerWarning', defaultMessage: 'Controller warning' },
  'controller-error': { id: 'ui.state.controllerError', defaultMessage: 'Controller error' },
  'controller-confirm': {
    id: 'ui.state.controllerConfirm',
    defaultMessage: 'Awaiting confirmation',
  },
  'controller-copy-files': {
    id: 'ui.state.controllerCopyFiles',
    defaultMessage: 'Copying update files',
  },
  'controller-online-update': { id: 'ui.state.controllerOnlineUpdate', defaultMessage: 'Updating' },
  'stand-by': { id: 'ui.state.standBy', defaultMessage: 'Stand-by' },
  'in-session': { id: 'ui.state.inSession', defaultMessage: 'In session' },
  cooldown: { id: 'ui.state.cooldown', defaultMessage: 'Cooldown' },
  'session-paused': { id: 'ui.state.sessionPaused', defaultMessage: 'Session paused' },
  cleaning: { id: 'ui.state.cleaning', defaultMessage: 'Cleaning required' },
  unknown: { id: 'ui.state.unknown', defaultMessage: 'Unknown' },
});

export const unknownWithCode = defineMessages({
  label: defineMessage<{ code: string }>({
    id: 'ui.state.unknownCode',
    defaultMessage: 'Unknown (code {code})',
  }),
});

export const stateDescriptions = defineMessages({
  offline: { id: 'ui.stateInfo.offline', defaultMessage: 'Device linked to equipment is offline' },
  'no-device': { id: 'ui.stateInfo.noDevice', defaultMessage: 'No device linked to equipment' },
  'controller-timeout': {
    id: 'ui.stateInfo.controllerTimeout',
    defaultMessage: 'No communication with the controller',
  },
  'controller-powerup': {
    id: 'ui.stateInfo.controllerPowerup',
    defaultMessage: 'Controller is powering up',
  },
  'controller-pincode': {
    id: 'ui.stateInfo.controllerPincode',
    defaultMessage: 'Controller in PIN view',
  },
  'controller-config-view': {
    id: 'ui.stateInfo.controllerConfigView',
    defaultMessage: 'Controller in config view',
  },
  'controller-quickstatus-view': {
    id: 'ui.stateInfo.controllerQuickstatusView',
    defaultMessage: 'Controller in quickstatus view',
  },
  'controller-setting-time': {
    id: 'ui.stateInfo.controllerSettingTime',
    defaultMessage: 'Controller is setting its time',
  },
  'controller-warning': {
    id: 'ui.stateInfo.controllerWarning',
    defaultMessage: 'Controller shows a warning',
  },
  'controller-error': {
    id: 'ui.stateInfo.controllerError',
    defaultMessage: 'Controller shows an error',
  },
  'controller-confirm': {
    id: 'ui.stateInfo.controllerConfirm',
    defaultMessage: 'Controller requests confirmation',
  },
  'controller-copy-files': {
    id: 'ui.stateInfo.controllerCopyFiles',
    defaultMessage: 'Controller is copying update files',
  },
  'controller-online-update': {
    id: 'ui.stateInfo.controllerOnlineUpdate',
    defaultMessage: 'Controller is updating',
  },
  'stand-by': { id: 'ui.stateInfo.standBy', defaultMessage: 'Equipment is in stand-by' },
  'in-session': { id: 'ui.stateInfo.inSession', defaultMessage: 'Equipment is in session' },
  cooldown: { id: 'ui.stateInfo.cooldown', defaultMessage: 'Equipment is in cooldown' },
  'session-paused': { id: 'ui.stateInfo.sessionPaused', defaultMessage: 'Session is paused' },
  cleaning: { id: 'ui.stateInfo.cleaning', defaultMessage: 'Equipment requires cleaning' },
  unknown: {
    id: 'ui.stateInfo.unknown',
    defaultMessage: 'The controller reported a state code this dashboard does not know',
  },
});

export const healthNames = defineMessages({
  ok: { id: 'ui.health.ok', defaultMessage: 'OK' },
  busy: { id: 'ui.health.busy', defaultMessage: 'Busy' },
  attention: { id: 'ui.health.attention', defaultMessage: 'Needs attention' },
  fault: { id: 'ui.health.fault', defaultMessage: 'Fault' },
  offline: { id: 'ui.health.offline', defaultMessage: 'Offline' },
  unknown: { id: 'ui.health.unknown', defaultMessage: 'Unknown' },
});

/** The salon board's words, keyed by the English word (src/domain/equipment/board-words.ts BoardWord). */
export const boardWords = defineMessages({
  Free: { id: 'ui.board.free', defaultMessage: 'Free' },
  'In session': { id: 'ui.board.inSession', defaultMessage: 'In session' },
  Paused: { id: 'ui.board.paused', defaultMessage: 'Paused' },
  'Cooling down': { id: 'ui.board.coolingDown', defaultMessage: 'Cooling down' },
  'Needs cleaning': { id: 'ui.board.needsCleaning', defaultMessage: 'Needs cleaning' },
  Busy: { id: 'ui.board.busy', defaultMessage: 'Busy' },
  Attention: { id: 'ui.board.attention', defaultMessage: 'Attention' },
  Fault: { id: 'ui.board.fault', defaultMessage: 'Fault' },
  Offline: { id: 'ui.board.offline', defaultMessage: 'Offline' },
  Unknown: { id: 'ui.board.unknown', defaultMessage: 'Unknown' },
});
