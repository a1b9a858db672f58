import { defineMessage, defineMessages } from 'react-intl';

// English text of work orders, the logbook's neighbours and QR labels; translations beside.
export const messages = defineMessages({
  pageTitle: { id: 'workOrders.pageTitle', defaultMessage: 'Work orders – Sunbed Fleet' },
  heading: { id: 'workOrders.heading', defaultMessage: 'Work orders' },
  intro: {
    id: 'workOrders.intro',
    defaultMessage:
      'Jobs on the units: what to change, when, and by whom. A work order for lamps, acrylics or filters is closed by the server itself when that counter is seen reset.',
  },
  needsServer: {
    id: 'workOrders.needsServer',
    defaultMessage:
      'Work orders and the logbook are kept by the dashboard’s server. Served as static files, this dashboard has no server to keep them: start it with npm start.',
  },
  checking: { id: 'workOrders.checking', defaultMessage: 'Checking for the dashboard’s server…' },
  loading: { id: 'workOrders.loading', defaultMessage: 'Loading work orders…' },
  loadFailed: { id: 'workOrders.loadFailed', defaultMessage: 'Could not load the work orders' },
  newWorkOrder: { id: 'workOrders.newWorkOrder', defaultMessage: 'New work order' },
  createWorkOrder: { id: 'workOrders.createWorkOrder', defaultMessage: 'Create work order' },
  createFor: defineMessage<{ unit: string | number }>({
    id: 'workOrders.createFor',
    defaultMessage: 'Create work order for {unit}',
  }),
  labels: { id: 'workOrders.labels', defaultMessage: 'Print QR labels' },
  exportCsv: { id: 'workOrders.exportCsv', defaultMessage: 'Export CSV' },
  caption: { id: 'workOrders.caption', defaultMessage: 'Work orders' },
  colUnit: { id: 'workOrders.colUnit', defaultMessage: 'Unit' },
  colParts: { id: 'workOrders.colParts', defaultMessage: 'Parts' },
  colDue: { id: 'workOrders.colDue', defaultMessage: 'Due date' },
  colAssignee: { id: 'workOrders.colAssignee', defaultMessage: 'Assignee' },
  colState: { id: 'workOrders.colState', defaultMessage: 'State' },
  colActions: { id: 'workOrders.colActions', defaultMessage: 'Actions' },
  empty: { id: 'workOrders.empty', defaultMessage: 'No work orders match.' },
  filterState: { id: 'workOrders.filterState', defaultMessage: 'State' },
  filterActive: { id: 'workOrders.filterActive', defaultMessage: 'Open and scheduled' },
  filterAll: { id: 'workOrders.filterAll', defaultMessage: 'All' },
  filterOverdue: { id: 'workOrders.filterOverdue', defaultMessage: 'Overdue only' },
  stateOpen: { id: 'workOrders.stateOpen', defaultMessage: 'Open' },
  stateScheduled: { id: 'workOrders.stateScheduled', defaultMessage: 'Scheduled' },
  stateDone: { id: 'workOrders.stateDone', defaultMessage: 'Done' },
  stateCancelled: { id: 'workOrders.stateCancelled', defaultMessage: 'Cancelled' },
  overdue: { id: 'workOrders.overdue', defaultMessage: 'Overdue' },
  overdueCount: defineMessage<{ count: number }>({
    id: 'workOrders.overdueCount',
    defaultMessage:
      '{count, plural, one {# work order is overdue} other {# work orders are overdue}}',
  }),
  closedByEngine: { id: 'workOrders.closedByEngine', defaultMessage: 'Done: counter reset seen' },
  closedBy: defineMessage<{
    state: string | number;
    name: string | number;
    reason: string | number;
  }>({ id: 'workOrders.closedBy', defaultMessage: '{state} by {name}: {reason}' }),
  schedule: { id: 'workOrders.schedule', defaultMessage: 'Schedule' },
  markDone: { id: 'workOrders.markDone', defaultMessage: 'Mark done' },
  cancelOrder: { id: 'workOrders.cancelOrder', defaultMessage: 'Cancel work order' },
  partLamps: { id: 'workOrders.partLamps', defaultMessage: 'Lamps' },
  partFacialLamps: { id: 'workOrders.partFacialLamps', defaultMessage: 'Facial tanner lamps' },
  partShoulderLamps: {
    id: 'workOrders.partShoulderLamps',
    defaultMessage: 'Shoulder tanner lamps',
  },
  partAcrylics: { id: 'workOrders.partAcrylics', defaultMessage: 'Acrylics' },
  partFilters: { id: 'workOrders.partFilters', defaultMessage: 'Filters' },
  partOther: { id: 'workOrders.partOther', defaultMessage: 'Other' },
  partCount: defineMessage<{ part: string | number; count: string | number }>({
    id: 'workOrders.partCount',
    defaultMessage: '{part} × {count}',
  }),
  formUnit: { id: 'workOrders.formUnit', defaultMessage: 'Unit (serial)' },
  formParts: { id: 'workOrders.formParts', defaultMessage: 'What to change' },
  formCount: defineMessage<{ part: string | number }>({
    id: 'workOrders.formCount',
    defaultMessage: 'How many {part}',
  }),
  formDue: { id: 'workOrders.formDue', defaultMessage: 'Due date' },
  formAssignee: { id: 'workOrders.formAssignee', defaultMessage: 'Assignee (name or e-mail)' },
  formNotes: { id: 'workOrders.formNotes', defaultMessage: 'Notes' },
  formState: { id: 'workOrders.formState', defaultMessage: 'State' },
  formSave: { id: 'workOrders.formSave', defaultMessage: 'Save work order' },
  formCancel: { id: 'workOrders.formCancel', defaultMessage: 'Cancel' },
  formSaving: { id: 'workOrders.formSaving', defaultMessage: 'Saving…' },
  unknownUnit: {
    id: 'workOrders.unknownUnit',
    defaultMessage: 'No unit with this serial in your fleet.',
  },
  noParts: { id: 'workOrders.noParts', defaultMessage: 'Choose at least one part.' },
  badCount: { id: 'workOrders.badCount', defaultMessage: 'Give a whole number above 0.' },
  saveFailed: defineMessage<{ reason: string | number }>({
    id: 'workOrders.saveFailed',
    defaultMessage: 'Could not save: {reason}',
  }),
  doneTitle: { id: 'workOrders.doneTitle', defaultMessage: 'Mark the work order done' },
  doneIntro: {
    id: 'workOrders.doneIntro',
    defaultMessage:
      'The server closes it by itself when the counter is seen reset. Say why it is done without that.',
  },
  cancelTitle: { id: 'workOrders.cancelTitle', defaultMessage: 'Cancel the work order' },
  reason: { id: 'workOrders.reason', defaultMessage: 'Reason' },
  reasonRequired: { id: 'workOrders.reasonRequired', defaultMessage: 'Give a reason.' },
  confirm: { id: 'workOrders.confirm', defaultMessage: 'Confirm' },
  unitOrders: { id: 'workOrders.unitOrders', defaultMessage: 'Work orders' },
  unitNoOrders: {
    id: 'workOrders.unitNoOrders',
    defaultMessage: 'No open work orders for this unit.',
  },
  labelsTitle: { id: 'workOrders.labelsTitle', defaultMessage: 'QR labels – Sunbed Fleet' },
  labelsHeading: { id: 'workOrders.labelsHeading', defaultMessage: 'QR labels' },
  labelsIntro: {
    id: 'workOrders.labelsIntro',
    defaultMessage: 'One label per unit of the fleet view (its filters and search). Print on A4.',
  },
  labelsOpen: { id: 'workOrders.labelsOpen', defaultMessage: 'QR codes open' },
  labelsOpenUnit: { id: 'workOrders.labelsOpenUnit', defaultMessage: 'The unit’s page' },
  labelsOpenBoard: { id: 'workOrders.labelsOpenBoard', defaultMessage: 'The salon board' },
  labelsPreparing: { id: 'workOrders.labelsPreparing', defaultMessage: 'Drawing the labels…' },
  labelsCount: defineMessage<{ count: number }>({
    id: 'workOrders.labelsCount',
    defaultMessage: '{count, plural, one {# label} other {# labels}}',
  }),
  labelQr: defineMessage<{ unit: string | number }>({
    id: 'workOrders.labelQr',
    defaultMessage: 'QR code for {unit}',
  }),
  print: { id: 'workOrders.print', defaultMessage: 'Print' },
});
