import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// The machines running the suite are small and busy; a lazily loaded chunk can take a while to
// transform on first use, and with every package's suite running at once that has passed 5 s.
// findBy… queries wait up to 15 s rather than 1 s: a ceiling on waiting, not a speed check.
configure({ asyncUtilTimeout: 15_000 });

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
// The router restores the scroll position on navigation; jsdom has no layout to scroll and
// reports each call as 'Not implemented'.
window.scrollTo = () => {};

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
