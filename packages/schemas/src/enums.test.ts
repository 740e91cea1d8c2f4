import { describe, expect, it } from 'vitest';
import { PROVIDERS_BY_SYSTEM_TYPE, ZProvider } from './enums';

describe('ZProvider', () => {
  it('lists exactly the providers of every integration type', () => {
    const fromTypes = new Set(Object.values(PROVIDERS_BY_SYSTEM_TYPE).flat());
    expect(new Set(ZProvider.options)).toEqual(fromTypes);
  });
});
