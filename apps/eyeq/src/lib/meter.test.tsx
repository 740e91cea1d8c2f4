import { progressColor, theme } from '@q/ui';
import { renderPage } from '@q/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineMeter, Meter } from './meter';

const fillOf = (bar: HTMLElement) => bar.firstElementChild as HTMLElement;

describe('Meter', () => {
  it('names its bar, shows the figure and colours by the progress rule', async () => {
    await renderPage(<Meter label="Mood" value={8} max={10} valueText="8 / 10" />);
    const bar = await screen.findByRole('progressbar', { name: 'Mood' });
    expect(bar).toHaveAttribute('aria-valuetext', '80%');
    expect(screen.getByText('8 / 10')).toBeInTheDocument();
    expect(fillOf(bar)).toHaveStyle({ backgroundColor: theme.colors.progress.success });
  });

  it.each([
    [80, 'success'],
    [79, 'warning'],
    [60, 'warning'],
    [59, 'info'],
  ] as const)('an inline bar at %i%% is %s', async (value, tone) => {
    expect(progressColor(value)).toBe(tone);
    await renderPage(<InlineMeter label="Course" value={value} valueText={`${value}%`} />);
    const bar = await screen.findByRole('progressbar', { name: 'Course' });
    expect(fillOf(bar)).toHaveStyle({ backgroundColor: theme.colors.progress[tone] });
  });
});
