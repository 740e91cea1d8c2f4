import { useId } from 'react';
import { VisuallyHidden } from '../visually-hidden';
import * as S from './styled';

export interface SpinnerProps {
  /** Accessible name of the status, also announced to screen readers. */
  label?: string;
  size?: S.SpinnerSize;
}

/** A loading indicator announced as a status. */
export function Spinner({ label = 'Loading', size = 'md' }: SpinnerProps) {
  const labelId = useId();
  return (
    <S.Wrapper role="status" aria-labelledby={labelId}>
      <S.Ring $size={size} aria-hidden="true" />
      <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
    </S.Wrapper>
  );
}
