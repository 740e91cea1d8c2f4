/**
 * The shape of a product page's words (docs/behaviour.md §2 "Product pages"); each page's are a
 * module of their own.
 */

export interface ProductFeature {
  title: string;
  /** One line on the card. */
  summary: string;
  /** What the selected card shows beside the cards. */
  demo: { heading: string; text: string; points: readonly string[] };
}

export interface ImpactCard {
  value: string;
  label: string;
  text: string;
}

export interface ProductPageContent {
  productName: 'Qube' | 'aitchQ' | 'eyeQ';
  audience: string;
  title: string;
  lead: string;
  features: readonly ProductFeature[];
  impact: readonly ImpactCard[];
  demo: { label: `Try ${'Qube' | 'aitchQ' | 'eyeQ'} Demo`; href: string };
}
