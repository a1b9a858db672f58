import { defineMessages } from 'react-intl';

// English text of the map's sites (popover and table); translations in messages.nl.json /
// messages.de.json beside.
export const messages = defineMessages({
  close: { id: 'map.siteClose', defaultMessage: 'Close' },
  localName: { id: 'map.siteLocalName', defaultMessage: 'Local site name' },
  save: { id: 'map.siteSave', defaultMessage: 'Save' },
  rename: { id: 'map.siteRename', defaultMessage: 'Rename site' },
  browserOnly: { id: 'map.siteBrowserOnly', defaultMessage: '(kept in this browser only)' },
  tableCaption: { id: 'map.sitesCaption', defaultMessage: 'Sites' },
  notOnMap: { id: 'map.sitesNotOnMap', defaultMessage: '(not on the map: no coordinates)' },
  showMore: { id: 'map.sitesShowMore', defaultMessage: 'Show more' },
});

/** Messages with arguments: their values are typed. */
export const valueMessages = defineMessages<{
  siteMeta: { place: string; count: number };
  ruleName: { name: string };
  showing: { shown: number; total: number };
}>({
  siteMeta: {
    id: 'map.siteMeta',
    defaultMessage: '{place} · {count, plural, one {# unit} other {# units}}',
  },
  ruleName: { id: 'map.siteRuleName', defaultMessage: ' · rule name: {name}' },
  showing: {
    id: 'map.sitesShowing',
    defaultMessage: 'Showing {shown, number} of {total, plural, other {# sites}}.',
  },
});

/** The sites table's column headers. */
export const columnMessages = defineMessages({
  name: { id: 'map.sitesColumnName', defaultMessage: 'Site' },
  place: { id: 'map.sitesColumnPlace', defaultMessage: 'City / country' },
  units: { id: 'map.sitesColumnUnits', defaultMessage: 'Units' },
  worst: { id: 'map.sitesColumnWorst', defaultMessage: 'Worst health' },
  critical: { id: 'map.sitesColumnCritical', defaultMessage: 'Critical errors' },
});
