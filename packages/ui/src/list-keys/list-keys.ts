export interface ListKeyOptions {
  /** Left and right step too, as in a list that reads across as well as down. */
  hasSideArrows?: boolean;
}

/**
 * The item a key moves to in a list of `count` items when item `current` has focus (-1: none
 * yet): the arrows step and wrap around, Home and End jump to the ends; `undefined` for any other
 * key. The dropdown menu's items and the product page's feature cards both move by it.
 */
export function listKeyIndex(
  key: string,
  current: number,
  count: number,
  { hasSideArrows = false }: ListKeyOptions = {},
): number | undefined {
  if (count <= 0) return undefined;
  if (key === 'ArrowDown' || (hasSideArrows && key === 'ArrowRight')) {
    return current < 0 || current >= count - 1 ? 0 : current + 1;
  }
  if (key === 'ArrowUp' || (hasSideArrows && key === 'ArrowLeft')) {
    return current <= 0 || current > count - 1 ? count - 1 : current - 1;
  }
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
