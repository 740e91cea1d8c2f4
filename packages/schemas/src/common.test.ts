import { describe, expect, it } from 'vitest';
import { ZIdParam } from './common';

describe('ZIdParam', () => {
  it.each(['1', '42', '2147483647'])('accepts %s', (id) => {
    expect(ZIdParam.parse({ id })).toEqual({ id: Number(id) });
  });

  it.each(['0', '-1', '1e3', '0x10', ' 7 ', '7.0', 'abc', '', '2147483648', '99999999999'])(
    'refuses %j',
    (id) => {
      expect(ZIdParam.safeParse({ id }).success).toBe(false);
    },
  );
});
