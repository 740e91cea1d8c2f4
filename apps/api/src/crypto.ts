import { createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A 32-byte key for one purpose, derived from APP_SECRET, so one secret can sign cookies and
 * encrypt stored credentials without the two keys ever being the same.
 */
export function deriveKey(appSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'q-suite', purpose, 32));
}

/** A fresh unguessable token: 32 random bytes, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
