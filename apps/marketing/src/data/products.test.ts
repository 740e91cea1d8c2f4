import { signInPath } from '@q/schemas/apps';
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from './products';

describe('PRODUCTS', () => {
  it('leads each product to the demo login that highlights its dashboard', () => {
    expect(PRODUCTS.map((product) => product.loginPath)).toEqual([
      signInPath('qube'),
      signInPath('aitchq'),
      signInPath('eyeq'),
    ]);
  });
});
