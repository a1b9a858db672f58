import { describe, expect, it } from 'vitest';
import { hashText, identityKey, scopedName } from './identity-key';

describe('identityKey', () => {
  it.each([
    ['guid wins over username', { _meta: { guid: 'g-1' }, username: 'ann' }, hashText('g-1')],
    ['username when no guid', { username: 'ann@example.com' }, hashText('ann@example.com')],
    ['blank guid falls back', { _meta: { guid: ' ' }, username: 'ann' }, hashText('ann')],
    ['nothing usable', { username: '' }, null],
    ['no identity yet', undefined, null],
  ])('%s', (_name, identity, expected) => {
    expect(identityKey(identity)).toBe(expected);
  });

  it('never puts the e-mail in a name and differs per identity', () => {
    const a = scopedName(identityKey({ username: 'ann@example.com' })!, 'alerts');
    const b = scopedName(identityKey({ username: 'bob@example.com' })!, 'alerts');
    expect(a).not.toContain('ann');
    expect(a).toMatch(/^sunbed-fleet\.[0-9a-f]{28}\.alerts$/);
    expect(a).not.toBe(b);
  });
});
