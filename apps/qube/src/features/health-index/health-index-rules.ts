import type { Tone } from '@q/ui';
import { formatSigned } from '@q/ui';

/** A change of the index in points: '+5 pts', '−1 pt', '0 pts'. */
export function pointsChangeLabel(change: number): string {
  const unit = Math.abs(change) === 1 ? 'pt' : 'pts';
  return `${formatSigned(change)} ${unit}`;
}

/** Colour of a change: a rise is good news, a fall bad, no change neutral. */
export function changeTone(change: number): Tone {
  if (change > 0) return 'success';
  if (change < 0) return 'danger';
  return 'neutral';
}
