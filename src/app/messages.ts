import { defineMessages } from 'react-intl';

// English text of the app's own pages; translations beside.
export const messages = defineMessages({
  loadingDashboard: { id: 'app.loadingDashboard', defaultMessage: 'Loading the dashboard…' },
  notFound: { id: 'app.notFound', defaultMessage: 'Page not found' },
  notFoundText: {
    id: 'app.notFoundText',
    defaultMessage: 'This address does not match any page of the dashboard.',
  },
  goToFleet: { id: 'app.goToFleet', defaultMessage: 'Go to the fleet' },
});
