// The browser features a page of ours may use: the screen wake lock (the board's "Keep screen
// on") and the clipboard (Copy path / Copy on the log detail page; reading stays behind the
// browser's own permission prompt, and is what the e2e uses to check what a copy wrote);
// downloads and notifications are not policy features. Everything else is off, also for anything
// injected into the page. Only feature names Chromium knows are listed: an unknown one is
// reported as an error in the console.
const ALLOWED = ['screen-wake-lock', 'clipboard-write', 'clipboard-read'];
const DENIED = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export const PERMISSIONS_POLICY = [
  ...ALLOWED.map((f) => `${f}=(self)`),
  ...DENIED.map((f) => `${f}=()`),
].join(', ');
