export type { ExplainedBadgeProps } from './explained-badge';
export { ExplainedBadge } from './explained-badge';
