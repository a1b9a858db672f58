import { defineMessages } from 'react-intl';

// English text of /activity; translations beside (messages.nl.json, messages.de.json).
export const messages = defineMessages({
  documentTitle: { id: 'activityPage.documentTitle', defaultMessage: 'Activity · Fleet dashboard' },
  heading: { id: 'activityPage.heading', defaultMessage: 'Activity' },
  intro: {
    id: 'activityPage.intro',
    defaultMessage:
      'Every action taken through the dashboard’s server, kept by the server: what you may see of it.',
  },
  needsServer: {
    id: 'activityPage.needsServer',
    defaultMessage:
      'The activity log needs the dashboard’s own server; this dashboard is served as plain files.',
  },
  checking: { id: 'activityPage.checking', defaultMessage: 'Checking for the server…' },
  filterAction: { id: 'activityPage.filterAction', defaultMessage: 'Action' },
  anyAction: { id: 'activityPage.anyAction', defaultMessage: 'Any action' },
  filterWho: { id: 'activityPage.filterWho', defaultMessage: 'Who' },
  filterFrom: { id: 'activityPage.filterFrom', defaultMessage: 'From' },
  filterTo: { id: 'activityPage.filterTo', defaultMessage: 'To' },
  unitFilter: { id: 'activityPage.unitFilter', defaultMessage: 'One unit only' },
  allUnits: { id: 'activityPage.allUnits', defaultMessage: 'Show all units' },
  exportCsv: { id: 'activityPage.exportCsv', defaultMessage: 'Export CSV' },
  verify: { id: 'activityPage.verify', defaultMessage: 'Verify log' },
  intact: { id: 'activityPage.intact', defaultMessage: 'Log intact' },
  verifyFailed: {
    id: 'activityPage.verifyFailed',
    defaultMessage: 'The log could not be verified',
  },
});

export const valueMessages = defineMessages<{ broken: { id: number } }>({
  broken: { id: 'activityPage.broken', defaultMessage: 'Chain broken at entry {id}' },
});
