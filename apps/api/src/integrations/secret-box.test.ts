import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.js';

const SECRET = 'a-test-app-secret-of-at-least-32-characters';
const KEY = 'sk_live_0123456789abcdef';

describe('createSecretBox', () => {
  const box = createSecretBox(SECRET);

  it('opens what it sealed, for the same context', () => {
    expect(box.open(box.seal(KEY, 'user:1:hris'), 'user:1:hris')).toBe(KEY);
  });

  it('never stores the key or its encodings, and uses a fresh IV each time', () => {
    const first = box.seal(KEY, 'ctx');
    const second = box.seal(KEY, 'ctx');
    expect(first).not.toBe(second);
    for (const sealed of [first, second]) {
      expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(sealed).not.toContain(KEY);
      expect(sealed).not.toContain(Buffer.from(KEY).toString('base64url'));
      expect(sealed).not.toContain(Buffer.from(KEY).toString('hex'));
    }
  });

  it('refuses another context, another secret and any tampering', () => {
    const sealed = box.seal(KEY, 'user:1:hris');
    expect(() => box.open(sealed, 'user:2:hris')).toThrow();
    expect(() => createSecretBox(`${SECRET}-other`).open(sealed, 'user:1:hris')).toThrow();
    const [version, iv, tag, body = ''] = sealed.split('.');
    // The first character: the last one's low bits may decode to nothing.
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => box.open([version, iv, tag, flipped].join('.'), 'user:1:hris')).toThrow();
    expect(() => box.open('plain-text', 'user:1:hris')).toThrow();
  });
});
