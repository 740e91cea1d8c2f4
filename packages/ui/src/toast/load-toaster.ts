/** The toaster's code, loaded once: by the providers when the page is idle, or by a page ahead. */
let loading: Promise<typeof import('./toaster')> | undefined;
let isLoaded = false;
const onLoaded = new Set<() => void>();

/**
 * Loads the toaster's code (once) and resolves when it is ready to render. A page whose next step
 * leaves right after a toast (the login's redirect) loads it ahead, so the toaster is mounted by
 * then and the toast is seen.
 */
export function preloadToaster(): Promise<typeof import('./toaster')> {
  loading ??= import('./toaster').then((module) => {
    isLoaded = true;
    for (const listener of onLoaded) listener();
    onLoaded.clear();
    return module;
  });
  return loading;
}

/** Whether the toaster's code is already here, so that mounting it costs nothing. */
export function isToasterLoaded(): boolean {
  return isLoaded;
}

/** Calls `listener` once the toaster's code has loaded, whoever asked for it; returns a canceller. */
export function whenToasterLoaded(listener: () => void): () => void {
  if (isLoaded) {
    listener();
    return () => {};
  }
  onLoaded.add(listener);
  return () => onLoaded.delete(listener);
}
