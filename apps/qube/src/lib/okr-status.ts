import type { OkrSampleStatus } from '@q/schemas/enums';
import type { Tone } from '@q/ui';

/**
 * OKR status colours of docs/behaviour.md §4: ahead green, on-track blue, at-risk red, behind grey.
 */
export function okrStatusTone(status: OkrSampleStatus): Tone {
  switch (status) {
    case 'ahead':
      return 'success';
    case 'on-track':
      return 'info';
    case 'at-risk':
      return 'danger';
    case 'behind':
      return 'neutral';
  }
}

/** The status in words, shown beside its colour. */
export function okrStatusLabel(status: OkrSampleStatus): string {
  switch (status) {
    case 'ahead':
      return 'Ahead';
    case 'on-track':
      return 'On Track';
    case 'at-risk':
      return 'At Risk';
    case 'behind':
      return 'Behind';
  }
}
