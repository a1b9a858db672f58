import { defineMessage, defineMessages } from 'react-intl';

// English text of the app shell; translations in messages.nl.json / messages.de.json beside.
export const messages = defineMessages({
  language: { id: 'layout.language', defaultMessage: 'Language' },
  brand: { id: 'layout.brand', defaultMessage: 'Sunbed Fleet' },
  skipToContent: { id: 'layout.skipToContent', defaultMessage: 'Skip to content' },
  mainNav: { id: 'layout.mainNav', defaultMessage: 'Main' },
  menu: { id: 'layout.menu', defaultMessage: 'Menu' },
  navFleet: { id: 'layout.navFleet', defaultMessage: 'Fleet' },
  navErrors: { id: 'layout.navErrors', defaultMessage: 'Error catalog' },
  navMap: { id: 'layout.navMap', defaultMessage: 'Map' },
  navService: { id: 'layout.navService', defaultMessage: 'Service' },
  navUpdates: { id: 'layout.navUpdates', defaultMessage: 'Updates' },
  navActivity: { id: 'layout.navActivity', defaultMessage: 'Activity' },
  navWorkOrders: { id: 'layout.navWorkOrders', defaultMessage: 'Work orders' },
  navBoard: { id: 'layout.navBoard', defaultMessage: 'Board' },
  startPage: { id: 'layout.startPage', defaultMessage: 'Start page' },
  navAlerts: defineMessage<{ count: number }>({
    id: 'layout.navAlerts',
    defaultMessage: 'Alerts ({count})',
  }),
  accountFailed: { id: 'layout.accountFailed', defaultMessage: 'Could not load your account' },
  pageFailed: { id: 'layout.pageFailed', defaultMessage: 'This page failed to render' },
  offline: {
    id: 'layout.offline',
    defaultMessage:
      'You are offline. The page shows the last data received and refreshes when the connection is back; commands cannot be sent meanwhile.',
  },
  offlineCopy: defineMessage<{ time: string }>({
    id: 'layout.offlineCopy',
    defaultMessage: 'Offline — showing data from {time}.',
  }),
  updateAvailable: { id: 'layout.updateAvailable', defaultMessage: 'New version available' },
  updateReload: { id: 'layout.updateReload', defaultMessage: 'Reload' },
  updateLater: { id: 'layout.updateLater', defaultMessage: 'Later' },
  signedIn: { id: 'layout.signedIn', defaultMessage: 'Signed in' },
  account: defineMessage<{ name: string }>({
    id: 'layout.account',
    defaultMessage: 'Account: {name}',
  }),
  signOut: { id: 'layout.signOut', defaultMessage: 'Sign out' },
  notifications: { id: 'layout.notifications', defaultMessage: 'Notifications' },
  themeSystem: { id: 'layout.themeSystem', defaultMessage: 'Theme: system' },
  themeLight: { id: 'layout.themeLight', defaultMessage: 'Theme: light' },
  themeDark: { id: 'layout.themeDark', defaultMessage: 'Theme: dark' },
  themeNameSystem: { id: 'layout.themeNameSystem', defaultMessage: 'system' },
  themeNameLight: { id: 'layout.themeNameLight', defaultMessage: 'light' },
  themeNameDark: { id: 'layout.themeNameDark', defaultMessage: 'dark' },
  themeSwitch: defineMessage<{ current: string; next: string }>({
    id: 'layout.themeSwitch',
    defaultMessage: '{current} (switch to {next})',
  }),
  themeTip: defineMessage<{ current: string; next: string }>({
    id: 'layout.themeTip',
    defaultMessage: '{current}. Click for {next}.',
  }),
});
