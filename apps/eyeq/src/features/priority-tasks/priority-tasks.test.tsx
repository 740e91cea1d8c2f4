import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { personalDashboard } from '../../data/personal';
import { PriorityTasks } from './priority-tasks';

/** The day the sample's dates are counted from. */
const PERSONAL_DASHBOARD = personalDashboard(new Date(2026, 10, 23));

describe('PriorityTasks', () => {
  it('shows each task as a read-only checkbox, checked when done', async () => {
    await renderPage(<PriorityTasks tasks={PERSONAL_DASHBOARD.tasks} />);
    const card = await screen.findByRole('region', { name: "Today's Priority Tasks" });
    expect(card).toHaveTextContent('2 of 5 done');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(5);
    for (const box of boxes) {
      expect(box).toHaveAttribute('aria-readonly', 'true');
      expect(box).toHaveAccessibleDescription(/read-only/i);
    }
    expect(screen.getByRole('checkbox', { name: 'Fix the search indexing bug' })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Review the payments API design doc' }),
    ).not.toBeChecked();
    expect(card).toHaveTextContent('High priority');
    expect(card).toHaveTextContent('Unblocks two teams');
  });

  it('changes nothing on click, on the label or by keyboard', async () => {
    const user = userEvent.setup();
    await renderPage(<PriorityTasks tasks={PERSONAL_DASHBOARD.tasks} />);
    const open = await screen.findByRole('checkbox', {
      name: 'Review the payments API design doc',
    });
    const done = screen.getByRole('checkbox', { name: 'Update the on-call runbook' });
    await user.click(open);
    await user.click(screen.getByText('Update the on-call runbook'));
    expect(open).not.toBeChecked();
    expect(done).toBeChecked();
    open.focus();
    await user.keyboard(' ');
    expect(open).toHaveFocus();
    expect(open).not.toBeChecked();
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<PriorityTasks tasks={PERSONAL_DASHBOARD.tasks} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: "Today's Priority Tasks" }),
      'your project tracker',
    );
  });
});
