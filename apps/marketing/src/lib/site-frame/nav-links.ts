import type { DropdownMenuItem } from '@q/ui';
import { PRODUCTS } from '../../data/products';

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
