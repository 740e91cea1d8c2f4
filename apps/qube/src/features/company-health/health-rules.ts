import type { HealthLevel, Trend } from '@q/schemas/enums';
import type { Tone } from '@q/ui';

/** Health colours of docs/behaviour.md §4: high green, medium amber, low red. */
export function healthTone(status: HealthLevel): Tone {
  switch (status) {
    case 'high':
      return 'success';
    case 'medium':
      return 'warning';
    case 'low':
      return 'danger';
  }
}

/** The health level in words, shown with its colour. */
export function healthLabel(status: HealthLevel): string {
  switch (status) {
    case 'high':
      return 'Healthy';
    case 'medium':
      return 'Watch';
    case 'low':
      return 'At risk';
  }
}

/** A trend in words. */
export function trendLabel(trend: Trend): string {
  switch (trend) {
    case 'up':
      return 'Improving';
    case 'down':
      return 'Declining';
    case 'stable':
      return 'Stable';
  }
}
