import { PROGRESS_DEFAULT_MAX } from '../constants';
import type { ProgressTone } from '../theme/theme';

/** Share of `max` reached, in percent, capped to 0–100; 0 when `max` is not positive. */
export function progressPercent(value: number, max: number = PROGRESS_DEFAULT_MAX): number {
  if (!(max > 0) || Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}

/** Colour rule of docs/behaviour.md §9: 80 and above green, 60 to 79 orange, below 60 blue. */
export function progressColor(value: number): ProgressTone {
  if (value >= 80) return 'success';
  if (value >= 60) return 'warning';
  return 'info';
}
