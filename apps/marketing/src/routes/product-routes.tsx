import { AITCHQ_PAGE, EYEQ_PAGE, QUBE_PAGE } from '../data/product-pages';
import { PricingPage } from '../features/pricing/pricing-page';
import { ProductPage } from '../features/product-page/product-page';

/*
 * The product pages and pricing, loaded on first visit: the landing page, where most visits
 * start, does not pay for their code.
 */

export const QubeProductRoute = () => <ProductPage content={QUBE_PAGE} />;
export const AitchqProductRoute = () => <ProductPage content={AITCHQ_PAGE} />;
export const EyeqProductRoute = () => <ProductPage content={EYEQ_PAGE} />;
export const PricingRoute = PricingPage;
