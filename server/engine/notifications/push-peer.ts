// A test device of web push (RFC 8291): its keys for a subscription, and the decryption of the
// aes128gcm body a push service hands it. Used by the push tests and the notifications e2e.
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';

export interface PushPeer {
  keys: { p256dh: string; auth: string };
  decrypt(body: Buffer): string;
}

export function pushPeer(): PushPeer {
  const device = createECDH('prime256v1');
  const devicePublic = device.generateKeys();
  const authSecret = randomBytes(16);
  return {
    keys: { p256dh: devicePublic.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt(body) {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const serverPublic = body.subarray(21, 21 + idLength);
      const cipher = body.subarray(21 + idLength);
      const shared = device.computeSecret(serverPublic);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), devicePublic, serverPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, info, 32));
      const derive = (label: string, length: number) =>
        Buffer.from(
          hkdfSync('sha256', ikm, salt, Buffer.from(`Content-Encoding: ${label}\0`), length),
        );
      const decipher = createDecipheriv(
        'aes-128-gcm',
        derive('aes128gcm', 16),
        derive('nonce', 12),
      );
      decipher.setAuthTag(cipher.subarray(cipher.length - 16));
      const plain = Buffer.concat([
        decipher.update(cipher.subarray(0, cipher.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02 and zero padding.
      return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
    },
  };
}
