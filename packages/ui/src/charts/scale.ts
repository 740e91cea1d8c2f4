/** A "nice" step (1, 2, 2.5 or 5 times a power of ten) at least as large as `rough`. */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / magnitude;
  const nice =
    fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * magnitude;
}

/**
 * Round axis ticks covering `min`..`max` with about `count` ticks. An empty range widens to
 * one step around the value, so a flat series still gets an axis.
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  let low = Math.min(min, max);
  let high = Math.max(min, max);
  if (low === high) {
    const pad = low === 0 ? 1 : Math.abs(low) / 10;
    low -= pad;
    high += pad;
  }
  const step = niceStep((high - low) / Math.max(1, count - 1));
  const first = Math.floor(low / step) * step;
  const last = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let tick = first; tick <= last + step / 2; tick += step) {
    // toPrecision removes the float noise of repeated addition (0.30000000000000004).
    ticks.push(Number(tick.toPrecision(12)));
  }
  return ticks;
}

/** Maps `value` from the domain [d0, d1] onto the range [r0, r1]; a zero-width domain maps to r0. */
export function scaleLinear(value: number, [d0, d1]: [number, number], [r0, r1]: [number, number]) {
  if (d1 === d0) return r0;
  return r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/**
 * Every how many x labels one is drawn so that labels `minGap` px apart fit `width`:
 * 1 draws them all.
 */
export function labelStride(count: number, width: number, minGap: number): number {
  if (count <= 1 || width <= 0) return 1;
  return Math.max(1, Math.ceil((count * minGap) / width));
}
