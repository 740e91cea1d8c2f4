import { describe, expect, it } from 'vitest';
import {
  countUpValue,
  formatKpiValue,
  kpiDecimals,
  kpiDeltaTone,
  kpiTargetLine,
  progressToTarget,
} from './kpi-rules';

describe('progressToTarget', () => {
  it('is value divided by target times 100', () => {
    expect(progressToTarget(24.8, 25)).toBeCloseTo(99.2);
    expect(progressToTarget(25, 25)).toBe(100);
    expect(progressToTarget(0, 25)).toBe(0);
  });

  it('goes past 100 above the target', () => {
    expect(progressToTarget(30, 25)).toBe(120);
  });

  it('is 0 without a target', () => {
    expect(progressToTarget(7, 0)).toBe(0);
    expect(progressToTarget(7, Number.NaN)).toBe(0);
  });
});

describe('kpiDecimals', () => {
  it('follows the value, up to two decimals', () => {
    expect(kpiDecimals(24.8)).toBe(1);
    expect(kpiDecimals(118)).toBe(0);
    expect(kpiDecimals(0.125)).toBe(2);
  });
});

describe('formatKpiValue', () => {
  it('puts a dollar unit in front and the rest behind', () => {
    expect(formatKpiValue(24.8, '$M', 1)).toBe('$24.8M');
    expect(formatKpiValue(0, '$M', 1)).toBe('$0.0M');
    expect(formatKpiValue(72.4, '%', 1)).toBe('72.4%');
    expect(formatKpiValue(7, '', 0)).toBe('7');
    expect(formatKpiValue(6.66, '', 0)).toBe('7');
  });
});

describe('kpiDeltaTone', () => {
  it('is green for a rise and red for a fall by default', () => {
    expect(kpiDeltaTone({ trend: 'up' })).toBe('success');
    expect(kpiDeltaTone({ trend: 'down' })).toBe('danger');
  });

  it('turns around where lower is better', () => {
    expect(kpiDeltaTone({ trend: 'down', isLowerBetter: true })).toBe('success');
    expect(kpiDeltaTone({ trend: 'up', isLowerBetter: true })).toBe('danger');
  });

  it('is grey when stable', () => {
    expect(kpiDeltaTone({ trend: 'stable' })).toBe('neutral');
    expect(kpiDeltaTone({ trend: 'stable', isLowerBetter: true })).toBe('neutral');
  });
});

describe('kpiTargetLine', () => {
  it('gives the target and the share reached, rounded', () => {
    expect(kpiTargetLine({ value: 24.8, target: 25, unit: '$M' })).toBe(
      'Target $25.0M · 99% of target',
    );
    expect(kpiTargetLine({ value: 118, target: 120, unit: '%' })).toBe(
      'Target 120% · 98% of target',
    );
    expect(kpiTargetLine({ value: 5, target: 0, unit: '' })).toBe('Target 0 · 0% of target');
  });

  it('reads the target as a ceiling where lower is better', () => {
    expect(kpiTargetLine({ value: 7, target: 5, unit: '', isLowerBetter: true })).toBe(
      'Target at most 5',
    );
  });
});

describe('countUpValue', () => {
  it('starts at 0 and ends at the target', () => {
    expect(countUpValue(24.8, 0, 900)).toBe(0);
    expect(countUpValue(24.8, -5, 900)).toBe(0);
    expect(countUpValue(24.8, 900, 900)).toBe(24.8);
    expect(countUpValue(24.8, 5000, 900)).toBe(24.8);
  });

  it('rises in between, faster at the start', () => {
    const half = countUpValue(100, 450, 900);
    expect(half).toBeGreaterThan(50);
    expect(half).toBeLessThan(100);
    expect(countUpValue(100, 300, 900)).toBeLessThan(half);
  });

  it('jumps to the target without a duration', () => {
    expect(countUpValue(7, 1, 0)).toBe(7);
  });
});
