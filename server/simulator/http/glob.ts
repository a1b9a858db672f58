/** A path pattern: a regex when written `/.../` or starting with `^`, else a glob (`*`, `**`). */
export function pathMatcher(pattern: string): (path: string) => boolean {
  let re: RegExp;
  if (pattern.startsWith('^')) re = new RegExp(pattern);
  else if (pattern.length > 2 && pattern.startsWith('/') && pattern.endsWith('/'))
    re = new RegExp(pattern.slice(1, -1));
  else {
    const body = pattern
      .split('**')
      .map((part) =>
        part
          .split('*')
          .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]*'),
      )
      .join('.*');
    re = new RegExp(`^${body}$`);
  }
  // Match the service path (/v2/...) and the mounted one (/api/v2/...) alike.
  return (path) => re.test(path) || re.test(`/api${path}`);
}
