/**
 * Where focus goes inside an open menu of `count` items when `key` is pressed while item
 * `current` has focus (-1: none yet). Arrows wrap around; Home and End jump to the ends.
 * `undefined` means the key does not move focus.
 */
export function menuFocusIndex(key: string, current: number, count: number): number | undefined {
  if (count <= 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 || current > count - 1 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
