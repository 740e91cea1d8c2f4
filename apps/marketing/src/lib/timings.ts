/** Timings of the marketing site (docs/behaviour.md §9), in one place. */

/** The landing page's headline moves to its next message this often. */
export const HEADLINE_ROTATION_MS = 3000;
/** The feature carousels of the product pages select their next card this often. */
export const FEATURE_ROTATION_MS = 4000;
