import type { DropdownMenuItem } from '@q/ui';
import { PRODUCTS } from '../../data/products';
import { MAIL_LINKS } from '../contact';

/** The Features menu: the three product pages. */
export const FEATURE_LINKS: readonly DropdownMenuItem[] = PRODUCTS.map((product) => ({
  label: product.name,
  href: product.pagePath,
  description: product.title,
}));

/** The 'Q in Action!' menu: the three live demo dashboards. */
export const DEMO_LINKS: readonly DropdownMenuItem[] = PRODUCTS.map((product) => ({
  label: `${product.name} demo`,
  href: product.demoPath,
  description: `${product.title}, live`,
}));

/** The round 'Q' menu: each item opens a mail client. */
export const Q_MENU_LINKS: readonly DropdownMenuItem[] = [
  { label: 'Contact Us', href: MAIL_LINKS.contact },
  { label: 'Interested in Investing', href: MAIL_LINKS.investing },
  { label: 'Leave Feedback', href: MAIL_LINKS.feedback },
];
