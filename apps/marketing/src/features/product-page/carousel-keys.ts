import { nextIndex, previousIndex } from '../../lib/rotation';

/**
 * The feature card a key selects in the vertical tab list of `count` cards when card `current`
 * has focus: the arrows step (and wrap), Home and End jump; `undefined` for any other key.
 */
export function featureIndexForKey(
  key: string,
  current: number,
  count: number,
): number | undefined {
  if (count <= 0) return undefined;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return nextIndex(current, count);
    case 'ArrowUp':
    case 'ArrowLeft':
      return previousIndex(current, count);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
