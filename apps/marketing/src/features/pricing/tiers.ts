/**
 * The three plans of the 'Coming Soon' pricing page (docs/behaviour.md §2 "Pricing"): no amounts
 * yet.
 */
export interface PricingTier {
  name: 'Individual' | 'Team' | 'Enterprise';
  audience: string;
  /** The billing unit shown beside the masked price. */
  unit: string;
  isMostPopular: boolean;
  features: readonly string[];
}

export const PRICING_TIERS: readonly PricingTier[] = [
  {
    name: 'Individual',
    audience: 'For individual contributors who want to grow their impact.',
    unit: 'per month',
    isMostPopular: false,
    features: [
      'eyeQ personal productivity hub',
      'Personal goals and priority tasks',
      'Productivity analytics and focus score',
      'Personalised learning path',
      'Wellness dashboard',
    ],
  },
  {
    name: 'Team',
    audience: 'For people managers, HR leaders and their teams.',
    unit: 'per user, per month',
    isMostPopular: true,
    features: [
      'Everything in Individual, for the whole team',
      'aitchQ manager control room',
      'HRIS and ATS sync: BambooHR, Workday, Greenhouse',
      'AI assistant and management insights',
      'Capacity, goals and budget tracking',
    ],
  },
  {
    name: 'Enterprise',
    audience: 'For organisations that run on signals, top to bottom.',
    unit: 'per user, per month',
    isMostPopular: false,
    features: [
      'Everything in Team',
      'Qube executive command center',
      'AI market intelligence and signals',
      'Finance and monitoring connections (sync coming soon)',
      'Dedicated success manager',
    ],
  },
];

/** A price not yet announced: the digits stay hidden, only the currency shows. */
export const MASKED_PRICE = '$••';
