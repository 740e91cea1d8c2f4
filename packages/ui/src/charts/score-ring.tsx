import type { ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { PROGRESS_DEFAULT_MAX } from '../constants';
import { progressPercent } from '../progress-bar/progress-rules';
import { type ChartTone, toneColor } from './chart-frame';
import * as S from './styled';

export interface ScoreRingProps {
  value: number;
  /** Defaults to 100. */
  max?: number;
  /** What is scored, e.g. 'Company Health Index'; the ring is named '<label>: <value> out of <max>'. */
  label: string;
  tone?: ChartTone;
  /** Diameter in px. */
  size?: number;
  /** What the middle of the ring shows; the value by default. */
  children?: ReactNode;
}

const STROKE = 10;

/** A score as a ring filled to `value / max`, with the score in its middle. */
export function ScoreRing({
  value,
  max = PROGRESS_DEFAULT_MAX,
  label,
  tone = 'primary',
  size = 128,
  children,
}: ScoreRingProps) {
  const theme = useTheme();
  const radius = (size - STROKE) / 2;
  const circumference = 2 * Math.PI * radius;
  const filled = (progressPercent(value, max) / 100) * circumference;
  return (
    <S.RingFrame $size={size} role="img" aria-label={`${label}: ${value} out of ${max}`}>
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        aria-hidden="true"
        focusable="false"
      >
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke={theme.colors.surfaceMuted}
          strokeWidth={STROKE}
        />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke={toneColor(theme, tone)}
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={`${filled} ${circumference}`}
        />
      </svg>
      <S.RingLabel aria-hidden="true">{children ?? value}</S.RingLabel>
    </S.RingFrame>
  );
}
