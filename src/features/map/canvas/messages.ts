import { defineMessages } from 'react-intl';

// English text of the map canvas and its controls; translations in messages.nl.json /
// messages.de.json beside.
export const messages = defineMessages({
  zoomIn: { id: 'map.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'map.zoomOut', defaultMessage: 'Zoom out' },
  fit: { id: 'map.fit', defaultMessage: 'Fit to fleet' },
  region: { id: 'map.region', defaultMessage: 'Fleet map' },
  help: {
    id: 'map.help',
    defaultMessage:
      'Drag, or use the arrow keys, to pan. Use the wheel, a pinch, the plus and minus keys or the buttons to zoom; 0 fits the fleet. Numbers are units per place, coloured by their worst health. The Sites table below lists the same places.',
  },
  basemapFailed: {
    id: 'map.basemapFailed',
    defaultMessage: 'The basemap could not be loaded; the sites are drawn without it.',
  },
  // The basemap's source, a name: the same in every language.
  attribution: { id: 'map.attribution', defaultMessage: 'Natural Earth' },
});
