import * as S from './styled';

export interface SkeletonProps {
  /** CSS length, or a number of px. Defaults to the full width. */
  width?: string | number;
  /** CSS length, or a number of px. */
  height?: string | number;
  /** A circle or pill, e.g. for an avatar. */
  isRound?: boolean;
}

const toLength = (value: string | number) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A shimmering placeholder for content that is loading. Hidden from assistive technology:
 * announce the loading state once for the region (e.g. with `aria-busy` or a `Spinner`).
 */
export function Skeleton({ width = '100%', height = '1rem', isRound = false }: SkeletonProps) {
  return (
    <S.Block
      aria-hidden="true"
      data-ui="skeleton"
      $width={toLength(width)}
      $height={toLength(height)}
      $isRound={isRound}
    />
  );
}
