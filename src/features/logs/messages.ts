import { defineMessage, defineMessages } from 'react-intl';

// English text of the device-log area shared by list and detail (type badges, the one-line
// summaries); translations in messages.nl.json / messages.de.json beside.
// Messages with values are typed by defineMessage<values> (react-intl 12 types formatMessage's values).
export const messages = defineMessages({
  // The type names: in English the service's own codes (what the filter sends).
  typeParameter: { id: 'logs.typeParameter', defaultMessage: 'parameter' },
  typeBoot: { id: 'logs.typeBoot', defaultMessage: 'boot' },
  typeSession: { id: 'logs.typeSession', defaultMessage: 'session' },
  typeError: { id: 'logs.typeError', defaultMessage: 'error' },
  typeEvent: { id: 'logs.typeEvent', defaultMessage: 'event' },
  typeParameterDescription: { id: 'logs.typeParameterDescription', defaultMessage: 'Settings' },
  typeBootDescription: { id: 'logs.typeBootDescription', defaultMessage: 'Boot information' },
  typeSessionDescription: { id: 'logs.typeSessionDescription', defaultMessage: 'A session' },
  typeErrorDescription: { id: 'logs.typeErrorDescription', defaultMessage: 'An error' },
  typeEventDescription: {
    id: 'logs.typeEventDescription',
    defaultMessage: 'Debug information of the controller',
  },
  typeUnknownDescription: {
    id: 'logs.typeUnknownDescription',
    defaultMessage: 'A log type this dashboard does not know',
  },
  // Summaries of one log (log-summary.ts).
  summaryNoPauses: { id: 'logs.summaryNoPauses', defaultMessage: 'no pauses' },
  summaryPauses: defineMessage<{ count: number }>({
    id: 'logs.summaryPauses',
    defaultMessage: '{count, plural, one {# pause} other {# pauses}}',
  }),
  summaryUnknownError: defineMessage<{ bit: number }>({
    id: 'logs.summaryUnknownError',
    defaultMessage: 'Unknown error (bit {bit})',
  }),
  summaryCritical: { id: 'logs.summaryCritical', defaultMessage: 'critical' },
  summaryActive: { id: 'logs.summaryActive', defaultMessage: 'active' },
  summaryCleared: { id: 'logs.summaryCleared', defaultMessage: 'cleared' },
  summaryRelease: defineMessage<{ version: string }>({
    id: 'logs.summaryRelease',
    defaultMessage: 'Release {version}',
  }),
  summaryReleaseOfType: defineMessage<{ version: string; releaseType: string }>({
    id: 'logs.summaryReleaseOfType',
    defaultMessage: 'Release {version} ({releaseType})',
  }),
  summaryNoRelease: { id: 'logs.summaryNoRelease', defaultMessage: 'No release installed' },
  summarySettings: defineMessage<{ count: number }>({
    id: 'logs.summarySettings',
    defaultMessage: '{count, plural, one {# setting} other {# settings}}',
  }),
  summaryChanged: defineMessage<{ names: string }>({
    id: 'logs.summaryChanged',
    defaultMessage: 'changed: {names}',
  }),
  summaryNoDetails: { id: 'logs.summaryNoDetails', defaultMessage: 'No details' },
});
