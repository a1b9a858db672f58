import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

// English text of the error catalog page; translations beside. The catalog's own descriptions
// are shown as the service sends them (docs/decisions.md#languages).
export const messages = defineMessages({
  pageTitle: { id: 'errors.pageTitle', defaultMessage: 'Error catalog – Sunbed Fleet' },
  heading: { id: 'errors.heading', defaultMessage: 'Error catalog' },
  intro: {
    id: 'errors.intro',
    defaultMessage:
      'The controller reports active errors as a 64-bit value; each set bit is one error below. Bits without an entry are shown on a unit as “Unknown error (bit N)”.',
  },
  loading: { id: 'errors.loading', defaultMessage: 'Loading the error catalog…' },
  loadFailed: { id: 'errors.loadFailed', defaultMessage: 'Could not load the error catalog' },
  builtin: defineMessage<{ strong: MessageTag }>({
    id: 'errors.builtin',
    defaultMessage:
      '<strong>Showing the built-in catalog.</strong> The service’s error catalog could not be loaded, so the table from the interface description is used.',
  }),
  builtinWithReason: defineMessage<{ strong: MessageTag; reason: string }>({
    id: 'errors.builtinWithReason',
    defaultMessage:
      '<strong>Showing the built-in catalog.</strong> The service’s error catalog could not be loaded ({reason}), so the table from the interface description is used.',
  }),
  search: { id: 'errors.search', defaultMessage: 'Search' },
  searchPlaceholder: {
    id: 'errors.searchPlaceholder',
    defaultMessage: 'Error id, description or bit',
  },
  criticalOnly: { id: 'errors.criticalOnly', defaultMessage: 'Critical only' },
  shownOfTotal: defineMessage<{ shown: number; total: number }>({
    id: 'errors.shownOfTotal',
    defaultMessage: '{shown, number} of {total, plural, one {# error} other {# errors}}',
  }),
  caption: { id: 'errors.caption', defaultMessage: 'Controller errors by active-error bit' },
  colBit: { id: 'errors.colBit', defaultMessage: 'Bit' },
  colErrorId: { id: 'errors.colErrorId', defaultMessage: 'Error id' },
  colDescription: { id: 'errors.colDescription', defaultMessage: 'Description' },
  colSeverity: { id: 'errors.colSeverity', defaultMessage: 'Severity' },
  critical: { id: 'errors.critical', defaultMessage: 'Critical' },
  notCritical: { id: 'errors.notCritical', defaultMessage: 'Not critical' },
  noMatch: { id: 'errors.noMatch', defaultMessage: 'No error matches this search.' },
});
