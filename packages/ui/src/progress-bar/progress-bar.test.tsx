import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { theme } from '../theme/theme';
import { ProgressBar } from './progress-bar';
import { progressColor, progressPercent } from './progress-rules';

const fillOf = (bar: HTMLElement) => bar.firstElementChild as HTMLElement;

describe('progressPercent', () => {
  it('is value / max in percent', () => {
    expect(progressPercent(45)).toBe(45);
    expect(progressPercent(3, 4)).toBe(75);
  });

  it('is capped to 0–100', () => {
    expect(progressPercent(140)).toBe(100);
    expect(progressPercent(-5)).toBe(0);
  });

  it('is 0 when max is not positive or the value is not a number', () => {
    expect(progressPercent(5, 0)).toBe(0);
    expect(progressPercent(5, -10)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
  });
});

describe('progressColor', () => {
  it.each([
    [100, 'success'],
    [80, 'success'],
    [79, 'warning'],
    [60, 'warning'],
    [59, 'info'],
    [0, 'info'],
  ] as const)('%d → %s', (value, tone) => {
    expect(progressColor(value)).toBe(tone);
  });
});

describe('ProgressBar', () => {
  it('exposes its value, range and name', () => {
    renderWithTheme(<ProgressBar value={72} label="Team Capacity" />);
    const bar = screen.getByRole('progressbar', { name: 'Team Capacity' });
    expect(bar).toHaveAttribute('aria-valuenow', '72');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '72%');
    expect(fillOf(bar)).toHaveStyle({ width: '72%' });
  });

  it('caps the width at 100% above the maximum', () => {
    renderWithTheme(<ProgressBar value={130} label="Budget used" />);
    const bar = screen.getByRole('progressbar', { name: 'Budget used' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(fillOf(bar)).toHaveStyle({ width: '100%' });
  });

  it('caps the width at 0% below zero', () => {
    renderWithTheme(<ProgressBar value={-20} label="Goal" />);
    const bar = screen.getByRole('progressbar', { name: 'Goal' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(fillOf(bar)).toHaveStyle({ width: '0%' });
  });

  it('measures against a custom max', () => {
    renderWithTheme(<ProgressBar value={3} max={4} label="Key results" />);
    const bar = screen.getByRole('progressbar', { name: 'Key results' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(fillOf(bar)).toHaveStyle({ width: '75%' });
  });

  it.each([
    [85, theme.colors.progress.success],
    [65, theme.colors.progress.warning],
    [40, theme.colors.progress.info],
  ])('colours %d%% by the progress rule', (value, color) => {
    renderWithTheme(<ProgressBar value={value} label="Progress" />);
    expect(fillOf(screen.getByRole('progressbar'))).toHaveStyle({ backgroundColor: color });
  });

  it('takes a tone or a colour override', () => {
    renderWithTheme(
      <>
        <ProgressBar value={90} label="Utilisation" tone="danger" />
        <ProgressBar value={90} label="Capacity" color={theme.colors.primary} size="lg" />
      </>,
    );
    expect(fillOf(screen.getByRole('progressbar', { name: 'Utilisation' }))).toHaveStyle({
      backgroundColor: theme.colors.danger,
    });
    expect(fillOf(screen.getByRole('progressbar', { name: 'Capacity' }))).toHaveStyle({
      backgroundColor: theme.colors.primary,
    });
  });
});
