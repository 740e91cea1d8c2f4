import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '../badge';
import { type PriorityLevel, priorityLabel, priorityTone } from './priority-rules';

export interface PriorityBadgeProps extends Omit<BadgeProps, 'variant' | 'children'> {
  priority: PriorityLevel;
  /** The words on the badge; 'High priority', 'Medium priority' or 'Low priority' by default. */
  children?: ReactNode;
}

/** A priority's badge: its word, and a colour that only repeats it (see `priorityTone`). */
export function PriorityBadge({ priority, children, ...rest }: PriorityBadgeProps) {
  return (
    <Badge variant={priorityTone(priority)} {...rest}>
      {children ?? `${priorityLabel(priority)} priority`}
    </Badge>
  );
}
