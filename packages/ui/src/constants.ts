/**
 * Shared timings and limits of docs/behaviour.md §9 ("Notifications", "Timings", "Display limits").
 */

/** One toast is shown at a time: a new toast replaces the old one. */
export const TOAST_LIMIT = 1;
/** A dismissed toast stays in the store this long before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_MAX_WIDTH_PX = 420;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SCROLL_AREA_HIDE_DELAY_MS = 600;
export const PROGRESS_DEFAULT_MAX = 100;
