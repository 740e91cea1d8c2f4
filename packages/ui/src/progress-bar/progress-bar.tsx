import { useTheme } from 'styled-components';
import { PROGRESS_DEFAULT_MAX } from '../constants';
import type { Tone } from '../theme/theme';
import { progressColor, progressPercent } from './progress-rules';
import * as S from './styled';

export type ProgressBarTone = Tone | 'primary';

export interface ProgressBarProps {
  value: number;
  /** Defaults to 100. */
  max?: number;
  /** Accessible name, e.g. 'Team Capacity'. */
  label: string;
  /** Colour tone; by default the progress colour of the percentage (`progressColor`). */
  tone?: ProgressBarTone;
  /** A theme colour that overrides `tone`, for rules with their own bands. */
  color?: string;
  size?: S.ProgressBarSize;
}

/** A horizontal bar filled to `value / max`, capped to 0–100 %. */
export function ProgressBar({
  value,
  max = PROGRESS_DEFAULT_MAX,
  label,
  tone,
  color,
  size = 'md',
}: ProgressBarProps) {
  const theme = useTheme();
  const percent = progressPercent(value, max);
  const fill = color ?? (tone ? theme.colors[tone] : theme.colors.progress[progressColor(percent)]);
  const isValid = max > 0 && !Number.isNaN(value);
  return (
    <S.Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={isValid ? max : PROGRESS_DEFAULT_MAX}
      aria-valuenow={isValid ? Math.min(max, Math.max(0, value)) : 0}
      aria-valuetext={`${Math.round(percent)}%`}
      $size={size}
    >
      <S.Fill $color={fill} style={{ width: `${percent}%` }} />
    </S.Track>
  );
}
