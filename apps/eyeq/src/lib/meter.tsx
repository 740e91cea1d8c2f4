import { ProgressBar } from '@q/ui';
import type { ReactNode } from 'react';
import * as S from './meter.styled';

export interface MeterProps {
  /** What is measured; it also names the bar. */
  label: string;
  value: number;
  /** Defaults to 100. */
  max?: number;
  /** The figure in words beside the label ('65%', '7.5 / 10'). */
  valueText: ReactNode;
}

/**
 * A labelled progress bar. Its colour always follows the progress rule of docs/behaviour.md §9 (the
 * kit's `progressColor` of the percentage), so no caller picks a tone.
 */
export function Meter({ label, value, max, valueText }: MeterProps) {
  return (
    <S.Meter>
      <S.MeterHead>
        <span>{label}</span>
        <S.MeterValue>{valueText}</S.MeterValue>
      </S.MeterHead>
      <ProgressBar value={value} max={max} label={label} />
    </S.Meter>
  );
}

/** A bar with its figure at the end of the line, for lists where a title already says what it is. */
export function InlineMeter({ label, value, max, valueText }: MeterProps) {
  return (
    <S.InlineMeter>
      <ProgressBar value={value} max={max} label={label} />
      <S.InlineValue>{valueText}</S.InlineValue>
    </S.InlineMeter>
  );
}
