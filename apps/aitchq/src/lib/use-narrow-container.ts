import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the element is narrower than `maxWidth` pixels: a layout chosen by the room its
 * content has (a table when wide, stacked cards on a phone or in a narrow column), measured
 * before the first paint and again as it resizes. Before it is measured, and where nothing is
 * laid out (a test's DOM, width 0), it is wide.
 */
export function useNarrowContainer<T extends HTMLElement>(maxWidth: number) {
  const ref = useRef<T>(null);
  const [isNarrow, setIsNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width } = element.getBoundingClientRect();
      setIsNarrow(width > 0 && width < maxWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [maxWidth]);
  return { ref, isNarrow };
}
