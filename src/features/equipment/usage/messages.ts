import { defineMessage, defineMessages } from 'react-intl';

// English text of the Usage and Error timeline panels; translations in messages.nl.json /
// messages.de.json beside. Error descriptions come from the service's catalog and stay as sent.
export const messages = defineMessages({
  // Usage
  usageTitle: { id: 'equipment.usage.title', defaultMessage: 'Usage' },
  loading: { id: 'equipment.usage.loading', defaultMessage: 'Loading session logs…' },
  loadError: { id: 'equipment.usage.loadError', defaultMessage: 'Could not load the session logs' },
  empty: {
    id: 'equipment.usage.empty',
    defaultMessage: 'No session logs in the last 60 days: there is no usage to show.',
  },
  notKnown: { id: 'equipment.usage.notKnown', defaultMessage: 'Not known' },
  previousNotCovered: {
    id: 'equipment.usage.previousNotCovered',
    defaultMessage: 'The logs do not cover the 30 days before.',
  },
  previousNoSessions: {
    id: 'equipment.usage.previousNoSessions',
    defaultMessage: 'No sessions in the 30 days before.',
  },
  previousSessions: defineMessage<{ count: number }>({
    id: 'equipment.usage.previousSessions',
    // The English keeps its form for every count (tests read it); nl/de use real plurals.
    defaultMessage: '{count, plural, other {# sessions in the 30 days before}}',
  }),
  noChange: { id: 'equipment.usage.noChange', defaultMessage: 'no change' },
  sessions30: { id: 'equipment.usage.sessions30', defaultMessage: 'Sessions, last 30 days' },
  minutes30: {
    id: 'equipment.usage.minutes30',
    defaultMessage: 'Minutes in session, last 30 days',
  },
  hoursValue: defineMessage<{ hours: string }>({
    id: 'equipment.usage.hoursValue',
    defaultMessage: '{hours} h',
  }),
  averageSession: { id: 'equipment.usage.averageSession', defaultMessage: 'Average session' },
  trend: { id: 'equipment.usage.trend', defaultMessage: 'Sessions vs the 30 days before' },
  partial: defineMessage<{ days: number }>({
    id: 'equipment.usage.partial',
    defaultMessage: 'Partial data: the session logs cover only the last {days} of 30 days.',
  }),
  unreadableLogs: defineMessage<{ count: number }>({
    id: 'equipment.usage.unreadableLogs',
    defaultMessage:
      '{count, plural, one {# session log without a readable session time is not counted.} other {# session logs without a readable session time are not counted.}}',
  }),
  noSessions: {
    id: 'equipment.usage.noSessions',
    defaultMessage: 'No sessions in the last 30 days.',
  },
  loadingChart: { id: 'equipment.usage.loadingChart', defaultMessage: 'Loading the chart…' },

  // Days chart and table
  perDayCaption: {
    id: 'equipment.usage.perDayCaption',
    defaultMessage: 'Sessions per day, last 30 days',
  },
  chartLabel: {
    id: 'equipment.usage.chartLabel',
    defaultMessage: 'Sessions per day, bar chart. The table beside it lists the same numbers.',
  },
  sessions: { id: 'equipment.usage.sessions', defaultMessage: 'Sessions' },
  perDayRegion: {
    id: 'equipment.usage.perDayRegion',
    defaultMessage: 'Sessions and minutes per day',
  },
  perDayTableCaption: {
    id: 'equipment.usage.perDayTableCaption',
    defaultMessage: 'Sessions and minutes in session per day',
  },
  colDay: { id: 'equipment.usage.colDay', defaultMessage: 'Day' },
  colMinutes: { id: 'equipment.usage.colMinutes', defaultMessage: 'Minutes' },

  // Hours grid
  busiestHeading: {
    id: 'equipment.usage.busiestHeading',
    defaultMessage: 'Busiest hours, last 30 days',
  },
  busiestText: defineMessage<{ busiest: string; zone: string }>({
    id: 'equipment.usage.busiestText',
    defaultMessage:
      "Busiest: {busiest}. Sessions by the hour they started, in the unit's time ({zone}).",
  }),
  gridRegion: { id: 'equipment.usage.gridRegion', defaultMessage: 'Sessions by weekday and hour' },
  gridCaption: {
    id: 'equipment.usage.gridCaption',
    defaultMessage: 'Sessions started per weekday and hour, last 30 days',
  },
  gridCell: defineMessage<{ day: string; time: string; count: number }>({
    id: 'equipment.usage.gridCell',
    defaultMessage: '{day} {time}: {count, plural, one {# session} other {# sessions}}',
  }),

  // Error timeline
  timelineTitle: { id: 'equipment.usage.timelineTitle', defaultMessage: 'Error timeline' },
  timelineLoading: { id: 'equipment.usage.timelineLoading', defaultMessage: 'Loading error logs…' },
  timelineError: {
    id: 'equipment.usage.timelineError',
    defaultMessage: 'Could not load the error logs',
  },
  timelineEmpty: {
    id: 'equipment.usage.timelineEmpty',
    defaultMessage: 'No error logs in the last 90 days and no active errors.',
  },
  critical: { id: 'equipment.usage.critical', defaultMessage: 'Critical' },
  criticalGap: {
    id: 'equipment.usage.criticalGap',
    defaultMessage: 'Time between critical failures:',
  },
  criticalGapUnknown: {
    id: 'equipment.usage.criticalGapUnknown',
    defaultMessage: 'not known (fewer than two critical errors in 90 days)',
  },
  perIdRegion: { id: 'equipment.usage.perIdRegion', defaultMessage: 'Errors per id' },
  perIdCaption: {
    id: 'equipment.usage.perIdCaption',
    defaultMessage: 'Errors per id, last 90 days',
  },
  colError: { id: 'equipment.usage.colError', defaultMessage: 'Error' },
  col30: { id: 'equipment.usage.col30', defaultMessage: '30 days' },
  col90: { id: 'equipment.usage.col90', defaultMessage: '90 days' },
  colBetween: { id: 'equipment.usage.colBetween', defaultMessage: 'Time between' },
  colLast: { id: 'equipment.usage.colLast', defaultMessage: 'Last' },
  activeNow: { id: 'equipment.usage.activeNow', defaultMessage: 'Active now' },
  noLog: { id: 'equipment.usage.noLog', defaultMessage: 'no log' },
  latestErrors: { id: 'equipment.usage.latestErrors', defaultMessage: 'Latest errors' },
  latestShown: defineMessage<{ shown: number; total: number }>({
    id: 'equipment.usage.latestShown',
    defaultMessage: '({shown} of {total})',
  }),
  latestLabel: {
    id: 'equipment.usage.latestLabel',
    defaultMessage: 'Latest errors, newest first',
  },
});
