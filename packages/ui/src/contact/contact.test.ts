import { describe, expect, it } from 'vitest';
import { CONTACT_ADDRESSES, MAIL_LINKS, mailtoHref } from './contact';

describe('mailtoHref', () => {
  it('addresses the mail and encodes the subject', () => {
    expect(mailtoHref('hello@q-suite.example', 'Demo request & pricing')).toBe(
      'mailto:hello@q-suite.example?subject=Demo%20request%20%26%20pricing',
    );
  });
});

describe('contact addresses', () => {
  it('all live at the reserved .example domain of the product', () => {
    for (const address of Object.values(CONTACT_ADDRESSES)) {
      expect(address).toMatch(/^[a-z]+@q-suite\.example$/);
    }
    for (const link of Object.values(MAIL_LINKS)) expect(link).toMatch(/^mailto:[a-z]+@q-suite/);
  });
});
