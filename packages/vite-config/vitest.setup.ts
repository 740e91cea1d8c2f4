import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// The machines running the suite are small and busy; a lazily loaded chunk can take a while to
// transform on first use, so findBy… queries wait up to 5 s rather than 1 s.
configure({ asyncUtilTimeout: 5000 });

// Browser APIs Radix relies on that jsdom does not implement.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

beforeEach(() => {
  // A test that talks to the server stubs fetch itself; a forgotten stub fails loudly instead
  // of reaching the network.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('Unexpected fetch: stub it in the test'))),
  );
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
