import { AITCHQ_PAGE } from '../data/aitchq-product-page';
import { ProductPage } from '../features/product-page/product-page';

/** /aitchq-product, loaded on its first visit: no other page carries its code. */
export const AitchqProductRoute = () => <ProductPage content={AITCHQ_PAGE} />;
