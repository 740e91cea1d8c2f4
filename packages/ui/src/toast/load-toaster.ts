/** The toaster's code, loaded once: by the providers when the page is idle, or by a page ahead. */
let loading: Promise<typeof import('./toaster')> | undefined;
let isLoaded = false;

/**
 * Loads the toaster's code (once) and resolves when it is ready to render. A page whose next step
 * leaves right after a toast (the login's redirect) waits for it, so the toast is seen.
 */
export function preloadToaster(): Promise<typeof import('./toaster')> {
  loading ??= import('./toaster').then((module) => {
    isLoaded = true;
    return module;
  });
  return loading;
}

/** Whether the toaster's code is already here, so that mounting it costs nothing. */
export function isToasterLoaded(): boolean {
  return isLoaded;
}
