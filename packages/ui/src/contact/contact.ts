import type { DropdownMenuItem } from '../dropdown-menu';

/** Where the suite's mail links go: every address in one place, at the product's domain. */
export const CONTACT_ADDRESSES = {
  contact: 'hello@q-suite.example',
  investing: 'investors@q-suite.example',
  feedback: 'feedback@q-suite.example',
  demo: 'demo@q-suite.example',
  pricing: 'sales@q-suite.example',
} as const;

/** A `mailto:` link to `address`, with the subject filled in. */
export function mailtoHref(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/** The suite's mail links: the Q menu, 'Request a demo' and 'Get Early Access Pricing'. */
export const MAIL_LINKS = {
  contact: mailtoHref(CONTACT_ADDRESSES.contact, 'Hello from the Q website'),
  investing: mailtoHref(CONTACT_ADDRESSES.investing, 'Interested in investing in Q'),
  feedback: mailtoHref(CONTACT_ADDRESSES.feedback, 'Feedback on Q'),
  requestDemo: mailtoHref(CONTACT_ADDRESSES.demo, 'Demo request'),
  earlyAccessPricing: mailtoHref(CONTACT_ADDRESSES.pricing, 'Early access pricing'),
} as const;

/** The round 'Q' menu, on the public site and in aitchQ's header: each item opens a mail client. */
export const CONTACT_MENU_LINKS: readonly DropdownMenuItem[] = [
  { label: 'Contact Us', href: MAIL_LINKS.contact },
  { label: 'Interested in Investing', href: MAIL_LINKS.investing },
  { label: 'Leave Feedback', href: MAIL_LINKS.feedback },
];
