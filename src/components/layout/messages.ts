import { defineMessages } from 'react-intl';

// English text of the app shell; translations in messages.nl.json / messages.de.json beside.
export const messages = defineMessages({
  language: { id: 'layout.language', defaultMessage: 'Language' },
});
