import { defineMessages } from 'react-intl';

// Names of the counter types the dashboard knows (docs/decisions.md#maintenance-counters). English
// equals the domain table COUNTER_TYPE_NAMES, which the CSV files keep; counter-name-text.test.ts
// checks. Another type is the service's own word, shown as sent (counter-name-text.ts).

export const counterTypeNames = defineMessages({
  operating: { id: 'ui.counter.operating', defaultMessage: 'Operating hours' },
  lamps: { id: 'ui.counter.lamps', defaultMessage: 'Lamps' },
  facial_lamps: { id: 'ui.counter.facialLamps', defaultMessage: 'Facial tanner lamps' },
  shoulder_lamps: { id: 'ui.counter.shoulderLamps', defaultMessage: 'Shoulder tanner lamps' },
  led: { id: 'ui.counter.led', defaultMessage: 'LED' },
  climate_filter: { id: 'ui.counter.climateFilter', defaultMessage: 'Climate filter' },
});

export const counterMessages = defineMessages({
  unnamed: { id: 'ui.counter.unnamed', defaultMessage: 'Unnamed counter' },
});
