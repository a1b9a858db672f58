import { defineMessage, defineMessages } from 'react-intl';

// English text of the service board; translations in messages.nl.json / messages.de.json beside.
export const messages = defineMessages({
  pageTitle: { id: 'service.pageTitle', defaultMessage: 'Service board – Sunbed Fleet' },
  heading: { id: 'service.heading', defaultMessage: 'Service board' },
  intro: {
    id: 'service.intro',
    defaultMessage:
      "Every counter with a service limit, against that limit. Forecasts come from the usage this browser has seen and from the units' session logs, which are read for the rows you look at.",
  },
  introServer: {
    id: 'service.introServer',
    defaultMessage:
      "Every counter with a service limit, against that limit. Forecasts come from the usage the server has recorded for each unit, with every browser closed too, and from the units' session logs, which are read for the rows you look at.",
  },
  noHistory: {
    id: 'service.noHistory',
    defaultMessage: 'the fleet history is not kept in this browser.',
  },
  dueWithin: { id: 'service.dueWithin', defaultMessage: 'Due within' },
  withinOverdue: { id: 'service.withinOverdue', defaultMessage: 'Overdue' },
  withinAll: { id: 'service.withinAll', defaultMessage: 'All' },
  counter: { id: 'service.counter', defaultMessage: 'Counter' },
  allCounters: { id: 'service.allCounters', defaultMessage: 'All counters' },
  statusOverdue: { id: 'service.statusOverdue', defaultMessage: 'Overdue' },
  statusDueSoon: { id: 'service.statusDueSoon', defaultMessage: 'Due soon' },
  statusOk: { id: 'service.statusOk', defaultMessage: 'OK' },
  receivedSoFar: { id: 'service.receivedSoFar', defaultMessage: ' (received so far)' },
  cancel: { id: 'service.cancel', defaultMessage: 'Cancel' },
  exportCsv: { id: 'service.exportCsv', defaultMessage: 'Export CSV' },
  preparing: { id: 'service.preparing', defaultMessage: 'Preparing the service board…' },
  noLimits: {
    id: 'service.noLimits',
    defaultMessage:
      'No counter of these units has a service limit (from the service or config.json).',
  },
  caption: {
    id: 'service.caption',
    defaultMessage: 'Service counters against their limits; select a unit to open it.',
  },
  noneDue: { id: 'service.noneDue', defaultMessage: 'No counter is due within this window.' },
  // Table
  colUnit: { id: 'service.colUnit', defaultMessage: 'Unit' },
  colSite: { id: 'service.colSite', defaultMessage: 'Site' },
  colCounter: { id: 'service.colCounter', defaultMessage: 'Counter' },
  colUsed: { id: 'service.colUsed', defaultMessage: 'Used' },
  colLimit: { id: 'service.colLimit', defaultMessage: 'Limit' },
  colStatus: { id: 'service.colStatus', defaultMessage: 'Status' },
  colForecast: { id: 'service.colForecast', defaultMessage: 'Forecast' },
  controllerAsks: { id: 'service.controllerAsks', defaultMessage: 'Controller asks for it' },
});

/** Messages with arguments: their values are typed. */
export const valueMessages = defineMessages<{
  withinDays: { days: number };
  statusCount: { status: string; count: number };
  forecasting: { done: number; total: number };
  forecastAll: { count: number };
  percent: { percent: number };
}>({
  withinDays: defineMessage({
    id: 'service.withinDays',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
  }),
  statusCount: defineMessage({
    id: 'service.statusCount',
    defaultMessage: '{status}: {count, number}',
  }),
  forecasting: defineMessage({
    id: 'service.forecasting',
    defaultMessage: 'Forecasting {done} of {total, plural, other {{total} units}}',
  }),
  forecastAll: defineMessage({
    id: 'service.forecastAll',
    defaultMessage: '{count, plural, other {Forecast all # units}}',
  }),
  percent: defineMessage({ id: 'service.percent', defaultMessage: '{percent} %' }),
});
