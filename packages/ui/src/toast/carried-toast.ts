import { TOAST_DURATION_MS } from '../constants';
import { openToast, type ToastHandle, type ToastOptions, toast } from './toast-store';

/**
 * The toast a page hands to the next page of the same tab (`sessionStorage`): each app is a
 * page of its own, so a toast raised just before a full page load (the login's redirect) would
 * otherwise go with the page it was raised on.
 */
export const CARRIED_TOAST_STORAGE_KEY = 'carriedToast';

/** A carried toast as stored: plain text only, and when it closes (ms since the epoch). */
interface CarriedToast {
  title: string;
  description?: string;
  variant?: ToastOptions['variant'];
  closesAt: number;
}

/**
 * Hands the toast of `handle` to the next page this tab loads, which shows it for the rest of
 * its TOAST_DURATION_MS. Call it right before leaving. Nothing is carried for a toast that is
 * closed already or whose title or description is not plain text.
 */
export function carryToastToNextPage(handle: ToastHandle): void {
  const shown = openToast(handle.id);
  if (!shown) return;
  const { title, description, variant } = shown.item;
  if (typeof title !== 'string') return;
  if (description !== undefined && typeof description !== 'string') return;
  const carried: CarriedToast = {
    title,
    description,
    variant,
    closesAt: shown.shownAt + TOAST_DURATION_MS,
  };
  try {
    sessionStorage.setItem(CARRIED_TOAST_STORAGE_KEY, JSON.stringify(carried));
  } catch {
    // Storage unavailable: the toast stays with this page.
  }
}

/** The stored value as a carried toast that still has time left at `now`, or null. */
export function parseCarriedToast(raw: string, now: number): CarriedToast | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { title, description, variant, closesAt } = value as Record<string, unknown>;
  if (typeof title !== 'string' || title === '') return null;
  if (description !== undefined && typeof description !== 'string') return null;
  if (variant !== undefined && variant !== 'default' && variant !== 'destructive') return null;
  if (typeof closesAt !== 'number' || !Number.isFinite(closesAt)) return null;
  // Its time is up, or it claims more than a whole toast's time (a clock that moved, or junk).
  if (closesAt <= now || closesAt > now + TOAST_DURATION_MS) return null;
  return { title, description, variant, closesAt };
}

/** Whether the page before handed a toast over: its code can then load ahead of the page's. */
export function hasCarriedToast(): boolean {
  try {
    return sessionStorage.getItem(CARRIED_TOAST_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Shows the toast the page before handed over, if any, until the time it was due to close. It
 * is read once: taken out of storage whatever it holds; a malformed or stale one is ignored.
 * Returns whether a toast was shown.
 */
export function showCarriedToast(now: number = Date.now()): boolean {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(CARRIED_TOAST_STORAGE_KEY);
    if (raw === null) return false;
    sessionStorage.removeItem(CARRIED_TOAST_STORAGE_KEY);
  } catch {
    return false;
  }
  const carried = parseCarriedToast(raw, now);
  if (!carried) return false;
  toast(carried);
  return true;
}
