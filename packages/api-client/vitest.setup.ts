import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('Unexpected fetch: stub it in the test'))),
  );
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
