import type { Forecast, ForecastPoint } from '@q/schemas/executive';
import { formatMoney } from '@q/ui';

export interface ForecastOutlook {
  /** Sum of the projected months (those with no recorded value). */
  projected: number;
  /** Sum of as many recorded months, the latest ones. */
  previous: number;
  /** Projected against previous, in percent; 0 when there is nothing to compare with. */
  changePercent: number;
  /** Number of projected months. */
  months: number;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The next period's projected total against the same number of recorded months before it. */
export function forecastOutlook(points: readonly ForecastPoint[]): ForecastOutlook {
  const ahead = points.filter((point) => point.actual === null && point.forecast !== null);
  const recorded = points.filter((point) => point.actual !== null);
  const projected = sum(ahead.map((point) => point.forecast as number));
  const latest = ahead.length ? recorded.slice(-ahead.length) : [];
  const previous = sum(latest.map((point) => point.actual as number));
  return {
    projected,
    previous,
    changePercent: previous > 0 && ahead.length > 0 ? ((projected - previous) / previous) * 100 : 0,
    months: ahead.length,
  };
}

/** One sentence saying where the metric was and where it is projected: the chart's text alternative. */
export function forecastSummary(forecast: Pick<Forecast, 'metric' | 'points'>): string {
  const recorded = forecast.points.filter((point) => point.actual !== null);
  const last = forecast.points.at(-1);
  const parts: string[] = [];
  const firstRecorded = recorded[0];
  const lastRecorded = recorded.at(-1);
  if (firstRecorded && lastRecorded) {
    parts.push(
      `${forecast.metric} went from ${formatMoney(firstRecorded.actual as number)} in ${firstRecorded.label} to ${formatMoney(lastRecorded.actual as number)} in ${lastRecorded.label}`,
    );
  }
  if (last && last.actual === null && last.forecast !== null) {
    const range =
      last.low !== null && last.high !== null
        ? ` (range ${formatMoney(last.low)} to ${formatMoney(last.high)})`
        : '';
    parts.push(`it is projected to reach ${formatMoney(last.forecast)} in ${last.label}${range}`);
  }
  return parts.length ? `${parts.join('; ')}.` : `No ${forecast.metric.toLowerCase()} figures.`;
}
