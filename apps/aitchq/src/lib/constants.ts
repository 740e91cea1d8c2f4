import type { IntegrationStatusSample } from '@q/schemas/manager';

/** The manager dashboard's fixed values and timings (SPEC §2, §3, §9), in one place. */

/** The notification bell shows a fixed count. */
export const NOTIFICATION_COUNT = 3;

/** Today's Insights moves to the next item this often. */
export const TICKER_ROTATION_MS = 8000;

/** The addresses behind the 'Q' avatar menu. */
export const CONTACT_EMAILS = {
  contact: 'hello@aitchq.example',
  investing: 'investors@aitchq.example',
  feedback: 'feedback@aitchq.example',
} as const;

export const CONTACT_MENU_ITEMS = [
  { label: 'Contact Us', href: `mailto:${CONTACT_EMAILS.contact}` },
  { label: 'Interested in Investing', href: `mailto:${CONTACT_EMAILS.investing}` },
  { label: 'Leave Feedback', href: `mailto:${CONTACT_EMAILS.feedback}` },
] as const;

/** The team card's 'Integration Details' strip: hard-coded, not server data. */
export const INTEGRATION_STATUS_SAMPLE: readonly IntegrationStatusSample[] = [
  { provider: 'workday', connected: true, lastSync: '5 min ago', employeeCount: 247 },
  { provider: 'bamboohr', connected: false, lastSync: 'never', employeeCount: 0 },
  { provider: 'adp', connected: true, lastSync: '1 hour ago', employeeCount: 247 },
];

/** The budget tracker's period text is fixed. */
export const BUDGET_PERIOD = { quarter: 'Q4', timeLeft: '3 months left', status: 'On Track' };

/** Where a signed-out visitor signs in to act on insights. */
export const SIGN_IN_PATH = '/login?redirect=aitchq';

/** Display limits of SPEC §9. */
export const DELIVERABLES_SHOWN = 4;
export const TRAININGS_SHOWN = 5;
export const SPAN_MANAGERS_SHOWN = 3;
export const SPAN_AGENT_TYPES_SHOWN = 3;
export const ASSIGNEE_AVATARS_SHOWN = 3;
export const TAGS_SHOWN = 2;

/** The floating assistant's chat panel height (SPEC §9). */
export const ASSISTANT_PANEL_HEIGHT_PX = 600;

/** Query keys answered in the page with fixed sample data, never by the server (SPEC §7). */
export const SPAN_OF_CONTROL_QUERY_KEY = ['/api/span-of-control'] as const;
export const TRAININGS_QUERY_KEY = ['/api/trainings'] as const;
