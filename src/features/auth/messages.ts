import { defineMessages } from 'react-intl';

// English text of the sign-in page; translations beside.
export const messages = defineMessages({
  brand: { id: 'auth.brand', defaultMessage: 'Sunbed Fleet' },
  intro: {
    id: 'auth.intro',
    defaultMessage: 'Sign in with the access token of your monitoring-service account.',
  },
  expired: {
    id: 'auth.expired',
    defaultMessage:
      'Your session ended: the service refused the token (it may have expired). Sign in again.',
  },
  signedOut: { id: 'auth.signedOut', defaultMessage: 'You are signed out.' },
  otherTab: { id: 'auth.otherTab', defaultMessage: 'Signed out in another tab.' },
  accessToken: { id: 'auth.accessToken', defaultMessage: 'Access token' },
  rememberMe: { id: 'auth.rememberMe', defaultMessage: 'Remember me' },
  rememberHint: { id: 'auth.rememberHint', defaultMessage: '(keep me signed in on this browser)' },
  enterToken: { id: 'auth.enterToken', defaultMessage: 'Enter your access token.' },
  refused: {
    id: 'auth.refused',
    defaultMessage: 'That token was refused. Check it and try again.',
  },
  signIn: { id: 'auth.signIn', defaultMessage: 'Sign in' },
  signingIn: { id: 'auth.signingIn', defaultMessage: 'Signing in…' },
});
