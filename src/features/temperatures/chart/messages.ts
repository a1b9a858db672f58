import { defineMessages } from 'react-intl';

// English text of the temperature charts; translations in messages.nl.json / messages.de.json beside.
export const messages = defineMessages({
  noReading: { id: 'temperatures.chartNoReading', defaultMessage: 'no reading' },
  clickToOpen: { id: 'temperatures.chartClickToOpen', defaultMessage: 'Click to open this log' },
  allHidden: {
    id: 'temperatures.chartAllHidden',
    defaultMessage:
      'All sensors of this chart are hidden. Show them from the Latest readings table.',
  },
  stateRow: { id: 'temperatures.chartStateRow', defaultMessage: 'State' },
  statesList: {
    id: 'temperatures.chartStatesList',
    defaultMessage: 'Controller states in this window',
  },
  noLogs: { id: 'temperatures.chartNoLogs', defaultMessage: 'no logs' },
  celsius: { id: 'temperatures.chartCelsius', defaultMessage: '(°C)' },
});

/** Messages with arguments: their values are typed. */
export const valueMessages = defineMessages<{
  bucketNote: { duration: string };
  bucketExplained: { duration: string };
  browserZone: { zone: string };
  chartLabel: { title: string };
  stateSpan: { state: string; from: string; to: string };
  stateSummary: { summary: string };
}>({
  bucketNote: {
    id: 'temperatures.chartBucketNote',
    defaultMessage: 'Lowest and highest value per {duration}',
  },
  bucketExplained: {
    id: 'temperatures.chartBucketExplained',
    defaultMessage:
      ' Each line shows the lowest and highest reading per {duration}, so short peaks stay visible.',
  },
  browserZone: {
    id: 'temperatures.chartBrowserZone',
    defaultMessage: "Times in your browser's time zone ({zone}).",
  },
  chartLabel: {
    id: 'temperatures.chartLabel',
    defaultMessage:
      '{title}, line chart. The Latest readings table lists the same sensors as text.',
  },
  stateSpan: { id: 'temperatures.chartStateSpan', defaultMessage: '{state}: {from} – {to}' },
  stateSummary: {
    id: 'temperatures.chartStateSummary',
    defaultMessage: 'Controller state over the window: {summary}',
  },
});

/** The sensor groups of src/domain/equipment/sensors.ts SENSOR_GROUPS, one chart each. */
export const groupMessages = defineMessages({
  lamp: { id: 'temperatures.groupLamp', defaultMessage: 'Lamp temperatures' },
  room: { id: 'temperatures.groupRoom', defaultMessage: 'Room temperatures' },
  climate: { id: 'temperatures.groupClimate', defaultMessage: 'Airco and climate control' },
  led: { id: 'temperatures.groupLed', defaultMessage: 'LED temperatures' },
  other: { id: 'temperatures.groupOther', defaultMessage: 'Other sensors' },
});
