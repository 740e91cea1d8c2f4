import { type ChartTone, lightColors } from '@q/ui';

/**
 * The colour of a chart series in the PDF: the light page's colour for the same tone (a report is
 * a document for print and sharing, light whatever the screen's theme).
 */
export function chartToneColor(tone: ChartTone): string {
  return tone === 'primary' ? lightColors.primary : lightColors[tone];
}

/**
 * Round axis ticks from 0 to at least `max`, about `count` of them, each step 1, 2, 2.5 or 5
 * times a power of ten: 28.5M gives 0, 10M, 20M, 30M.
 */
export function chartTicks(max: number, count = 4): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 2.5, 5, 10].map((nice) => nice * magnitude).find((nice) => nice >= rough) ??
    10 * magnitude;
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step; tick += step) {
    // toPrecision drops the float noise of repeated addition (0.30000000000000004).
    ticks.push(Number(tick.toPrecision(12)));
    if (tick >= max) break;
  }
  return ticks;
}
