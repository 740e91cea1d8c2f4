import { describe, expect, it } from 'vitest';
import { ZProvider } from './enums';
import { PROVIDERS_BY_SYSTEM_TYPE } from './integration-catalog';

describe('ZProvider', () => {
  it('lists exactly the providers of every integration type', () => {
    const fromTypes = new Set(Object.values(PROVIDERS_BY_SYSTEM_TYPE).flat());
    expect(new Set(ZProvider.options)).toEqual(fromTypes);
  });
});
