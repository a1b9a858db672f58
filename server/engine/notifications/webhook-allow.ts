// docs/decisions.md#notifications: a webhook (and a push endpoint) may only reach the hosts the
// server allows (`--webhook-allow host,host:port`); the reason is what the person reads.

/** null when the URL may be used, else why not (English: the page shows it as given). */
export function refuseUrl(text: string, allow: readonly string[], what = 'webhook'): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `Not a URL: a ${what} needs an address like https://chat.example.com/hook`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return `Only http and https addresses can be used, not ${url.protocol.replace(':', '')}`;
  if (url.username || url.password) return 'The address must not hold a user name or password';
  const host = url.hostname.toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const allowed = allow.some((entry) => {
    const [h, p] = entry
      .trim()
      .toLowerCase()
      .split(/:(?=\d+$)/);
    return h === host && (p === undefined || p === port);
  });
  if (allowed) return null;
  return allow.length === 0
    ? `This server allows no ${what} hosts (ask its operator to start it with --webhook-allow)`
    : `The host ${url.host} is not in this server's allowed list (${allow.join(', ')})`;
}

/** Push endpoints come from the browser's push service: https anywhere, or an allowed host. */
export function refusePushEndpoint(text: string, allow: readonly string[]): string | null {
  try {
    if (new URL(text).protocol === 'https:') return null;
  } catch {
    return 'Not a URL';
  }
  return refuseUrl(text, allow, 'push endpoint');
}
