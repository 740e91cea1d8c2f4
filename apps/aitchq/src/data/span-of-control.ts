import type { SpanOfControl } from '@q/schemas/manager';

/**
 * Span of Control (docs/behaviour.md §2): the fixed data the `/api/span-of-control` key answers in
 * the page.
 */
export const SPAN_OF_CONTROL: SpanOfControl = {
  managers: [
    { name: 'Sarah Chen', directReports: 7, agents: 4 },
    { name: 'Marcus Johnson', directReports: 9, agents: 3 },
    { name: 'Elena Rodriguez', directReports: 4, agents: 2 },
    { name: 'David Kim', directReports: 11, agents: 5 },
    { name: 'Aisha Bello', directReports: 6, agents: 1 },
  ],
  agentTypes: [
    { type: 'Code Review', count: 6 },
    { type: 'Support Triage', count: 4 },
    { type: 'HR Automation', count: 3 },
    { type: 'Reporting', count: 2 },
    { type: 'On-call Support', count: 1 },
  ],
  structureHealth: {
    avgSpanOfControl: 7.4,
    recommendedSpan: { min: 5, max: 8 },
    managementLayers: 3,
    agentToHumanRatio: 0.4,
    healthScore: 82,
    status: 'high',
  },
};
