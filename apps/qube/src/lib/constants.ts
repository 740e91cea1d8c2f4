/**
 * Timings and limits of the executive dashboard (docs/behaviour.md §9), and words widgets share, in
 * one place.
 */

/** KPI values start counting up from 0 this long after the page shows. */
export const KPI_ANIMATION_DELAY_MS = 100;
/** How long the KPI count-up takes once started. */
export const KPI_ANIMATION_DURATION_MS = 900;
/** Tags shown on a signal card before a '+N' count. */
export const SIGNAL_TAG_LIMIT = 2;

/** What would feed the AI signals once connected, as their 'Sample data' badges say. */
export const SIGNAL_SOURCES = 'your CRM, product analytics, HRIS, finance system and market feeds';
