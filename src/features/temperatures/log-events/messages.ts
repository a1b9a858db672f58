import { defineMessages } from 'react-intl';

// English text of the log events under the temperature charts; translations in messages.nl.json /
// messages.de.json beside.
export const messages = defineMessages({
  showEvents: { id: 'temperatures.eventsShow', defaultMessage: 'Show log events' },
  loading: {
    id: 'temperatures.eventsLoading',
    defaultMessage: 'Loading the device logs of this window…',
  },
  failed: { id: 'temperatures.eventsFailed', defaultMessage: 'Could not load the device logs.' },
  retry: { id: 'temperatures.eventsRetry', defaultMessage: 'Retry' },
  logsRow: { id: 'temperatures.eventsLogsRow', defaultMessage: 'Logs' },
  kinds: { id: 'temperatures.eventsKinds', defaultMessage: 'Log event kinds' },
  none: {
    id: 'temperatures.eventsNone',
    defaultMessage: 'No session, error, boot or parameter logs in this window.',
  },
  errorFallback: { id: 'temperatures.eventsErrorFallback', defaultMessage: 'Error' },
  settingsChanged: { id: 'temperatures.eventsSettingsChanged', defaultMessage: 'Settings changed' },
  reasonNotGiven: { id: 'temperatures.eventsReasonNotGiven', defaultMessage: 'reason not given' },
});

/** Messages with arguments: their values are typed. */
export const valueMessages = defineMessages<{
  markers: { count: number };
  label: { kind: string; time: string; summary: string };
  more: { count: number };
  session: { minutes: number };
  error: { id: string; description: string };
  boot: { reason: string };
  changed: { list: string };
}>({
  markers: {
    id: 'temperatures.eventsMarkers',
    defaultMessage: 'Device log events in this window: {count, plural, other {# markers}}',
  },
  label: { id: 'temperatures.eventsLabel', defaultMessage: '{kind} at {time}: {summary}' },
  more: {
    id: 'temperatures.eventsMore',
    defaultMessage: '{count, plural, other { (+# more in this pixel column)}}',
  },
  session: { id: 'temperatures.eventsSession', defaultMessage: '{minutes} min session' },
  error: { id: 'temperatures.eventsError', defaultMessage: '{id}: {description}' },
  boot: { id: 'temperatures.eventsBoot', defaultMessage: 'Boot ({reason})' },
  changed: { id: 'temperatures.eventsChanged', defaultMessage: 'Changed: {list}' },
});

/** The marker kinds of src/domain/equipment/log-markers.ts. */
export const kindMessages = defineMessages({
  'session-start': { id: 'temperatures.eventsKindSessionStart', defaultMessage: 'Session start' },
  'session-end': { id: 'temperatures.eventsKindSessionEnd', defaultMessage: 'Session end' },
  error: { id: 'temperatures.eventsKindError', defaultMessage: 'Error' },
  boot: { id: 'temperatures.eventsKindBoot', defaultMessage: 'Boot' },
  parameter: { id: 'temperatures.eventsKindParameter', defaultMessage: 'Parameter change' },
});
