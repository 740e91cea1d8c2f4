import { type ReactNode, useSyncExternalStore } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../constants';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  /** 'destructive' for failures; 'default' otherwise. */
  variant?: ToastVariant;
  /**
   * When it closes by itself (ms since the epoch), where it is not TOAST_DURATION_MS after it
   * shows: a toast carried over from the page before (see `carryToastToNextPage`) shows only for
   * the rest of its time.
   */
  closesAt?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  /** False once dismissed; the item leaves the store TOAST_REMOVE_DELAY_MS later. */
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

/*
 * A module-level store, so `toast()` works from anywhere (event handlers, mutation callbacks)
 * without a context; `<Toaster />` and `useToast()` subscribe to it.
 */
let toasts: readonly ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
// When each toast was shown (ms since the epoch), for a toast carried over to the next page.
const shownAt = new Map<string, number>();

function setToasts(next: readonly ToastItem[]) {
  toasts = next;
  for (const id of shownAt.keys()) {
    if (!next.some((item) => item.id === id)) shownAt.delete(id);
  }
  for (const listener of listeners) listener();
}

function cancelRemoval(id: string) {
  clearTimeout(removalTimers.get(id));
  removalTimers.delete(id);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Shows a toast. Only TOAST_LIMIT toasts exist at once: the newest replaces the oldest. */
export function toast(options: ToastOptions): ToastHandle {
  nextId += 1;
  const id = String(nextId);
  shownAt.set(id, Date.now());
  const next = [{ ...options, id, open: true }, ...toasts];
  for (const evicted of next.slice(TOAST_LIMIT)) cancelRemoval(evicted.id);
  setToasts(next.slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismiss(id) };
}

/** Closes one toast, or every toast when no id is given. */
export function dismiss(id?: string) {
  const isTarget = (item: ToastItem) => item.open && (id === undefined || item.id === id);
  if (!toasts.some(isTarget)) return;
  for (const item of toasts.filter(isTarget)) scheduleRemoval(item.id);
  setToasts(toasts.map((item) => (isTarget(item) ? { ...item, open: false } : item)));
}

/** The toast `id` while it is open, and when it was shown; undefined once it is closed or gone. */
export function openToast(id: string): { item: ToastItem; shownAt: number } | undefined {
  const item = toasts.find((candidate) => candidate.id === id && candidate.open);
  const shown = shownAt.get(id);
  return item && shown !== undefined ? { item, shownAt: shown } : undefined;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => toasts;

/** The current toasts, plus `toast` and `dismiss`. */
export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss };
}
