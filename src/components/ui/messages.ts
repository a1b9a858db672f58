import { defineMessage, defineMessages } from 'react-intl';

// English text of the shared UI pieces; translations beside (messages.nl.json, messages.de.json).
export const messages = defineMessages({
  loading: { id: 'ui.loading', defaultMessage: 'Loading…' },
  nothingToShow: { id: 'ui.nothingToShow', defaultMessage: 'Nothing to show.' },
  retry: { id: 'ui.retry', defaultMessage: 'Retry' },
  retrying: { id: 'ui.retrying', defaultMessage: 'Retrying…' },
  couldNotLoad: { id: 'ui.couldNotLoad', defaultMessage: 'Could not load this' },
  partFailed: { id: 'ui.partFailed', defaultMessage: 'This part of the page failed' },
  somethingWrong: {
    id: 'ui.somethingWrong',
    defaultMessage: 'Something went wrong while showing this part of the page.',
  },
  stale: {
    id: 'ui.stale',
    defaultMessage: 'Stale: the last refresh failed; showing the last data received.',
  },
  dismiss: { id: 'ui.dismiss', defaultMessage: 'Dismiss' },
  updatedSeconds: defineMessage<{ seconds: number }>({
    id: 'ui.updatedSeconds',
    defaultMessage: 'Updated {seconds} s ago',
  }),
  updatedAgo: defineMessage<{ ago: string }>({
    id: 'ui.updatedAgo',
    defaultMessage: 'Updated {ago}',
  }),
  refreshing: { id: 'ui.refreshing', defaultMessage: '· refreshing…' },
});

/** What an ApiError without a message of the service's own says (src/api/api-error.ts). */
export const errorMessages = defineMessages({
  network: {
    id: 'ui.error.network',
    defaultMessage: 'Cannot reach the service. Check your connection.',
  },
  timeout: { id: 'ui.error.timeout', defaultMessage: 'The service did not answer in time.' },
  parse: {
    id: 'ui.error.parse',
    defaultMessage:
      'The service sent an answer that is not readable JSON. Check the API address in config.json.',
  },
  schema: {
    id: 'ui.error.schema',
    defaultMessage: 'The service sent a document the dashboard cannot read.',
  },
  expired: {
    id: 'ui.error.expired',
    defaultMessage: 'Your session expired or the access token was refused. Sign in again.',
  },
  forbidden: {
    id: 'ui.error.forbidden',
    defaultMessage: 'You do not have permission for this company or action.',
  },
  notFound: { id: 'ui.error.notFound', defaultMessage: 'Not found.' },
  conflict: {
    id: 'ui.error.conflict',
    defaultMessage: 'The request conflicts with the current state of the equipment.',
  },
  busy: { id: 'ui.error.busy', defaultMessage: 'The service is busy. Try again in a moment.' },
  server: { id: 'ui.error.server', defaultMessage: 'The service had a problem. Try again.' },
  rejected: { id: 'ui.error.rejected', defaultMessage: 'The service did not accept the request.' },
  status: defineMessage<{ status: number }>({
    id: 'ui.error.status',
    defaultMessage: 'The service answered with an unexpected status ({status}).',
  }),
});

/** A storage problem (src/lib/storage-problem.ts), then what the feature does without storage. */
export const storageMessages = defineMessages({
  storageUnsupported: defineMessage<{ consequence: string }>({
    id: 'ui.storage.unsupported',
    defaultMessage: 'This browser cannot store data locally: {consequence}',
  }),
  storageQuota: defineMessage<{ consequence: string }>({
    id: 'ui.storage.quota',
    defaultMessage: 'The browser’s storage for this site is full: {consequence}',
  }),
  storageBlocked: defineMessage<{ consequence: string }>({
    id: 'ui.storage.blocked',
    defaultMessage:
      'Another tab of the dashboard keeps an older version of the local data open: {consequence}',
  }),
  storageDenied: defineMessage<{ consequence: string }>({
    id: 'ui.storage.denied',
    defaultMessage:
      'The browser refuses local storage (private mode or a site setting): {consequence}',
  }),
  storageFailed: defineMessage<{ consequence: string }>({
    id: 'ui.storage.failed',
    defaultMessage: 'Local storage failed: {consequence}',
  }),
});
