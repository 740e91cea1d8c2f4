/** The rules behind every rotating element of the site (headline, feature carousels). */

/** The item after `current` in a list of `count`, back to the first after the last. */
export function nextIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  return (current + 1) % count;
}

/** The item before `current` in a list of `count`, round to the last before the first. */
export function previousIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  return (current - 1 + count) % count;
}

export interface RotationState {
  count: number;
  isHovered: boolean;
  isFocused: boolean;
  /** The visitor stopped it with the pause button. */
  isStopped: boolean;
  prefersReducedMotion: boolean;
}

/**
 * Whether the rotation advances on its own: never for one item or fewer, never for visitors who
 * ask for reduced motion, and not while it is hovered, focused or stopped.
 */
export function isAutoRotating({
  count,
  isHovered,
  isFocused,
  isStopped,
  prefersReducedMotion,
}: RotationState): boolean {
  return count > 1 && !prefersReducedMotion && !isStopped && !isHovered && !isFocused;
}
