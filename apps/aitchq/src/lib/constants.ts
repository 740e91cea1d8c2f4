/**
 * The manager dashboard's fixed values and timings (docs/behaviour.md §2, §3, §9), in one place.
 */

/** The notification bell shows a fixed count. */
export const NOTIFICATION_COUNT = 3;

/** Today's Insights moves to the next item this often. */
export const TICKER_ROTATION_MS = 8000;

/** Display limits of docs/behaviour.md §9. */
export const DELIVERABLES_SHOWN = 4;
export const TRAININGS_SHOWN = 5;
export const SPAN_MANAGERS_SHOWN = 3;
export const SPAN_AGENT_TYPES_SHOWN = 3;
export const ASSIGNEE_AVATARS_SHOWN = 3;
export const TAGS_SHOWN = 2;

/** The floating assistant's chat panel height (docs/behaviour.md §9). */
export const ASSISTANT_PANEL_HEIGHT_PX = 600;

/**
 * Query keys answered in the page with fixed sample data, never by the server
 * (docs/behaviour.md §7).
 */
export const SPAN_OF_CONTROL_QUERY_KEY = ['/api/span-of-control'] as const;
export const TRAININGS_QUERY_KEY = ['/api/trainings'] as const;
