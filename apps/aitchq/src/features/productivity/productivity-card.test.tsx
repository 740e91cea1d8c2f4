import type { Productivity } from '@q/schemas/manager';
import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductivityCard } from './productivity-card';

const metric = (id: string, label: string, value: number, target: number, variance: number) => ({
  id,
  label,
  value,
  target,
  unit: '%',
  variance,
  trend: 'stable' as const,
});

describe('ProductivityCard', () => {
  it('shows the fixed metrics with progress to target, variance and trend', async () => {
    await renderPage(<ProductivityCard />);
    const velocity = within(await screen.findByRole('listitem', { name: 'Sprint Velocity' }));
    expect(velocity.getByText('42 points')).toBeInTheDocument();
    const bar = velocity.getByRole('progressbar', { name: 'Sprint Velocity progress to target' });
    expect(bar).toHaveAttribute('aria-valuetext', '93%');
    expect(velocity.getByText('−6.7%')).toHaveAttribute('data-tone', 'info');
    expect(velocity.getByText('trending down')).toBeInTheDocument();
    expect(screen.getByText(/Cycle time fell 22%/)).toBeInTheDocument();
  });

  it('colours variance by the documented bands', async () => {
    await renderPage(<ProductivityCard />);
    const tone = (name: string) =>
      within(screen.getByRole('listitem', { name })).getByText(/%$/, {
        selector: 'span[data-tone]',
      });
    await screen.findByRole('listitem', { name: 'Meeting Load' });
    expect(tone('Meeting Load')).toHaveAttribute('data-tone', 'danger');
    expect(tone('Team Utilization')).toHaveAttribute('data-tone', 'warning');
    expect(tone('Cycle Time')).toHaveAttribute('data-tone', 'success');
    expect(tone('Focus Time')).toHaveAttribute('data-tone', 'neutral');
  });

  it('warns of burnout when utilisation is above 85', async () => {
    await renderPage(<ProductivityCard />);
    const utilization = within(await screen.findByRole('listitem', { name: 'Team Utilization' }));
    expect(utilization.getByText('87%')).toBeInTheDocument();
    expect(utilization.getByText('/ target 80%')).toBeInTheDocument();
    expect(utilization.getByText('Above 85%: the team risks burnout')).toBeInTheDocument();
  });

  it('warns of inefficiency below 60 and calls 60 to 85 good', async () => {
    const data = (value: number): Productivity => ({
      metrics: [metric('team-utilization', 'Team Utilization', value, 80, 0)],
      insights: [],
    });
    const { unmount } = await renderPage(<ProductivityCard data={data(55)} />);
    expect(await screen.findByText('Below 60%: capacity is going unused')).toBeInTheDocument();
    unmount();
    await renderPage(<ProductivityCard data={data(72)} />);
    expect(
      await screen.findByText('Utilisation is in the healthy 60–85% range'),
    ).toBeInTheDocument();
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<ProductivityCard />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Productivity Intelligence' }),
      'your project tracker and calendar',
    );
  });
});
