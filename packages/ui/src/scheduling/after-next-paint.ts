/**
 * Runs `callback` once the browser has painted the next frame (a frame, then a task after it);
 * returns a canceller.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Resolves once the browser has painted the next frame (see `afterNextPaint`). */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    afterNextPaint(resolve);
  });
}
