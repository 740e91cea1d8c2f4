import type { Urgency } from '@q/schemas/enums';
import type { Tone } from '@q/ui';

/** An urgency in words. */
export function urgencyLabel(urgency: Urgency): string {
  switch (urgency) {
    case 'immediate':
      return 'Immediate';
    case 'this-week':
      return 'This week';
    case 'this-month':
      return 'This month';
    case 'this-quarter':
      return 'This quarter';
  }
}

/** Immediate is red, this week amber, anything later grey. */
export function urgencyTone(urgency: Urgency): Tone {
  if (urgency === 'immediate') return 'danger';
  if (urgency === 'this-week') return 'warning';
  return 'neutral';
}
