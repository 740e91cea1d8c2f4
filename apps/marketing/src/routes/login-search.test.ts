import { describe, expect, it } from 'vitest';
import { validateLoginSearch } from './login-search';

describe('validateLoginSearch', () => {
  it('keeps a redirect that names a dashboard', () => {
    expect(validateLoginSearch({ redirect: 'qube' })).toEqual({ redirect: 'qube' });
    expect(validateLoginSearch({ redirect: 'aitchq' })).toEqual({ redirect: 'aitchq' });
    expect(validateLoginSearch({ redirect: 'eyeq' })).toEqual({ redirect: 'eyeq' });
  });

  it('drops any other redirect, so it is never followed', () => {
    for (const redirect of [
      'https://evil.example',
      '//evil.example',
      '/qube',
      'QUBE',
      'toString',
      '',
      42,
      ['qube'],
      null,
    ]) {
      expect(validateLoginSearch({ redirect })).toEqual({ redirect: undefined });
    }
    expect(validateLoginSearch({})).toEqual({ redirect: undefined });
  });
});
