import { defineMessage, defineMessages } from 'react-intl';

// English text of the Information panel and the edit dialog; translations in messages.nl.json /
// messages.de.json beside. Values sent by the service (names, serials, settings) stay as sent.
export const messages = defineMessages({
  title: { id: 'equipment.information.title', defaultMessage: 'Information' },
  notProvided: {
    id: 'equipment.information.notProvided',
    defaultMessage: 'Not provided by the service',
  },
  unreadable: { id: 'equipment.information.unreadable', defaultMessage: 'unreadable' },
  unreadableTitle: {
    id: 'equipment.information.unreadableTitle',
    defaultMessage: 'The service sent a value of the wrong type',
  },
  settings: { id: 'equipment.information.settings', defaultMessage: 'Settings' },
  settingsCaption: {
    id: 'equipment.information.settingsCaption',
    defaultMessage: 'Equipment settings',
  },
  colSetting: { id: 'equipment.information.colSetting', defaultMessage: 'Setting' },
  colValue: { id: 'equipment.information.colValue', defaultMessage: 'Value' },
  noSettings: { id: 'equipment.information.noSettings', defaultMessage: 'No settings provided' },

  // Groups and rows
  groupIdentity: { id: 'equipment.information.groupIdentity', defaultMessage: 'Identity' },
  groupDevice: { id: 'equipment.information.groupDevice', defaultMessage: 'Linked device' },
  groupLocation: { id: 'equipment.information.groupLocation', defaultMessage: 'Location' },
  groupController: { id: 'equipment.information.groupController', defaultMessage: 'Controller' },
  groupSpecifications: {
    id: 'equipment.information.groupSpecifications',
    defaultMessage: 'Specifications',
  },
  serial: { id: 'equipment.information.serial', defaultMessage: 'Serial' },
  alias: { id: 'equipment.information.alias', defaultMessage: 'Alias' },
  model: { id: 'equipment.information.model', defaultMessage: 'Model' },
  type: { id: 'equipment.information.type', defaultMessage: 'Type' },
  app: { id: 'equipment.information.app', defaultMessage: 'App' },
  equipmentGuid: { id: 'equipment.information.equipmentGuid', defaultMessage: 'Equipment guid' },
  companies: { id: 'equipment.information.companies', defaultMessage: 'Companies' },
  created: { id: 'equipment.information.created', defaultMessage: 'Created' },
  documentUpdated: {
    id: 'equipment.information.documentUpdated',
    defaultMessage: 'Document updated',
  },
  deviceGuid: { id: 'equipment.information.deviceGuid', defaultMessage: 'Device guid' },
  deviceSerial: { id: 'equipment.information.deviceSerial', defaultMessage: 'Device serial' },
  deviceType: { id: 'equipment.information.deviceType', defaultMessage: 'Device type' },
  lastPing: { id: 'equipment.information.lastPing', defaultMessage: 'Last ping' },
  description: { id: 'equipment.information.description', defaultMessage: 'Description' },
  city: { id: 'equipment.information.city', defaultMessage: 'City' },
  country: { id: 'equipment.information.country', defaultMessage: 'Country' },
  timeZone: { id: 'equipment.information.timeZone', defaultMessage: 'Time zone' },
  utcOffset: { id: 'equipment.information.utcOffset', defaultMessage: 'UTC offset' },
  coordinates: { id: 'equipment.information.coordinates', defaultMessage: 'Coordinates' },
  placeId: { id: 'equipment.information.placeId', defaultMessage: 'Map place id' },
  stateCode: { id: 'equipment.information.stateCode', defaultMessage: 'State code' },
  releaseType: { id: 'equipment.information.releaseType', defaultMessage: 'Release type' },
  releaseVersion: {
    id: 'equipment.information.releaseVersion',
    defaultMessage: 'Release version',
  },
  releaseHash: { id: 'equipment.information.releaseHash', defaultMessage: 'Release hash' },
  communication: { id: 'equipment.information.communication', defaultMessage: 'Communication' },
  noneInstalled: { id: 'equipment.information.noneInstalled', defaultMessage: 'none installed' },
  none: { id: 'equipment.information.none', defaultMessage: 'none' },
  timedOut: {
    id: 'equipment.information.timedOut',
    defaultMessage: 'Timed out: the device gets no answer from the controller',
  },
  communicationOk: { id: 'equipment.information.communicationOk', defaultMessage: 'OK' },
  logsParameter: { id: 'equipment.information.logsParameter', defaultMessage: 'Parameter logs' },
  logsBoot: { id: 'equipment.information.logsBoot', defaultMessage: 'Boot logs' },
  logsSession: { id: 'equipment.information.logsSession', defaultMessage: 'Session logs' },
  logsError: { id: 'equipment.information.logsError', defaultMessage: 'Error logs' },
  logsEvent: { id: 'equipment.information.logsEvent', defaultMessage: 'Event logs' },
  colours: { id: 'equipment.information.colours', defaultMessage: 'Colours' },
  options: { id: 'equipment.information.options', defaultMessage: 'Options' },
  settingNumber: defineMessage<{ n: number }>({
    id: 'equipment.information.settingNumber',
    defaultMessage: 'Setting {n}',
  }),

  // Edit dialog
  editTitle: { id: 'equipment.information.editTitle', defaultMessage: 'Edit information' },
  editDescription: {
    id: 'equipment.information.editDescription',
    defaultMessage: 'Only the fields you change are sent to the service.',
  },
  locationDescription: {
    id: 'equipment.information.locationDescription',
    defaultMessage: 'Location description',
  },
  aliasHint: {
    id: 'equipment.information.aliasHint',
    defaultMessage: 'The name shown in the fleet list; empty shows the serial.',
  },
  timeZoneHint: {
    id: 'equipment.information.timeZoneHint',
    defaultMessage: 'IANA name, e.g. Europe/Amsterdam.',
  },
  offsetSavedAs: defineMessage<{ offset: string; seconds: number }>({
    id: 'equipment.information.offsetSavedAs',
    defaultMessage: 'Saved as {offset} ({seconds} s).',
  }),
  offsetHint: { id: 'equipment.information.offsetHint', defaultMessage: 'e.g. +01:00 or -05:30.' },
  nothingChanged: {
    id: 'equipment.information.nothingChanged',
    defaultMessage: 'Nothing changed, so nothing was sent.',
  },
  saved: { id: 'equipment.information.saved', defaultMessage: 'Information saved.' },
  notSaved: defineMessage<{ reason: string }>({
    id: 'equipment.information.notSaved',
    defaultMessage: 'Not saved: {reason} Your input is kept; try again or cancel.',
  }),
  cancel: { id: 'equipment.information.cancel', defaultMessage: 'Cancel' },
  save: { id: 'equipment.information.save', defaultMessage: 'Save' },
  saving: { id: 'equipment.information.saving', defaultMessage: 'Saving…' },

  // Validation
  tooLong: defineMessage<{ field: string; max: number }>({
    id: 'equipment.information.tooLong',
    defaultMessage: '{field} can be at most {max} characters.',
  }),
  controlCharacters: defineMessage<{ field: string }>({
    id: 'equipment.information.controlCharacters',
    defaultMessage: '{field} cannot contain line breaks or control characters.',
  }),
  unknownTimeZone: {
    id: 'equipment.information.unknownTimeZone',
    defaultMessage: 'Not a known time zone. Use a name such as Europe/Amsterdam.',
  },
  badOffset: {
    id: 'equipment.information.badOffset',
    defaultMessage: 'Use an offset such as +01:00 or -05:30, between -12:00 and +14:00.',
  },
});
