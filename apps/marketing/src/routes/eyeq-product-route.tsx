import { EYEQ_PAGE } from '../data/eyeq-product-page';
import { ProductPage } from '../features/product-page/product-page';

/** /eyeq-product, loaded on its first visit: no other page carries its code. */
export const EyeqProductRoute = () => <ProductPage content={EYEQ_PAGE} />;
