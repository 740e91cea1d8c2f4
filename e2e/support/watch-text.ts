import type { Page } from '@playwright/test';

/**
 * Starts watching the page for `text`; `seen` resolves once an element showing it has been
 * visible, in the current document or any the page navigates to. The page watches itself (a MutationObserver, from before its own code runs),
 * so a message shown only briefly — a toast before a redirect — is seen however busy the
 * machine: a check driven from the test polls, and can fall between two looks.
 */
export async function watchForText(page: Page, text: string): Promise<{ seen: Promise<void> }> {
  let resolveSeen: () => void = () => {};
  const seen = new Promise<void>((resolve) => {
    resolveSeen = resolve;
  });
  const binding = `reportSeen${Math.random().toString(36).slice(2)}`;
  await page.exposeBinding(binding, () => resolveSeen());
  await page.addInitScript(
    ({ binding, text }) => {
      const report = (window as unknown as Record<string, () => void>)[binding];
      const check = () => {
        for (const element of document.querySelectorAll('body *')) {
          if (element.textContent?.trim() === text && element.checkVisibility()) {
            observer.disconnect();
            report?.();
            return;
          }
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    },
    { binding, text },
  );
  return { seen };
}
