import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from '../crypto.js';

/** The purpose the key is derived for: never the same key as the cookie signer's. */
const KEY_PURPOSE = 'integration-api-keys';
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts stored credentials with AES-256-GCM under a key derived from APP_SECRET. Each
 * ciphertext is bound to a context (owner and integration type) through the additional
 * authenticated data, so a ciphertext copied onto another row does not decrypt there.
 * Stored form: `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
export interface SecretBox {
  seal(plaintext: string, context: string): string;
  /** Throws when the value was tampered with, sealed under another secret or for another context. */
  open(sealed: string, context: string): string;
}

/** A box under the key derived for `purpose` (stored credentials unless told another). */
export function createSecretBox(appSecret: string, purpose = KEY_PURPOSE): SecretBox {
  const key = deriveKey(appSecret, purpose);
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) {
        throw new Error('Unrecognised sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
