import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { personalDashboard } from '../../data/personal';
import { HeadlineMetrics } from './headline-metrics';

/** The day the sample's dates are counted from. */
const PERSONAL_DASHBOARD = personalDashboard(new Date(2026, 10, 23));

describe('HeadlineMetrics', () => {
  it('shows the three headline cards with bars, the focus score out of 10', async () => {
    await renderPage(
      <HeadlineMetrics
        metrics={PERSONAL_DASHBOARD.metrics}
        workLifeBalance={PERSONAL_DASHBOARD.wellness.workLifeBalance}
      />,
    );
    const glance = await screen.findByRole('region', { name: 'At a glance' });
    const titles = within(glance).getAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Task Completion',
      'Impact Score',
      'Focus Score',
    ]);
    expect(glance).toHaveTextContent('87%of planned tasks done this week');
    expect(glance).toHaveTextContent('91out of 100');
    expect(glance).toHaveTextContent('8.2out of 10');
    const focus = screen.getByRole('progressbar', { name: 'Focus Score' });
    expect(focus).toHaveAttribute('aria-valuemax', '10');
    expect(focus).toHaveAttribute('aria-valuetext', '82%');
  });

  it('shows the three small stats', async () => {
    await renderPage(
      <HeadlineMetrics
        metrics={PERSONAL_DASHBOARD.metrics}
        workLifeBalance={PERSONAL_DASHBOARD.wellness.workLifeBalance}
      />,
    );
    const streak = (await screen.findByText('Day Streak')).parentElement as HTMLElement;
    expect(streak).toHaveTextContent('12 days');
    expect((screen.getByText('Goals Progress').parentElement as HTMLElement).textContent).toContain(
      '68%',
    );
    const balance = screen.getByText('Work-Life Balance').parentElement as HTMLElement;
    expect(balance).toHaveTextContent('7.5 / 10');
    expect(balance).toHaveTextContent('42 hours worked this week');
  });

  it('says the headline cards and small stats are samples, and what would feed them', async () => {
    await renderPage(
      <HeadlineMetrics
        metrics={PERSONAL_DASHBOARD.metrics}
        workLifeBalance={PERSONAL_DASHBOARD.wellness.workLifeBalance}
      />,
    );
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'At a glance' }),
      'your project tracker, calendar and HRIS',
    );
  });
});
