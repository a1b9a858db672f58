import { defineMessage, defineMessages } from 'react-intl';

// English text of the unit logbook; translations in messages.nl.json / messages.de.json.
export const messages = defineMessages({
  heading: { id: 'logbook.heading', defaultMessage: 'Logbook' },
  addEntry: { id: 'logbook.addEntry', defaultMessage: 'Add entry' },
  printLogbook: { id: 'logbook.printLogbook', defaultMessage: 'Print logbook' },
  exportCsv: { id: 'logbook.exportCsv', defaultMessage: 'Export CSV' },
  loading: { id: 'logbook.loading', defaultMessage: 'Loading the logbook…' },
  loadFailed: { id: 'logbook.loadFailed', defaultMessage: 'Could not load the logbook' },
  empty: { id: 'logbook.empty', defaultMessage: 'Nothing in the logbook yet.' },
  needsServer: {
    id: 'logbook.needsServer',
    defaultMessage: 'The logbook is kept by the dashboard’s server, which is not running here.',
  },
  caption: { id: 'logbook.caption', defaultMessage: 'Logbook entries, oldest first' },
  colDay: { id: 'logbook.colDay', defaultMessage: 'Date' },
  colKind: { id: 'logbook.colKind', defaultMessage: 'Entry' },
  colDetails: { id: 'logbook.colDetails', defaultMessage: 'Details' },
  colBy: { id: 'logbook.colBy', defaultMessage: 'By' },
  byServer: { id: 'logbook.byServer', defaultMessage: 'Server' },
  kindLampChange: { id: 'logbook.kindLampChange', defaultMessage: 'Lamp change' },
  kindAcrylicChange: { id: 'logbook.kindAcrylicChange', defaultMessage: 'Acrylic change' },
  kindIrradiance: { id: 'logbook.kindIrradiance', defaultMessage: 'UV irradiance measurement' },
  kindUvType: { id: 'logbook.kindUvType', defaultMessage: 'UV type' },
  kindCleaning: { id: 'logbook.kindCleaning', defaultMessage: 'Cleaning' },
  kindInspection: { id: 'logbook.kindInspection', defaultMessage: 'Inspection' },
  kindNote: { id: 'logbook.kindNote', defaultMessage: 'Note' },
  kindPartChange: { id: 'logbook.kindPartChange', defaultMessage: 'Part change seen' },
  kindReset: { id: 'logbook.kindReset', defaultMessage: 'Controller reset' },
  kindUpdate: { id: 'logbook.kindUpdate', defaultMessage: 'Controller update' },
  kindWorkOrder: { id: 'logbook.kindWorkOrder', defaultMessage: 'Work order closed' },
  detailLamps: defineMessage<{ count: number; lampType: string | number }>({
    id: 'logbook.detailLamps',
    defaultMessage: '{count, plural, one {# lamp} other {# lamps}}, type {lampType}',
  }),
  detailIrradiance: defineMessage<{
    value: string | number;
    instrument: string | number;
    who: string | number;
  }>({
    id: 'logbook.detailIrradiance',
    defaultMessage: '{value} W/m², instrument {instrument}, measured by {who}',
  }),
  flagged: { id: 'logbook.flagged', defaultMessage: 'Above 0.3 W/m²' },
  detailUvType: defineMessage<{ type: string | number }>({
    id: 'logbook.detailUvType',
    defaultMessage: 'UV type {type}',
  }),
  detailPartChange: defineMessage<{ counter: string | number; reached: string | number }>({
    id: 'logbook.detailPartChange',
    defaultMessage: '{counter}: counter reset at {reached}',
  }),
  detailOutcome: defineMessage<{ outcome: string | number }>({
    id: 'logbook.detailOutcome',
    defaultMessage: 'Answer: {outcome}',
  }),
  detailVersion: defineMessage<{ version: string | number; outcome: string | number }>({
    id: 'logbook.detailVersion',
    defaultMessage: 'to version {version}, answer {outcome}',
  }),
  detailOrderCounter: defineMessage<{ id: string | number }>({
    id: 'logbook.detailOrderCounter',
    defaultMessage: 'Work order {id} done: counter reset seen',
  }),
  detailOrder: defineMessage<{
    id: string | number;
    state: string | number;
    reason: string | number;
  }>({ id: 'logbook.detailOrder', defaultMessage: 'Work order {id} {state}: {reason}' }),
  formTitle: { id: 'logbook.formTitle', defaultMessage: 'Add a logbook entry' },
  formKind: { id: 'logbook.formKind', defaultMessage: 'Kind of entry' },
  formDay: { id: 'logbook.formDay', defaultMessage: 'Date' },
  formLampType: { id: 'logbook.formLampType', defaultMessage: 'Lamp type or code' },
  formCount: { id: 'logbook.formCount', defaultMessage: 'Number of lamps' },
  formIrradiance: { id: 'logbook.formIrradiance', defaultMessage: 'Irradiance (W/m²)' },
  formInstrument: { id: 'logbook.formInstrument', defaultMessage: 'Instrument' },
  formMeasuredBy: { id: 'logbook.formMeasuredBy', defaultMessage: 'Measured by' },
  formUvType: { id: 'logbook.formUvType', defaultMessage: 'UV type (1–4)' },
  formText: { id: 'logbook.formText', defaultMessage: 'Text' },
  formSave: { id: 'logbook.formSave', defaultMessage: 'Save entry' },
  formSaving: { id: 'logbook.formSaving', defaultMessage: 'Saving…' },
  formFix: {
    id: 'logbook.formFix',
    defaultMessage: 'Please fix the fields marked below; nothing you typed is lost.',
  },
  flaggedWarning: defineMessage<{ value: string | number }>({
    id: 'logbook.flaggedWarning',
    defaultMessage: '{value} W/m² is above the limit of 0.3 W/m²: it will be flagged.',
  }),
  reasonRequired: { id: 'logbook.reasonRequired', defaultMessage: 'This field is required.' },
  reasonNotADate: { id: 'logbook.reasonNotADate', defaultMessage: 'Give a date.' },
  reasonFutureDate: {
    id: 'logbook.reasonFutureDate',
    defaultMessage: 'The date cannot be in the future.',
  },
  reasonNotANumber: defineMessage<{ example: string | number }>({
    id: 'logbook.reasonNotANumber',
    defaultMessage: 'Not a number. Type it like {example}.',
  }),
  reasonWholeNumber: { id: 'logbook.reasonWholeNumber', defaultMessage: 'Give a whole number.' },
  reasonMustBePositive: {
    id: 'logbook.reasonMustBePositive',
    defaultMessage: 'Give a number above 0.',
  },
  reasonUvTypeRange: {
    id: 'logbook.reasonUvTypeRange',
    defaultMessage: 'The UV type is 1, 2, 3 or 4.',
  },
  reasonTooLong: { id: 'logbook.reasonTooLong', defaultMessage: 'This text is too long.' },
  printTitle: defineMessage<{ unit: string | number }>({
    id: 'logbook.printTitle',
    defaultMessage: 'Logbook {unit} – Sunbed Fleet',
  }),
  printHeading: defineMessage<{ unit: string | number }>({
    id: 'logbook.printHeading',
    defaultMessage: 'Logbook of {unit}',
  }),
  printSalon: { id: 'logbook.printSalon', defaultMessage: 'Salon' },
  printSerial: { id: 'logbook.printSerial', defaultMessage: 'Serial number' },
  printAlias: { id: 'logbook.printAlias', defaultMessage: 'Name' },
  printUvType: { id: 'logbook.printUvType', defaultMessage: 'UV type' },
  printUnknown: { id: 'logbook.printUnknown', defaultMessage: 'not recorded' },
  printMade: defineMessage<{ day: string | number }>({
    id: 'logbook.printMade',
    defaultMessage: 'Printed on {day}',
  }),
  printNow: { id: 'logbook.printNow', defaultMessage: 'Print' },
  printBack: { id: 'logbook.printBack', defaultMessage: 'Back to the unit' },
});
