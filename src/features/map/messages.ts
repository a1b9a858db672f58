import { defineMessages } from 'react-intl';

// English text of the fleet map page; translations in messages.nl.json / messages.de.json beside.
export const messages = defineMessages({
  heading: { id: 'map.heading', defaultMessage: 'Fleet map' },
  showInList: { id: 'map.showInList', defaultMessage: 'Show these units in the fleet list' },
  receivedSoFar: { id: 'map.receivedSoFar', defaultMessage: ' (received so far)' },
  companyEmpty: { id: 'map.companyEmpty', defaultMessage: 'This company has no units.' },
  accountEmpty: { id: 'map.accountEmpty', defaultMessage: 'No units are linked to your account.' },
  noMatch: {
    id: 'map.noMatch',
    defaultMessage: 'No site has a unit matching this search and these filters.',
  },
  search: { id: 'map.search', defaultMessage: 'Search' },
  searchPlaceholder: {
    id: 'map.searchPlaceholder',
    defaultMessage: 'Serial, alias, model or city',
  },
});

/** Messages with arguments: their values are typed. */
export const valueMessages = defineMessages<{
  pageTitle: { sites: number };
  status: { sites: number; units: number };
  withoutLocation: { count: number };
}>({
  pageTitle: {
    id: 'map.pageTitle',
    defaultMessage: 'Map ({sites, plural, other {# sites}}) – Sunbed Fleet',
  },
  status: {
    id: 'map.status',
    defaultMessage:
      '{sites, plural, other {# sites}} · {units, plural, other {# units}} on the map',
  },
  withoutLocation: {
    id: 'map.withoutLocation',
    defaultMessage: 'Units without location: {count, number}',
  },
});
