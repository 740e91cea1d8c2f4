import { QUBE_PAGE } from '../data/qube-product-page';
import { ProductPage } from '../features/product-page/product-page';

/** /qube-product, loaded on its first visit: no other page carries its code. */
export const QubeProductRoute = () => <ProductPage content={QUBE_PAGE} />;
