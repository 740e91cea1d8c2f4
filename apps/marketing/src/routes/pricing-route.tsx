import { PricingPage } from '../features/pricing/pricing-page';

/** /pricing, loaded on its first visit: no other page carries its code. */
export const PricingRoute = PricingPage;
