// The browser features a page of ours may use. The app needs only the screen wake
// lock (the board's "Keep screen on"), and downloads/notifications, which are not policy
// features; everything else is off, also for anything injected into the page. Only feature
// names Chromium knows are listed: an unknown one is reported as an error in the console.
const ALLOWED = ['screen-wake-lock'];
const DENIED = [
  'accelerometer',
  'autoplay',
  'camera',
  'clipboard-read',
  'clipboard-write',
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
