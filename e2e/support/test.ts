import { test as base, type Page } from '@playwright/test';

/**
 * True once React has taken over every element of `#root`: the page's root is mounted and each
 * element of the markup the server sent is hydrated (it carries React's fiber). Until then a
 * click or key press on the server's markup does nothing, as it would for a person before the
 * page's code has run.
 */
function isHydrated(): boolean {
  const root = document.getElementById('root');
  if (!root || !Object.keys(root).some((key) => key.startsWith('__reactContainer$'))) return false;
  const elements = root.querySelectorAll('*');
  if (elements.length === 0) return false;
  return Array.from(elements).every((element) =>
    Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
  );
}

/** Waits until the page's code has taken over the markup the server rendered. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(isHydrated);
}

/**
 * The suite's `test`: pages load as for a person, and a test acts once the page answers. `goto`,
 * `reload` and `waitForURL` also wait until the page's code has taken over what the server
 * rendered (`waitForHydration`).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const { goto, reload, waitForURL } = page;
    page.goto = async (...args) => {
      const response = await goto.apply(page, args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload.apply(page, args);
      await waitForHydration(page);
      return response;
    };
    page.waitForURL = async (...args) => {
      await waitForURL.apply(page, args);
      await waitForHydration(page);
    };
    await use(page);
  },
});

export { expect } from '@playwright/test';
