import { describe, expect, it } from 'vitest';
import { addSizes, measure } from './bundles';

describe('measure', () => {
  it('gives the raw size and smaller compressed sizes for repetitive text', () => {
    const sizes = measure(Buffer.from('export const a = 1;\n'.repeat(200)));
    expect(sizes.raw).toBe(4000);
    expect(sizes.gzip).toBeLessThan(200);
    expect(sizes.brotli).toBeLessThan(200);
    expect(addSizes(sizes, sizes).raw).toBe(8000);
  });
});
