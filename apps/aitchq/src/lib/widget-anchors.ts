import type { AssistantWidget } from '@q/schemas/assistant';

/**
 * The stable ids of the dashboard widgets other parts of the app link to (`/dashboard#team`):
 * the widgets the assistant's answers point at. The integrations are not on the dashboard but in
 * System Settings, whose first tab they are.
 */
export const WIDGET_ANCHORS = {
  team: 'team',
  'hris-insights': 'hris-insights',
  headcount: 'headcount',
  recruiting: 'recruiting',
  goals: 'goals',
  'management-insights': 'management-insights',
} as const satisfies Record<Exclude<AssistantWidget, 'integrations'>, string>;

/** Where a link to a widget goes: the dashboard at the widget, or System Settings. */
export function widgetLinkTarget(
  widget: AssistantWidget,
): { to: '/dashboard'; hash: string } | { to: '/settings'; hash?: undefined } {
  return widget === 'integrations'
    ? { to: '/settings' }
    : { to: '/dashboard', hash: WIDGET_ANCHORS[widget] };
}
