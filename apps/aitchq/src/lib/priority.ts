import type { Priority } from '@q/schemas/enums';
import type { BadgeVariant } from '@q/ui';

/** Priority colour, always with its word beside it. */
export const PRIORITY_BADGES: Record<Priority, { variant: BadgeVariant; label: string }> = {
  high: { variant: 'danger', label: 'High priority' },
  medium: { variant: 'warning', label: 'Medium priority' },
  low: { variant: 'info', label: 'Low priority' },
};
