import type { ForecastPoint } from '@q/schemas/executive';
import { describe, expect, it } from 'vitest';
import { revenueForecast } from '../../data/overview';
import { forecastOutlook, forecastSummary } from './forecast-rules';

/** The day the sample's months are named from: in October, Jul–Sep recorded, Oct–Dec projected. */
const SAMPLE_DAY = new Date(2025, 9, 15);
const REVENUE_FORECAST = revenueForecast(SAMPLE_DAY);

const recorded = (label: string, actual: number): ForecastPoint => ({
  label,
  actual,
  forecast: null,
  low: null,
  high: null,
});
const projected = (label: string, forecast: number): ForecastPoint => ({
  label,
  actual: null,
  forecast,
  low: forecast - 10,
  high: forecast + 10,
});

describe('forecastOutlook', () => {
  it('compares the projected months with as many recorded months before them', () => {
    expect(
      forecastOutlook([
        recorded('Jun', 999),
        recorded('Jul', 100),
        recorded('Aug', 100),
        projected('Sep', 110),
        projected('Oct', 110),
      ]),
    ).toEqual({ projected: 220, previous: 200, changePercent: 10, months: 2 });
  });

  it('reads the sample: next 90 days against the last 90', () => {
    const outlook = forecastOutlook(REVENUE_FORECAST.points);
    expect(outlook.months).toBe(3);
    expect(outlook.projected).toBe(8_930_000);
    expect(outlook.previous).toBe(8_130_000);
    expect(outlook.changePercent).toBeCloseTo(9.84, 1);
  });

  it('has no change without recorded months or without projected ones', () => {
    expect(forecastOutlook([projected('Sep', 110)]).changePercent).toBe(0);
    expect(forecastOutlook([recorded('Aug', 100)])).toEqual({
      projected: 0,
      previous: 0,
      changePercent: 0,
      months: 0,
    });
    expect(forecastOutlook([]).changePercent).toBe(0);
  });
});

describe('forecastSummary', () => {
  it('says where the metric was and where it is projected, with the range', () => {
    expect(forecastSummary(REVENUE_FORECAST)).toBe(
      'Monthly revenue went from $2.6M in Jul to $2.8M in Sep; it is projected to reach $3.1M in Dec (range $2.9M to $3.3M).',
    );
  });

  it('says when there is nothing to show', () => {
    expect(forecastSummary({ metric: 'Monthly revenue', points: [] })).toBe(
      'No monthly revenue figures.',
    );
  });
});
