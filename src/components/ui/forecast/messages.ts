import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

// A counter's service forecast, as the service board and the equipment page's counters show it.

export const forecastMessages = defineMessages({
  unknown: { id: 'ui.forecast.unknown', defaultMessage: 'not enough data' },
  later: { id: 'ui.forecast.later', defaultMessage: 'later' },
});

/** `<nowrap>`: each day stays on one line. */
export const forecastRange = defineMessage<{
  day: string;
  earliest: string;
  latest: string;
  nowrap: MessageTag;
}>({
  id: 'ui.forecast.range',
  defaultMessage:
    '<nowrap>{day}</nowrap> (<nowrap>{earliest}</nowrap> – <nowrap>{latest}</nowrap>)',
});
