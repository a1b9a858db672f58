import { describe, expect, it } from 'vitest';
import { refusePushEndpoint, refuseUrl } from './webhook-allow.ts';

describe('refuseUrl', () => {
  const allow = ['chat.example.com', '127.0.0.1:9000'];
  it('lets listed hosts through, with or without a port in the list', () => {
    expect(refuseUrl('https://chat.example.com/hooks/1', allow)).toBeNull();
    expect(refuseUrl('http://127.0.0.1:9000/x', allow)).toBeNull();
  });
  it('names the reason for anything else', () => {
    expect(refuseUrl('http://127.0.0.1:9001/x', allow)).toMatch(/127\.0\.0\.1:9001 is not in/);
    expect(refuseUrl('https://evil.example.org/', allow)).toMatch(/not in this server's allowed/);
    expect(refuseUrl('ftp://chat.example.com/', allow)).toMatch(/Only http and https/);
    expect(refuseUrl('chat', allow)).toMatch(/Not a URL/);
    expect(refuseUrl('https://a:b@chat.example.com/', allow)).toMatch(/user name/);
    expect(refuseUrl('https://chat.example.com/', [])).toMatch(/--webhook-allow/);
  });
  it('takes any https push endpoint, plain http only from an allowed host', () => {
    expect(refusePushEndpoint('https://fcm.googleapis.com/fcm/send/x', [])).toBeNull();
    expect(refusePushEndpoint('http://127.0.0.1:9000/push', allow)).toBeNull();
    expect(refusePushEndpoint('http://10.0.0.1/push', allow)).not.toBeNull();
  });
});
